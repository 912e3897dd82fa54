import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Records changed per statement. */
const BATCH = 1000;

/**
 * Removes `keys` from the `extra` JSON column of every record of `table` that has any of them, in
 * batches of BATCH records (short locks; safe to stop and run again). Returns how many records
 * changed. The records' `version` is left alone: the keys were no field an operator could see.
 *
 * @example await purgeExtraKeys(db, 'clients', ['fax']) // 12
 */
export async function purgeExtraKeys(db: Kysely<Database>, table: string, keys: readonly string[]): Promise<number> {
  if (!keys.length) return 0;
  const t = sql.table(table);
  const list = sql`${[...keys]}::text[]`;
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ id: number }>`
      update ${t} set extra = extra - ${list}
      where id in (select id from ${t} where jsonb_exists_any(extra, ${list}) order by id limit ${BATCH})
      returning id`.execute(db);
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

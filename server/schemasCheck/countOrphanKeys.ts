import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';

/** A key of `extra` that no field reads any more, and how many records have it. */
export interface OrphanKey {
  key: string;
  count: number;
}

/**
 * The keys of the `extra` JSON column of a descriptor's table that are not a field kept there
 * (`extra`, from resolveExtraFields): a field removed from the descriptor, or one that got a column
 * of its own, leaves its values there, never shown, exported or validated. Sorted by key.
 *
 * @example await countOrphanKeys(db, client, extra) // [{ key: 'fax', count: 12 }]
 */
export async function countOrphanKeys(
  db: Kysely<Database>,
  d: ServedDescriptor,
  extra: ReadonlySet<string>,
): Promise<OrphanKey[]> {
  const table = d.server.table;
  const { rows } = await sql<{ key: string; count: number }>`
    select k as key, count(*) as count
    from ${sql.table(table)}, jsonb_object_keys(${sql.ref(`${table}.extra`)}) as k
    where jsonb_typeof(${sql.ref(`${table}.extra`)}) = 'object'
    group by k order by k`.execute(db);
  return rows.filter((r) => !extra.has(r.key)).map((r) => ({ key: r.key, count: Number(r.count) }));
}

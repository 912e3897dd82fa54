import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import { columnOf, columnRef, type ServedDescriptor } from './sqlMapping.js';

/**
 * Refuses a record whose unique field (`server.unique`: field → `{ message, caseInsensitive }`)
 * is taken by another record (not `exceptId`, the one being updated): 409 with
 * the descriptor's message, also under the field. The descriptor says whether case counts.
 * A field kept in `extra` is compared by its typed expression, the one its unique index is built on.
 */
export async function checkUnique(
  db: Kysely<Database>,
  d: ServedDescriptor,
  value: Record<string, unknown>,
  exceptId?: number,
  extra: ReadonlySet<string> = new Set(),
): Promise<void> {
  const table = d.server.table;
  for (const [field, { message, caseInsensitive }] of Object.entries(d.server.unique ?? {})) {
    if (value[field] === undefined) continue;
    const col = columnRef(d, columnOf(d, field), extra);
    const match = caseInsensitive ? sql`lower(${col}) = lower(${String(value[field])})` : sql`${col} = ${value[field]}`;
    const { rows } =
      await sql`select 1 from ${sql.table(table)} where ${match} ${exceptId ? sql`and id <> ${exceptId}` : sql``} limit 1`.execute(
        db,
      );
    if (rows.length) throw new HttpError(409, message, undefined, { [field]: message });
  }
}

import { sql, type QueryExecutorProvider } from 'kysely';

/** Largest `integer` (int4): the range of every `serial` id and of `version`. */
export const MAX_INT4 = 2_147_483_647;

/**
 * A row id from a request (route parameter or body): a positive integer, given as a number or
 * as digits, up to `max` (the id column's range); undefined for anything else. Objects are
 * never converted: `{"toString": 1}` would make `Number()` throw. A larger number never reaches
 * SQL, where it would fail as out of range instead of simply matching no row.
 *
 * @example readRecordId('42') // 42
 * @example readRecordId(2_147_483_648) // undefined (beyond a serial id)
 */
export function readRecordId(raw: unknown, max = MAX_INT4): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^[0-9]{1,16}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/** The largest id `table` holds: 2^53 - 1 (as far as a JS number goes) for a bigint id (bigserial), else MAX_INT4. */
export async function maxIdOf(db: QueryExecutorProvider, table: string): Promise<number> {
  const { rows } = await sql<{ data_type: string }>`
    select data_type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_name = 'id'`.execute(db);
  return rows[0]?.data_type === 'bigint' ? Number.MAX_SAFE_INTEGER : MAX_INT4;
}

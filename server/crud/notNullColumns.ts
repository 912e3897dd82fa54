import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** `table.column` of every NOT NULL column of the current schema. */
export type NotNullColumns = ReadonlySet<string>;

const cache = new WeakMap<Kysely<Database>, Promise<NotNullColumns>>();

/**
 * The NOT NULL columns of the database, read once per database handle (the schema changes only by
 * migration, before the API starts). A sorted list orders such a column without `nulls last` on
 * its descending side, which lets one index on (column, id) serve both directions.
 *
 * @example (await notNullColumns(db)).has('request_logs.duration_ms') // true
 */
export function notNullColumns(db: Kysely<Database>): Promise<NotNullColumns> {
  let found = cache.get(db);
  if (!found) {
    found = sql<{ t: string; c: string }>`
      select table_name as t, column_name as c from information_schema.columns
      where table_schema = current_schema() and is_nullable = 'NO'`
      .execute(db)
      .then(({ rows }) => new Set(rows.map((r) => `${r.t}.${r.c}`)));
    // A failed read is not kept: the next list asks again.
    found.catch(() => cache.delete(db));
    cache.set(db, found);
  }
  return found;
}

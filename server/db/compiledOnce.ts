import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema.js';

/**
 * A parameterless SQL fragment (a select list, a FROM with its joins, an ORDER BY) compiled once
 * into its text. A query that embeds it then splices that text instead of walking the fragment's
 * identifiers again on every request: the list's select list alone is some forty nodes, and
 * compiling them was most of Kysely's time per list request. A fragment that binds values
 * is returned as it is, since its placeholders are numbered by the query that embeds it.
 *
 * @example
 * const from = compiledOnce(fromClause(d), db); // sql.raw('"request_logs"')
 */
export function compiledOnce<T>(fragment: RawBuilder<T>, db: Kysely<Database>): RawBuilder<T> {
  const { sql: text, parameters } = fragment.compile(db);
  return parameters.length ? fragment : sql.raw<T>(text);
}

import { sql, type RawBuilder } from 'kysely';

/**
 * `column` holds an HTTP status of class `digit` (2 → 200..299), written as the expression
 * migration 0005 indexes, `(column / 100)`: a page of one class is then read newest first from
 * the index, and counted from it alone. The list filter ('status-class') and the request log's
 * stat cards both ask through here, so neither can drift from the index.
 */
export function statusClassIs(column: RawBuilder<unknown>, digit: number): RawBuilder<unknown> {
  return sql`(${column} / 100) = ${digit}`;
}

import { sql, type RawBuilder } from 'kysely';

/**
 * From this offset on, a list page is read through deferredPage. Measured on 1M request logs
 * (both engines, median of timed runs): the two ways cost the same around 500–1,000 skipped rows,
 * the deferred one wins from there (offset 5,000: 1.1–1.4 against 2.7–7.5 ms on PostgreSQL), and
 * on page 1 it costs 0.1–0.3 ms more (its 50 ids are looked up one by one).
 */
export const DEFER_FROM_OFFSET = 1000;

export interface DeferredPageOptions {
  /** The list's select list. */
  select: RawBuilder<unknown>;
  /** The list's FROM (table and joins). */
  from: RawBuilder<unknown>;
  /** The entity's qualified id column (request_logs.id). */
  id: RawBuilder<unknown>;
  /** `where …`, or empty. */
  where: RawBuilder<unknown>;
  /** The list's ORDER BY: it ends with the id, so it is a total order. */
  order: RawBuilder<unknown>;
  limit: number;
  offset: number;
}

/**
 * A deep list page as a deferred join: the page's ids first, skipping `offset` entries of an
 * index that holds the order's columns and the id (the primary key for `id desc`, the (column, id)
 * sort indexes of migration 0012, the status-class index of 0005) without visiting the table — an
 * index-only scan, as far as the visibility map marks the pages all-visible (PostgreSQL's
 * autovacuum; on PGlite the request-log writer's own vacuum) — then the rows of those ids, in the
 * same order.
 *
 * `limit … offset …` over the full select list fetches every skipped row from the table: on 1M
 * request logs, page 10,000 of 50 read 500,000 rows (~200 ms warm on PostgreSQL, ~350 ms on
 * PGlite; over a second cold); its ids alone take ~25 and ~37 ms. The answer is the same rows in
 * the same order: the order is total (it ends with the id), so ordering the page's rows again
 * gives the order they were picked in.
 *
 * Inside the subquery the entity's table is named as in the outer query, so the conditions and the
 * order (qualified with the table's name) refer to its rows.
 *
 * @example
 * deferredPage({ select, from, id: sql.ref('request_logs.id'), where: sql``, order, limit: 50, offset: 499_950 })
 * // select … from request_logs where request_logs.id = any(array(
 * //   select request_logs.id from request_logs order by … limit 50 offset 499950)) order by …
 */
export function deferredPage(page: DeferredPageOptions): RawBuilder<Record<string, unknown>> {
  const { select, from, id, where, order, limit, offset } = page;
  return sql`select ${select} from ${from} where ${id} = any(array(
    select ${id} from ${from} ${where} order by ${order} limit ${limit} offset ${offset}
  )) order by ${order}`;
}

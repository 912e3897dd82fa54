import { sql, type RawBuilder } from 'kysely';
import type { NarrowedFilter } from './readListQuery.js';

/** Pages that end deeper than this (offset + page size) read the plain condition instead. */
export const MAX_ROWS_PER_VALUE = 1000;

export interface FirstRowsPerValueOptions {
  /** The entity's qualified id column (request_logs.id). */
  id: RawBuilder<unknown>;
  /** The list's FROM (table and joins). */
  from: RawBuilder<unknown>;
  /** The list's ORDER BY. */
  order: RawBuilder<unknown>;
  narrowed: NarrowedFilter;
  /** offset + page size. */
  limit: number;
}

/**
 * The condition of a list page whose filter was narrowed to a set of values: `id = any(array(…))`
 * over the first `limit` rows of each value in the list's order (with the list's other conditions),
 * each read from an index on (column, id desc). The page is among them, whatever the order the
 * values' rows interleave in.
 *
 * The planner does not find this plan itself: it estimates each value's rows from the column's
 * average, far above the one or two most paths have, and walks the primary key backwards through
 * the whole table looking for them (225 ms for 396 rows among 1M). Here it is bounded by
 * values × limit index entries; the outer query fetches and orders the few ids (its estimate for an
 * array of ids is small, so it reads them by primary key).
 *
 * Inside the subquery the entity's table is named as in the outer query, so the order and the
 * conditions (qualified with the table's name) refer to its rows.
 */
export function firstRowsPerValue({ id, from, order, narrowed, limit }: FirstRowsPerValueOptions): RawBuilder<unknown> {
  const others = narrowed.others.length ? sql` and ${sql.join(narrowed.others, sql` and `)}` : sql``;
  return sql`${id} = any(array(
    select m.id from unnest(${narrowed.values}::text[]) as v(value)
    cross join lateral (select ${id} as id from ${from} where ${narrowed.column} = v.value${others} order by ${order} limit ${limit}) m
  ))`;
}

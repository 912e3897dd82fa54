import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { parseListQuery, type ListQuery } from './parseListQuery.js';
import type { ServedDescriptor } from './sqlMapping.js';
import { sortColumn } from './listSort.js';
import { notNullColumns } from './notNullColumns.js';

/**
 * A lookup that matches more distinct values than this filters with a plain ILIKE instead: reading
 * each value's rows costs an index descent per value (~3 µs), and so many values mean matches
 * dense enough for the list's own order to find a page quickly.
 */
const MAX_LOOKUP_VALUES = 1000;

/**
 * Up to this many values, the condition lists them (`column = any('{…}')`): the planner estimates
 * each from the column's statistics, which is cheap and lets a common value's count be an estimate.
 * More, and estimating them one by one costs more than counting (328 paths: 2 ms of planning in
 * every query that names them), so the array is handed over in a sub-select the planner does not
 * look into; the list then counts (at most 10,001 entries of an index).
 */
const MAX_LISTED_VALUES = 16;

/** A filter narrowed to the values its lookup found: the list page can read them value by value. */
export interface NarrowedFilter {
  /** The filtered column, qualified. */
  column: RawBuilder<unknown>;
  values: string[];
  /** Every condition of the list but this one. */
  others: RawBuilder<unknown>[];
}

/** A list query with its lookups done: plain conditions, and the narrowest value set if any. */
export interface ReadListQuery extends Omit<ListQuery, 'lookups'> {
  narrowed?: NarrowedFilter;
  /**
   * False when a condition hands its values over in a sub-select (more than MAX_LISTED_VALUES):
   * the planner's estimate is then a default, not a figure, so the matches are counted.
   */
  estimable: boolean;
}

/**
 * parseListQuery (a sort on a NOT NULL column ordered index-friendly), then each 'contains' filter with a valuesTable searched there first: the values
 * it matches (at most MAX_LOOKUP_VALUES) become `column = any(values)`, which the counts and the
 * export use as is and the list page reads value by value (firstRowsPerValue). Same rows as
 * `column ILIKE '%x%'`, since the table holds every value of the column.
 *
 * @example
 * // ?path=/person/v1/12 → where: [request_logs.path = any('{/person/v1/12,/person/v1/120,…}')]
 * await readListQuery(db, requestLog, { path: '/person/v1/12' });
 */
export async function readListQuery(
  db: Kysely<Database>,
  d: ServedDescriptor,
  query: Record<string, unknown>,
  extra?: ReadonlySet<string>,
  maxValues = MAX_LOOKUP_VALUES,
): Promise<ReadListQuery> {
  const { lookups, ...q } = parseListQuery(d, query, extra);
  if (q.sort) {
    // A NOT NULL column of the entity's own table (a joined one may be NULL through the left join)
    // keeps PostgreSQL's NULLS default, so one index on (column, id) serves both directions.
    const at = sortColumn(d, q.sort.field, extra);
    if (at?.table === d.server.table && (await notNullColumns(db)).has(`${at.table}.${at.column}`))
      q.sort = { ...q.sort, nullsLast: q.sort.direction === 'asc' };
  }
  const where = [...q.where];
  let estimable = true;
  let narrowed: { column: RawBuilder<unknown>; values: string[]; condition: RawBuilder<unknown> } | undefined;
  for (const lookup of lookups) {
    const column = sql.ref(lookup.columnName);
    const { rows } = await sql<{ value: string }>`
      select ${column} as value from ${sql.table(lookup.valuesTable)} where ${column} ilike ${lookup.pattern} limit ${maxValues + 1}
    `.execute(db);
    if (rows.length > maxValues) {
      where.push(sql`${lookup.column} ilike ${lookup.pattern}`);
      continue;
    }
    const values = rows.map((r) => r.value);
    const listed = values.length <= MAX_LISTED_VALUES;
    const condition = listed
      ? sql`${lookup.column} = any(${values}::text[])`
      : sql`${lookup.column} = any(array(select unnest(${values}::text[])))`;
    estimable &&= listed;
    where.push(condition);
    if (!narrowed || values.length < narrowed.values.length) narrowed = { column: lookup.column, values, condition };
  }
  if (!narrowed) return { ...q, where, estimable };
  const { condition, ...rest } = narrowed;
  return { ...q, where, estimable, narrowed: { ...rest, others: where.filter((w) => w !== condition) } };
}

import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { readListQuery } from './readListQuery.js';
import { firstRowsPerValue, MAX_ROWS_PER_VALUE } from './firstRowsPerValue.js';
import type { ServedDescriptor } from './sqlMapping.js';
import { listValidation } from '../apiSchema/crudSchemas.js';
import { cappedCount, COUNT_CAP, fromCount, planCount, type MatchCount } from './countMatches.js';
import { countExact } from './countExact.js';
import { orderOf } from './listSort.js';
import { deferredPage, DEFER_FROM_OFFSET } from './deferredPage.js';

/** Column of the list query that carries count(*) over () when the list counts its own matches. */
const IN_LIST_TOTAL = '__total';

export interface ListRouteOptions {
  db: Kysely<Database>;
  descriptor: ServedDescriptor;
  /** Fields stored in the `extra` column (resolveExtraFields). */
  extra: ReadonlySet<string>;
  /** The list's select list, compiled once (compiledOnce), like `from`, `idColumn` and `order`. */
  select: RawBuilder<unknown>;
  /** The table with its joins. */
  from: RawBuilder<unknown>;
  /** The id column, qualified by the table. */
  idColumn: RawBuilder<unknown>;
  /** The descriptor's order, then the id descending (a list asked with `sort` orders by that instead). */
  order: RawBuilder<unknown>;
  /** Masks the rows' personal fields in place, as answered. */
  maskAnswer: (rows: Record<string, unknown>[]) => unknown;
  /** The route's schemas (crudSchemas: query and envelope). */
  schema: object;
}

/**
 * GET {endpoint}: one page of the records matching the whitelisted filters, in the descriptor's
 * envelope (items, total and pages keys from `api.list`). Never a full COUNT over millions of
 * rows: the planner's estimate decides how the matches are counted (countMatches), and a capped
 * total says so (`total_capped`, `total_estimate`). `sort`/`order` order the page by a sortable
 * column, then the id the same way. `count=exact` counts past the cap (bounded: countExact); so
 * does a page asked past the end of a capped list, so that `pages` names the real last page.
 */
export function listRoute(
  app: FastifyInstance,
  { db, descriptor: d, extra, select, from, idColumn, order: defaultOrder, maskAnswer, schema }: ListRouteOptions,
): void {
  const { items, total, pages } = d.api.list;
  const config = { entity: d.key, operation: 'list' as const, validation: listValidation(d) };
  app.get(d.api.endpoint, { schema, config }, async (request) => {
    const q = await readListQuery(db, d, request.query as Record<string, unknown>, extra);
    const order = q.sort ? orderOf(q.sort, idColumn) : defaultOrder;
    const where = q.where.length ? sql`where ${sql.join(q.where, sql` and `)}` : sql``;
    const offset = (q.page - 1) * q.perPage;
    // A filter narrowed to a few values (the endpoint filter): the page is read value by value,
    // and it never counts itself (its rows are only each value's first ones).
    const narrowed = q.narrowed && offset + q.perPage <= MAX_ROWS_PER_VALUE ? q.narrowed : undefined;
    const pageWhere = narrowed
      ? sql`where ${firstRowsPerValue({ id: idColumn, from, order, narrowed, limit: offset + q.perPage })}`
      : where;
    // A deep page picks its ids from an index first (deferredPage). A page that counts itself keeps
    // the one query: the planner expects few matches there (countPlan), so its offset is small.
    const page = (countInList: boolean) =>
      (!narrowed && !countInList && offset >= DEFER_FROM_OFFSET
        ? deferredPage({ select, from, id: idColumn, where, order, limit: q.perPage, offset })
        : sql<
            Record<string, unknown>
          >`select ${select}${countInList ? sql`, count(*) over ()::int as ${sql.id(IN_LIST_TOTAL)}` : sql``} from ${from} ${pageWhere} order by ${order} limit ${q.perPage} offset ${offset}`
      ).execute(db);
    // The planner's estimate decides how to count.
    const { plan, estimate } = await planCount(db, from, where, q.estimable);
    let rows: Record<string, unknown>[];
    let count: MatchCount;
    // A sorted page counts apart: its order's index finds the page in a few entries, but counting in
    // the same query would walk that index over every match (5xx by date: the whole table).
    switch ((narrowed || q.sort) && plan === 'in-list' ? 'capped-count' : plan) {
      case 'estimate':
        rows = (await page(false)).rows;
        count = { total: COUNT_CAP, capped: true, estimate: Math.round(estimate) };
        break;
      case 'capped-count': {
        const [list, counted] = await Promise.all([page(false), cappedCount(db, from, where)]);
        rows = list.rows;
        count = counted;
        break;
      }
      case 'in-list': {
        rows = (await page(true)).rows;
        const n = rows[0]?.[IN_LIST_TOTAL];
        for (const row of rows) delete row[IN_LIST_TOTAL];
        count = typeof n === 'number' ? fromCount(n) : q.page === 1 ? fromCount(0) : await cappedCount(db, from, where);
      }
    }
    // Asked for it, or past the end of a capped list (where the page alone cannot say how far the end is).
    if (count.capped && (q.exactCount || (rows.length === 0 && q.page > 1)))
      count = (await countExact(db, from, where)) ?? count;
    const lastPage =
      count.capped && rows.length === 0 && q.page > 1
        ? Math.ceil((COUNT_CAP + 1) / q.perPage)
        : count.capped
          ? Math.max(q.page + (rows.length === q.perPage ? 1 : 0), 1)
          : Math.max(1, Math.ceil(count.total / q.perPage));
    maskAnswer(rows);
    return {
      [items]: rows,
      [total]: count.total,
      ...(pages && { [pages]: lastPage }),
      page: q.page,
      per_page: q.perPage,
      ...(count.capped && { total_capped: true }),
      ...(count.estimate !== undefined && { total_estimate: count.estimate }),
    };
  });
}

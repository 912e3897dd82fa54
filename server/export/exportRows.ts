import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { fromClause, type ServedDescriptor } from '../crud/sqlMapping.js';
import { maskPersonal, maskPersonalText } from '../crud/maskPersonal.js';

/** Rows read per query: large enough to be cheap, small enough to stream in constant memory. */
const BATCH = 2000;

/**
 * The order of an export, the list's own: `key direction nulls first|last, id idDirection`.
 * Without a sort asked, the descriptor's `server.orderBy` then the id descending, nulls where
 * PostgreSQL puts them by default (last ascending, first descending), as the list route orders.
 */
export interface ExportOrder {
  key: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
  nullsLast: boolean;
  idDirection: 'asc' | 'desc';
}

export interface ExportQuery {
  descriptor: ServedDescriptor;
  /** The list's select list (API field names). */
  select: RawBuilder<unknown>;
  /** The list filters, as SQL conditions. */
  where: RawBuilder<unknown>[];
  /** The list's order (defaultOrder when the screen asked none). */
  order?: ExportOrder;
  /** Personal fields exported masked (all of them unless the export was asked with a reason). */
  mask?: readonly string[];
  /** Free-text fields whose CPFs are masked, always (`"personal": "text"`). */
  maskText?: readonly string[];
}

/** The descriptor's own order (`server.orderBy`, then id descending), as the list route applies it. */
function defaultOrder(d: ServedDescriptor): ExportOrder {
  const [column = 'id', direction = 'desc'] = d.server.orderBy.split(' ');
  const asc = direction === 'asc';
  return {
    key: sql.ref(`${d.server.table}.${column}`),
    direction: asc ? 'asc' : 'desc',
    nullsLast: asc,
    idDirection: 'desc',
  };
}

/** `(key, id)` strictly after the last row read, in `order`. */
function after(order: ExportOrder, id: RawBuilder<unknown>, last: { k: string | null; id: number }) {
  const { key, direction, nullsLast, idDirection } = order;
  const keyBeyond = direction === 'asc' ? sql`${key} > ${last.k}` : sql`${key} < ${last.k}`;
  const idBeyond = idDirection === 'asc' ? sql`${id} > ${last.id}` : sql`${id} < ${last.id}`;
  if (last.k === null)
    return nullsLast
      ? sql`(${key} is null and ${idBeyond})`
      : sql`(${key} is null and ${idBeyond} or ${key} is not null)`;
  const nulls = nullsLast ? sql` or ${key} is null` : sql``;
  return sql`(${keyBeyond} or (${key} = ${last.k} and ${idBeyond})${nulls})`;
}

/**
 * Every row matching the filters, in the list's order, in batches of 2,000 (personal fields
 * masked as the list masks them). Rows are read by keyset (order key + id), never with OFFSET and
 * never all at once, so a million rows stream in constant memory, and on PGlite (one connection)
 * other requests run between batches.
 */
export async function* exportRows(
  db: Kysely<Database>,
  { descriptor: d, select, where, order = defaultOrder(d), mask = [], maskText = [] }: ExportQuery,
): AsyncGenerator<Record<string, unknown>[]> {
  const id = sql.ref(`${d.server.table}.id`);
  const dir = (direction: 'asc' | 'desc') => sql.raw(direction);
  const orderBy = sql`${order.key} ${dir(order.direction)} nulls ${sql.raw(order.nullsLast ? 'last' : 'first')}, ${id} ${dir(order.idDirection)}`;
  let last: { k: string | null; id: number } | undefined;
  for (;;) {
    const conditions = last ? [...where, after(order, id, last)] : where;
    const whereSql = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    const { rows } = await sql<Record<string, unknown> & { __k: string | null; id: number }>`
      select ${select}, ${order.key}::text as __k from ${fromClause(d)} ${whereSql}
      order by ${orderBy} limit ${BATCH}`.execute(db);
    if (!rows.length) return;
    const tail = rows[rows.length - 1]!;
    last = { k: tail.__k, id: Number(tail.id) };
    for (const row of rows) delete (row as Record<string, unknown>).__k;
    yield maskPersonalText(maskPersonal(rows, mask), maskText);
    if (rows.length < BATCH) return;
  }
}

/** How many rows the export holds (the `X-Total-Rows` header: the console's progress). */
export async function countExportRows(
  db: Kysely<Database>,
  d: ServedDescriptor,
  where: RawBuilder<unknown>[],
): Promise<number> {
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${fromClause(d)} ${whereSql}`.execute(db);
  return rows[0]?.n ?? 0;
}

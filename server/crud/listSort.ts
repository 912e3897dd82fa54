import { sql, type RawBuilder } from 'kysely';
import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';
import { columnOf, columnRef, joinedFields, type ServedDescriptor } from './sqlMapping.js';

/**
 * A list's order asked by the screen (`sort=<field>&order=asc|desc`): the column, its direction,
 * then the id in the same direction (a stable tie-break: equal values keep one order from page to
 * page). Empty values sort last in both directions. The shape is the export's (`ExportOrder`), so
 * the export streams the rows in the screen's order.
 */
export interface ListSort {
  /** The API field asked (`sort`). */
  field: string;
  /** The column or expression ordered by, qualified (`request_logs.duration_ms`, `people.name`). */
  key: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
  /**
   * True: rows without a value come last, ascending or descending. A NOT NULL column of the
   * entity's own table holds no such rows, so its order keeps PostgreSQL's default (last ascending,
   * first descending): an index on (column, id) then serves both directions (readListQuery decides).
   */
  nullsLast: boolean;
  /** The id's direction: the column's. */
  idDirection: 'asc' | 'desc';
}

/** Field types a list can be sorted by (never a list or an object). */
const SCALAR = new Set(['string', 'integer', 'number', 'boolean', undefined]);

/**
 * The fields whose list column is marked `"sortable": true`, each once, in the columns' order.
 * Throws a DescriptorError (at start) for a sortable column that cannot be ordered by: a virtual,
 * hashed or write-only field, a list or an object.
 *
 * @example sortableFields(requestLog) // ['method', 'path', 'response_status', 'duration_ms', 'created_at']
 */
export function sortableFields(d: ServedDescriptor): string[] {
  const out: string[] = [];
  d.list.columns.forEach((c, i) => {
    if (!c.sortable || out.includes(c.field)) return;
    const f = d.fields[c.field];
    if (f && (f.virtual || f.hashed || f.writeOnly || !SCALAR.has(f.type)))
      throw new DescriptorError(
        `schemas/${d.key}.json`,
        `/list/columns/${i}/sortable`,
        `a coluna "${c.field}" não pode ordenar a lista (campo virtual, oculto, lista ou objeto)`,
      );
    out.push(c.field);
  });
  return out;
}

/**
 * The table and column a sortable field reads (a joined field: the joined table's; a field kept in
 * `extra`: none, it is an expression), for the nullability and index checks.
 */
export function sortColumn(
  d: ServedDescriptor,
  field: string,
  extra: ReadonlySet<string> = new Set(),
): { table: string; column: string } | undefined {
  const joined = joinedFields(d).get(field);
  if (joined) return joined;
  if (extra.has(field)) return undefined;
  return { table: d.server.table, column: columnOf(d, field) };
}

/** The SQL a sortable field orders by: the joined table's column, the typed `extra` key, or its own column. */
export function sortKey(
  d: ServedDescriptor,
  field: string,
  extra: ReadonlySet<string> = new Set(),
): RawBuilder<unknown> {
  const joined = joinedFields(d).get(field);
  if (joined) return sql.ref(`${joined.table}.${joined.column}`);
  return columnRef(d, columnOf(d, field), extra);
}

/**
 * The ORDER BY of a sorted list.
 *
 * @example
 * orderOf(sort, sql.ref('people.id')) // people.name desc nulls last, people.id desc
 */
export function orderOf(sort: ListSort, id: RawBuilder<unknown>): RawBuilder<unknown> {
  const dir = sql.raw(sort.direction);
  return sql`${sort.key} ${dir} nulls ${sql.raw(sort.nullsLast ? 'last' : 'first')}, ${id} ${sql.raw(sort.idDirection)}`;
}

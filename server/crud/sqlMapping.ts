import { sql, type RawBuilder } from 'kysely';
import type { Descriptor, ServerPart } from '../../src/core/descriptors/Descriptor.js';
import { RECORD_COLUMNS } from '../../src/core/descriptors/recordColumns.js';

/** A descriptor that has its server part (every one the API serves). */
export type ServedDescriptor = Descriptor & { server: ServerPart };

/** Column of the entity's own table for an API field. */
export function columnOf(d: ServedDescriptor, field: string): string {
  return d.server.columns[field] ?? field;
}

/**
 * A field kept in the `extra` JSON column, typed by the field: `(extra ->> 'f')` for text,
 * `((extra ->> 'f')::bigint)` for an integer, `::double precision` for a number, `::boolean`,
 * and `(extra -> 'f')` (JSON) for an array or an object. The key is a literal, never a bound
 * value: the same text is the expression the record table's indexes are built on
 * (ensureRecordTables), so the planner matches them, and the fragment compiles once.
 */
export function extraRef(d: ServedDescriptor, field: string, table = d.server.table): RawBuilder<unknown> {
  const extra = sql.ref(`${table}.extra`);
  const key = sql.lit(field);
  switch (d.fields[field]?.type) {
    case 'array':
    case 'object':
      return sql`(${extra} -> ${key})`;
    case 'integer':
      return sql`((${extra} ->> ${key})::bigint)`;
    case 'number':
      return sql`((${extra} ->> ${key})::double precision)`;
    case 'boolean':
      return sql`((${extra} ->> ${key})::boolean)`;
    default:
      return sql`(${extra} ->> ${key})`;
  }
}

/**
 * A qualified column reference: 'people.cpf' stays as is, 'cpf' becomes '<table>.cpf', and a
 * field kept in the `extra` JSON column (see resolveExtraFields) becomes its typed `extraRef`.
 */
export function columnRef(
  d: ServedDescriptor,
  column: string,
  extra: ReadonlySet<string> = new Set(),
): RawBuilder<unknown> {
  if (extra.has(column)) return extraRef(d, column);
  return sql.ref(column.includes('.') ? column : `${d.server.table}.${column}`);
}

/**
 * The fields a record stores (in a column of its own or in `extra`): not virtual, not read from
 * a joined table, not the id; for a JSON-record table, not its own columns (`created_at`).
 */
export function storedFields(d: ServedDescriptor): string[] {
  const joined = joinedFields(d);
  const own: readonly string[] = d.server.jsonRecords ? RECORD_COLUMNS : ['id'];
  return Object.entries(d.fields)
    .filter(([name, f]) => !f.virtual && !joined.has(name) && !own.includes(name))
    .map(([name]) => name);
}

/**
 * The fields of a JSON-record table kept in `extra`: the stored ones `npm run db:promote` has not
 * moved into columns of their own. Start checks that the table agrees (ensureRecordTables).
 */
export function jsonFields(d: ServedDescriptor): string[] {
  const promoted = new Set(d.server.promoted ?? []);
  return storedFields(d).filter((f) => !promoted.has(f));
}

/** Fields served from a joined table (e.g. client_name), with the join they come from. */
export function joinedFields(d: ServedDescriptor): Map<string, { table: string; column: string }> {
  const out = new Map<string, { table: string; column: string }>();
  for (const j of d.server.join ?? []) {
    for (const [field, column] of Object.entries(j.select)) out.set(field, { table: j.table, column });
  }
  return out;
}

/**
 * The select list of a record as the API returns it: id, every readable field under its API
 * name (never hashed, virtual or write-only ones), joined fields, and `version` for editable
 * entities (optimistic concurrency). `detailOnly` fields (large log bodies) only for one record.
 */
export function selectList(
  d: ServedDescriptor,
  extra: ReadonlySet<string> = new Set(),
  scope: 'list' | 'record' = 'record',
): RawBuilder<unknown> {
  const joined = joinedFields(d);
  const parts: RawBuilder<unknown>[] = [sql`${sql.ref(`${d.server.table}.id`)} as id`];
  for (const [field, f] of Object.entries(d.fields)) {
    if (f.hashed || f.virtual || f.writeOnly || (scope === 'list' && f.detailOnly)) continue;
    const j = joined.get(field);
    const ref = j
      ? sql.ref(`${j.table}.${j.column}`)
      : extra.has(field)
        ? sql`(${sql.ref(`${d.server.table}.extra`)} -> ${sql.lit(field)})`
        : columnRef(d, columnOf(d, field));
    parts.push(sql`${ref} as ${sql.id(field)}`);
  }
  if (!d.readOnly) parts.push(sql`${sql.ref(`${d.server.table}.version`)} as version`);
  return sql.join(parts);
}

/**
 * FROM clause with the descriptor's left joins. A JSON-record table is read through a derived
 * table of the same name that lists its own columns and each field kept in `extra` as a typed
 * column (`extraRef`), so whatever reads `<table>.<field>` — the list's order, the export's keyset,
 * a join's `on` — finds it. PostgreSQL pulls such a subquery up into the query: the conditions and
 * the order still reach the table's expression indexes.
 */
export function fromClause(d: ServedDescriptor): RawBuilder<unknown> {
  const table = d.server.table;
  const joins = (d.server.join ?? []).map(
    (j) => sql` left join ${sql.table(j.table)} on ${sql.ref(`${j.table}.id`)} = ${sql.ref(`${table}.${j.on}`)}`,
  );
  return sql`${d.server.jsonRecords ? recordSource(d) : sql.table(table)}${sql.join(joins, sql``)}`;
}

/** `(select id, …, (extra ->> 'name') as name, … from t) as t`: a JSON-record table as columns. */
function recordSource(d: ServedDescriptor): RawBuilder<unknown> {
  const table = d.server.table;
  const columns = [...RECORD_COLUMNS, ...(d.server.promoted ?? [])].map((c) => sql.ref(`${table}.${c}`));
  const fields = jsonFields(d).map((f) => sql`${extraRef(d, f)} as ${sql.id(f)}`);
  return sql`(select ${sql.join([...columns, ...fields])} from ${sql.table(table)}) as ${sql.id(table)}`;
}

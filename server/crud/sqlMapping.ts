import { sql, type RawBuilder } from 'kysely';
import type { Descriptor, ServerPart } from '../../src/core/descriptors/Descriptor.js';

/** A descriptor that has its server part (every one the API serves). */
export type ServedDescriptor = Descriptor & { server: ServerPart };

/** Column of the entity's own table for an API field. */
export function columnOf(d: ServedDescriptor, field: string): string {
  return d.server.columns[field] ?? field;
}

/**
 * A qualified column reference: 'people.cpf' stays as is, 'cpf' becomes '<table>.cpf', and a
 * field kept in the `extra` JSON column (see resolveExtraFields) becomes `<table>.extra ->> 'f'`.
 */
export function columnRef(
  d: ServedDescriptor,
  column: string,
  extra: ReadonlySet<string> = new Set(),
): RawBuilder<unknown> {
  if (extra.has(column)) return sql`(${sql.ref(`${d.server.table}.extra`)} ->> ${column})`;
  return sql.ref(column.includes('.') ? column : `${d.server.table}.${column}`);
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
        ? sql`(${sql.ref(`${d.server.table}.extra`)} -> ${field})`
        : columnRef(d, columnOf(d, field));
    parts.push(sql`${ref} as ${sql.id(field)}`);
  }
  if (!d.readOnly) parts.push(sql`${sql.ref(`${d.server.table}.version`)} as version`);
  return sql.join(parts);
}

/** FROM clause with the descriptor's left joins. */
export function fromClause(d: ServedDescriptor): RawBuilder<unknown> {
  const joins = (d.server.join ?? []).map(
    (j) =>
      sql` left join ${sql.table(j.table)} on ${sql.ref(`${j.table}.id`)} = ${sql.ref(`${d.server.table}.${j.on}`)}`,
  );
  return sql`${sql.table(d.server.table)}${sql.join(joins, sql``)}`;
}

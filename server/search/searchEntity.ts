import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { columnOf, fromClause, type ServedDescriptor } from '../crud/sqlMapping.js';
import { maskPersonal } from '../crud/maskPersonal.js';
import { personalFields } from '../../src/core/personal/personalFields.js';
import { formatValue } from '../../src/core/format/formatValue.js';
import { documentPattern } from './documentPattern.js';
import { accentPattern } from './accentPattern.js';
import type { SearchGroup } from './searchGroups.js';

/** One hit of the search, as the answer carries it. */
export interface SearchHit {
  id: number;
  /** The record's title (a name). */
  label: string;
  /** What tells it apart: a masked CPF, a formatted CNPJ, an email; null when the record has none. */
  secondary: string | null;
  /** The console route that opens it: the descriptor's form route with the id, else its list. */
  route: string;
}

/**
 * The first `limit` records of one group's entity matching `q`: a text field containing it
 * (accents and case ignored: accentPattern, served by the fields' pg_trgm indexes), or a document
 * field containing its digits (documentPattern; digits and letters only, nothing to escape).
 * Records whose label starts with `q` come first, then by label and id. Read through the
 * descriptor (its table, columns, joins, JSON-record tables): nothing here names a table. The
 * answer masks the descriptor's personal fields as every list does (maskPersonal), so a full
 * CPF typed finds the person and still shows `***.456.789-**`.
 *
 * @example await searchEntity(db, person, SEARCH_GROUPS[0], '52998224725', 5)
 * // [{ id: 3, label: 'Ana Souza', secondary: '***.982.247-**', route: '/person/form/3' }]
 */
export async function searchEntity(
  db: Kysely<Database>,
  d: ServedDescriptor,
  group: SearchGroup,
  q: string,
  limit: number,
): Promise<SearchHit[]> {
  const table = d.server.table;
  const ref = (field: string) => sql.ref(`${table}.${columnOf(d, field)}`);
  const pattern = accentPattern(q);
  const conditions: RawBuilder<unknown>[] = group.text.map((field) => sql`${ref(field)} ~* ${pattern}`);
  for (const field of group.digits) {
    const digits = documentPattern(d.fields[field]?.mask, q);
    if (digits) conditions.push(sql`${ref(field)} like ${`%${digits}%`}`);
  }
  const label = ref(group.label);
  const startsWith = sql`${label} ~* ${`^${pattern}`}`;
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.ref(`${table}.id`)} as id, ${label} as label, ${ref(group.secondary)} as ${sql.id(group.secondary)}
    from ${fromClause(d)}
    where (${sql.join(conditions, sql` or `)})
    order by case when ${startsWith} then 0 else 1 end, ${label} asc, ${sql.ref(`${table}.id`)} asc
    limit ${limit}`.execute(db);
  maskPersonal(rows, personalFields(d));
  const personal = new Set(personalFields(d));
  const format = d.list.columns.find((c) => c.field === group.secondary)?.format;
  return rows.map((row) => {
    const value = row[group.secondary];
    const id = Number(row.id);
    return {
      id,
      label: String(row.label ?? ''),
      secondary:
        value === null || value === undefined || value === ''
          ? null
          : personal.has(group.secondary)
            ? String(value)
            : formatValue(format, value),
      route: d.routes.form ? `${d.routes.form}/${id}` : d.routes.list,
    };
  });
}

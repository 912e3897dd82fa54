import { sql, type RawBuilder } from 'kysely';
import { columnOf, type ServedDescriptor } from '../crud/sqlMapping.js';

/**
 * SQL that is true when a record has no value for `field` as validation sees it (normalizeRecord:
 * absent, null or blank text): the key missing from `extra` (or null, or blank) for a field kept
 * there, else its own column null or blank.
 *
 * @example sql`select count(*) from people where ${missingValue(person, 'whatsapp', extra)}`
 */
export function missingValue(d: ServedDescriptor, field: string, extra: ReadonlySet<string>): RawBuilder<boolean> {
  const text = extra.has(field)
    ? sql`${sql.ref(`${d.server.table}.extra`)} ->> ${field}::text`
    : sql`${sql.ref(`${d.server.table}.${columnOf(d, field)}`)}::text`;
  return sql<boolean>`coalesce(btrim(${text}), '') = ''`;
}

import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import type { ServedDescriptor } from '../crud/sqlMapping.js';

/** Records whose value of a field does not have the field's type: how many, and the first ids. */
export interface WrongValues {
  count: number;
  ids: number[];
}

/** How many ids a report names. */
const SHOWN_IDS = 5;

/**
 * The JSON types a field's value in `extra` may have (null always may). A string field takes
 * anything (`->>` reads any value as text), so it is never reported.
 */
function wrongType(d: ServedDescriptor, field: string): RawBuilder<boolean> | undefined {
  const value = sql`${sql.ref(`${d.server.table}.extra`)} -> ${sql.lit(field)}`;
  const typeIs = (...types: string[]) => sql`jsonb_typeof(${value}) in (${sql.join(types.map((t) => sql.lit(t)))})`;
  switch (d.fields[field]?.type) {
    case 'integer':
      return sql<boolean>`not (${typeIs('number', 'null')}) or (${typeIs('number')} and (${value})::text !~ '^-?[0-9]+$')`;
    case 'number':
      return sql<boolean>`not (${typeIs('number', 'null')})`;
    case 'boolean':
      return sql<boolean>`not (${typeIs('boolean', 'null')})`;
    case 'array':
      return sql<boolean>`not (${typeIs('array', 'null')})`;
    case 'object':
      return sql<boolean>`not (${typeIs('object', 'null')})`;
    default:
      return undefined;
  }
}

/**
 * The fields among `fields` (kept in `extra`) that some record holds with another JSON type than
 * the field's, e.g. "abc" in an integer field after its type was changed: casting it would fail
 * every query that filters or orders by it, and the promotion's copy. One pass over the table.
 * Only the fields with such records are in the answer.
 */
export async function wrongJsonTypes(
  db: QueryExecutorProvider,
  d: ServedDescriptor,
  fields: readonly string[],
): Promise<Map<string, WrongValues>> {
  const checked = fields.flatMap((field) => {
    const wrong = wrongType(d, field);
    return wrong ? [{ field, wrong }] : [];
  });
  const found = new Map<string, WrongValues>();
  if (!checked.length) return found;
  const columns = checked.flatMap(({ wrong }, i) => [
    sql`count(*) filter (where ${wrong})::int as ${sql.id(`c${i}`)}`,
    sql`(array_agg(${sql.ref(`${d.server.table}.id`)}::text order by ${sql.ref(`${d.server.table}.id`)}) filter (where ${wrong}))[1:${sql.lit(SHOWN_IDS)}] as ${sql.id(`i${i}`)}`,
  ]);
  const { rows } = await sql<Record<string, number | string[] | null>>`
    select ${sql.join(columns)} from ${sql.table(d.server.table)}`.execute(db);
  checked.forEach(({ field }, i) => {
    const count = Number(rows[0]?.[`c${i}`] ?? 0);
    if (count) found.set(field, { count, ids: ((rows[0]?.[`i${i}`] as string[] | null) ?? []).map(Number) });
  });
  return found;
}

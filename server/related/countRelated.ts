import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RelatedDescriptor } from '../../src/core/descriptors/Descriptor.js';
import { readListQuery } from '../crud/readListQuery.js';
import { countMatches, type MatchCount } from '../crud/countMatches.js';
import { columnOf, fromClause, type ServedDescriptor } from '../crud/sqlMapping.js';

/** One `related` entry of a descriptor with the other entity's served descriptor. */
export interface RelatedTarget extends RelatedDescriptor {
  target: ServedDescriptor;
}

/**
 * The `related` entries of `d` whose entity the API serves, each with its descriptor.
 *
 * @example relatedTargets(person, descriptors).map((r) => r.entity) // ['fingerprint', 'liveness', …]
 */
export function relatedTargets(d: ServedDescriptor, descriptors: readonly ServedDescriptor[]): RelatedTarget[] {
  const byKey = new Map(descriptors.map((t) => [t.key, t]));
  return (d.related ?? []).flatMap((r) => {
    const target = byKey.get(r.entity);
    return target ? [{ ...r, target }] : [];
  });
}

/**
 * The values `related` filters take from record `id` of `d` (its `from` fields), or undefined
 * when no such record exists (an erased person).
 */
export async function readFromValues(
  db: Kysely<Database>,
  d: ServedDescriptor,
  id: number,
  related: readonly RelatedTarget[],
): Promise<Record<string, unknown> | undefined> {
  const table = d.server.table;
  const fields = [...new Set(['id', ...related.map((r) => r.from)])];
  const select = sql.join(fields.map((f) => sql`${sql.ref(`${table}.${columnOf(d, f)}`)} as ${sql.id(f)}`));
  const { rows } = await sql<Record<string, unknown>>`select ${select} from ${sql.table(table)} where ${sql.ref(
    `${table}.id`,
  )} = ${id}`.execute(db);
  return rows[0];
}

/**
 * How many records of `r.target` its list shows when filtered on `value` (`?<r.filter>=<value>`):
 * the list's own filter code and the list's capped count (exact up to 10,000, then 'mais de').
 *
 * @example await countRelated(db, fingerprintsOfPerson, 12) // { total: 3, capped: false }
 */
export async function countRelated(db: Kysely<Database>, r: RelatedTarget, value: unknown): Promise<MatchCount> {
  // An empty value filters nothing: it would count the whole list, so it counts none.
  if (value === null || value === undefined || value === '') return { total: 0, capped: false };
  const q = await readListQuery(db, r.target, { [r.filter]: String(value) });
  const where = q.where.length ? sql`where ${sql.join(q.where, sql` and `)}` : sql``;
  return countMatches(db, fromClause(r.target), where, q.estimable);
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { missingValue } from './missingValue.js';
import { storedRequired } from './storedRequired.js';
import type { RequiredOnSave } from './requiredOnSave.js';

/** A field required on save and how many existing records lack it. */
export interface MissingRequired extends RequiredOnSave {
  count: number;
}

/**
 * How many records of an editable descriptor's table lack each field that saving requires (one
 * scan of the table for all of them); only the fields some record lacks.
 *
 * @example await countMissingRequired(db, person, extra) // [{ name: 'whatsapp', index: 1, count: 1234, ... }]
 */
export async function countMissingRequired(
  db: Kysely<Database>,
  d: ServedDescriptor,
  extra: ReadonlySet<string>,
): Promise<MissingRequired[]> {
  const fields = storedRequired(d);
  if (!fields.length) return [];
  const counts = fields.map(
    (r, i) => sql`count(*) filter (where ${missingValue(d, r.name, extra)}) as ${sql.id(`m${i}`)}`,
  );
  const { rows } = await sql<
    Record<string, number>
  >`select ${sql.join(counts)} from ${sql.table(d.server.table)}`.execute(db);
  return fields.map((r, i) => ({ ...r, count: Number(rows[0]?.[`m${i}`] ?? 0) })).filter((r) => r.count > 0);
}

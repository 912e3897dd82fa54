import { sql, type Kysely } from 'kysely';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import type { Database } from '../db/schema.js';
import { readTableColumns } from '../db/readTableColumns.js';
import { columnOf, type ServedDescriptor } from '../crud/sqlMapping.js';
import { resolveExtraFields } from '../crud/resolveStorage.js';
import { SCHEMAS_DIR } from '../descriptors/loadDescriptors.js';
import { fieldDefault } from './fieldDefault.js';
import { missingValue } from './missingValue.js';
import { storedRequired } from './storedRequired.js';
import { countOf } from './SchemaProblem.js';

/** Records changed per statement: short locks, and a start that shows progress on a big table. */
const BATCH = 1000;

/** Records given a field's default: descriptor key, field, how many. */
export interface DefaultsGiven {
  key: string;
  field: string;
  count: number;
}

/**
 * Gives every existing record that lacks a field required on save (added to `required` after the
 * record was made) the field's declared `default`, so no old record fails its next save. Runs at
 * every start and API reload; idempotent (only records still lacking the value are touched, in
 * batches of BATCH). The record's `version` is left alone: an operator's open form still saves.
 * Fields without a default are left to `npm run schemas:check`, which counts them.
 *
 * @example await applyFieldDefaults(db, descriptors, console.log)
 *   // schemas/person.json: 1.234 registros receberam o padrão de "whatsapp" (fields.whatsapp.default).
 */
export async function applyFieldDefaults(
  db: Kysely<Database>,
  descriptors: readonly Descriptor[],
  log: (line: string) => void = () => {},
): Promise<DefaultsGiven[]> {
  const withDefaults = descriptors
    .filter((d): d is ServedDescriptor => !!d.server && !d.readOnly)
    .map((d) => ({ d, fields: storedRequired(d).filter((r) => r.field.default !== undefined) }))
    .filter(({ fields }) => fields.length);
  if (!withDefaults.length) return [];
  const tables = await readTableColumns(db);
  const given: DefaultsGiven[] = [];
  for (const { d, fields } of withDefaults) {
    // A table made at this start (records kept as JSON) has no old records yet.
    if (!tables.has(d.server.table)) continue;
    const extra = resolveExtraFields(tables, d);
    for (const { name } of fields) {
      const checked = fieldDefault(d, name);
      if (!('value' in checked)) continue; // checkSchemaFiles refused it before anything started
      const count = await fill(db, d, name, extra, checked.value);
      if (!count) continue;
      given.push({ key: d.key, field: name, count });
      log(
        `${SCHEMAS_DIR}/${d.key}.json: ${countOf(count, 'registro recebeu', 'registros receberam')} o padrão de "${name}" (fields.${name}.default).`,
      );
    }
  }
  return given;
}

/** Sets the value on the records lacking it, BATCH at a time; returns how many. */
async function fill(
  db: Kysely<Database>,
  d: ServedDescriptor,
  name: string,
  extra: ReadonlySet<string>,
  value: unknown,
): Promise<number> {
  const table = sql.table(d.server.table);
  const set = extra.has(name)
    ? sql`extra = coalesce(extra, '{}'::jsonb) || jsonb_build_object(${name}::text, ${JSON.stringify(value)}::jsonb)`
    : sql`${sql.id(columnOf(d, name))} = ${value}`;
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ id: number }>`
      update ${table} set ${set}
      where id in (select id from ${table} where ${missingValue(d, name, extra)} order by id limit ${BATCH})
      returning id`.execute(db);
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

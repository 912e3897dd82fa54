import type { Kysely } from 'kysely';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';
import { RECORD_COLUMNS } from '../../src/core/descriptors/recordColumns.js';
import type { Database } from '../db/schema.js';
import { readTableColumns, type TableColumns } from '../db/readTableColumns.js';
import { recordTableProblems } from '../db/recordTableProblems.js';
import { checkNamedColumns } from '../crud/checkNamedColumns.js';
import { extraFieldsOf } from '../crud/resolveStorage.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { SCHEMAS_DIR } from '../descriptors/loadDescriptors.js';
import { countMissingRequired } from './countMissingRequired.js';
import { countOrphanKeys } from './countOrphanKeys.js';
import { countOf, type SchemaProblem } from './SchemaProblem.js';
import { shellArgument } from './shellArgument.js';
import { unindexedSorts } from './unindexedSorts.js';

/**
 * Checks the descriptors against the database, as `npm run schemas:check` does when it reaches
 * one: every table and column a descriptor names (checkNamedColumns, resolveExtraFields), a
 * JSON-record table against its descriptor (recordTableProblems: promoted columns, JSON types,
 * duplicates a unique rule cannot index), then the data of each editable entity: records lacking
 * a field required on save (an error, unless the field declares the `default` the next start gives
 * them) and keys of `extra` no field reads any more (a warning, with the purge command). Nothing
 * is changed. Last, a sortable column of a large table that no index orders (a warning:
 * unindexedSorts).
 */
export async function checkDatabase(
  db: Kysely<Database>,
  descriptors: readonly Descriptor[],
): Promise<SchemaProblem[]> {
  const tables = await readTableColumns(db);
  const problems: SchemaProblem[] = [];
  for (const d of descriptors) {
    if (d.server) problems.push(...(await checkOne(db, tables, d as ServedDescriptor)));
  }
  return problems;
}

async function checkOne(db: Kysely<Database>, tables: TableColumns, d: ServedDescriptor): Promise<SchemaProblem[]> {
  const file = `${SCHEMAS_DIR}/${d.key}.json`;
  const table = d.server.table;
  const problems: SchemaProblem[] = [];
  let named = tables;
  if (!tables.has(table) && d.server.jsonRecords) {
    problems.push({
      level: 'nota',
      file,
      path: '',
      reason: `a tabela "${table}" dos registros será criada no próximo início`,
    });
    // Checked as the table its first start makes (ensureRecordTables), so its names are checked before.
    named = new Map([...tables, [table, new Set([...RECORD_COLUMNS, ...(d.server.promoted ?? [])])]]);
  }
  let extra: Set<string>;
  try {
    extra = extraFieldsOf(named, d);
    checkNamedColumns(named, d, extra);
  } catch (error) {
    if (!(error instanceof DescriptorError)) throw error;
    return [...problems, { level: 'erro', file: error.file, path: error.path, reason: error.reason }];
  }
  if (named !== tables) return problems;
  problems.push(...(await unindexedSorts(db, d, extra)));
  if (d.readOnly) return problems;
  if (d.server.jsonRecords) {
    const disagreements = await recordTableProblems(db, d);
    if (disagreements.length)
      return [
        ...problems,
        ...disagreements.map((e) => ({ level: 'erro' as const, file: e.file, path: e.path, reason: e.reason })),
      ];
  }

  for (const m of await countMissingRequired(db, d, extra)) {
    const lacking = countOf(m.count, 'registro existente não tem', 'registros existentes não têm');
    problems.push(
      m.field.default === undefined
        ? {
            // A warning, not an error: nothing breaks until such a record is saved, and then the
            // form asks for the field (e.g. the first production administrator has no phone).
            level: 'aviso',
            file,
            path: `/required/${m.index}`,
            reason: `${lacking} "${m.name}" e ${m.count === 1 ? 'o pedirá' : 'o pedirão'} ao ser salvo${m.count === 1 ? '' : 's'}; declare fields.${m.name}.default para ${m.count === 1 ? 'preenchê-lo ou preencha-o' : 'preenchê-los ou preencha-os'}`,
          }
        : {
            level: 'nota',
            file,
            path: `/fields/${m.name}/default`,
            reason: `${lacking} "${m.name}": o próximo início (npm start) dá a ${m.count === 1 ? 'ele' : 'eles'} este valor`,
          },
    );
  }
  if (!tables.get(table)!.has('extra')) return problems;
  // A promoted field's values left in extra are recordTableProblems' (npm run db:promote moves them).
  const promoted = new Set(d.server.promoted ?? []);
  for (const o of await countOrphanKeys(db, d, extra)) {
    if (promoted.has(o.key)) continue;
    problems.push({
      level: 'aviso',
      file,
      path: '',
      reason: `${countOf(o.count, 'registro tem', 'registros têm')} "${o.key}" em extra, que não é mais um campo; para apagar: npm run schemas:purge -- ${shellArgument(d.key)} ${shellArgument(o.key)} --apagar`,
    });
  }
  return problems;
}

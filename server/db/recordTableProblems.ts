import { sql, type QueryExecutorProvider } from 'kysely';
import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';
import { FIELD_TYPE_NAMES } from '../../src/core/descriptors/fieldTypeNames.js';
import { RECORD_COLUMNS } from '../../src/core/descriptors/recordColumns.js';
import { SCHEMAS_DIR } from '../descriptors/loadDescriptors.js';
import { jsonFields, storedFields, type ServedDescriptor } from '../crud/sqlMapping.js';
import { columnTypeOf } from './columnTypeOf.js';
import { readRecordTable, type RecordTableShape } from './readRecordTable.js';
import { recordIndexes } from './recordIndexes.js';
import { wrongJsonTypes } from './wrongJsonTypes.js';

/** How many duplicated values a report names. */
const SHOWN_DUPLICATES = 5;
const count = (n: number) => n.toLocaleString('pt-BR');

/**
 * Where a JSON-record descriptor (no `server.table`) and its table `<key>_records` disagree, each
 * as a DescriptorError with the file, the JSON path, the reason and what to do (usually the command
 * to run):
 * - the table exists but is not a record table (its own columns are missing);
 * - a promoted field has no column, or a column of another type than its field's;
 * - a column of a promotion the descriptor does not list (the command did not write the file);
 * - records that still keep a promoted field in `extra` (written by an API not yet restarted);
 * - values in `extra` of another JSON type than their field's (the field's type was changed), for
 *   the fields whose index on the cast is not built yet;
 * - duplicates in a unique field whose unique index does not exist yet (the rule was added after
 *   the data): the values and their ids, for the administrator to fix.
 *
 * Reads only. A table that does not exist yet has no problems (start creates it). Start
 * (ensureRecordTables) refuses the first problem; `npm run schemas:check` can list them all.
 */
export async function recordTableProblems(db: QueryExecutorProvider, d: ServedDescriptor): Promise<DescriptorError[]> {
  const shape = await readRecordTable(db, d.server.table);
  if (!shape.columns.size) return [];
  const file = `${SCHEMAS_DIR}/${d.key}.json`;
  const table = d.server.table;
  const promote = `rode npm run db:promote -- ${d.key}`;
  const problems: DescriptorError[] = [];
  const problem = (path: string, reason: string) => problems.push(new DescriptorError(file, path, reason));

  const lacking = RECORD_COLUMNS.filter((c) => !shape.columns.has(c));
  if (lacking.length) {
    problem(
      '/server',
      `a tabela "${table}" já existe e não é uma tabela de registros em JSON (faltam as colunas ${lacking.join(', ')}); renomeie-a ou declare server.table`,
    );
    return problems;
  }
  const promoted = d.server.promoted ?? [];
  promoted.forEach((field, i) => {
    const actual = shape.columns.get(field);
    const expected = columnTypeOf(d.fields[field]!.type);
    if (actual === undefined)
      problem(`/server/promoted/${i}`, `a coluna "${field}" não existe em "${table}"; ${promote}`);
    else if (actual !== expected)
      problem(
        `/fields/${field}/type`,
        `a coluna "${field}" de "${table}" é ${actual}, mas um campo do tipo ${FIELD_TYPE_NAMES[d.fields[field]!.type]} pede ${expected}; ${promote} para convertê-la, ou volte o tipo do campo`,
      );
  });
  const unrecorded = storedFields(d).filter((f) => !promoted.includes(f) && shape.columns.has(f));
  if (unrecorded.length)
    problem(
      '/server/promoted',
      `"${table}" tem colunas promovidas que server.promoted não lista (${unrecorded.join(', ')}); ${promote}`,
    );
  // The data checks below read the columns the descriptor names: not before they agree.
  if (problems.length) return problems;
  if (promoted.length) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)}
      where extra ?| array[${sql.join(promoted.map((f) => sql.lit(f)))}]`.execute(db);
    const left = Number(rows[0]?.n ?? 0);
    if (left)
      problem(
        '/server/promoted',
        `${count(left)} registros ainda guardam campos promovidos em extra (gravados por uma API não reiniciada depois da promoção); ${promote}`,
      );
  }
  const json = jsonFields(d).filter((f) => !shape.columns.has(f));
  // A field the queries cast is safe once its index on the cast exists (it refuses what does not
  // cast): only the fields of indexes not built yet are read, so a usual start reads no records.
  const extra = new Set(json);
  const unindexed = new Set(
    recordIndexes(d, extra)
      .filter((i) => extra.has(i.column) && !shape.indexes.has(i.name))
      .map((i) => i.column),
  );
  for (const [field, wrong] of await wrongJsonTypes(db, d, [...unindexed]))
    problem(
      `/fields/${field}/type`,
      `${count(wrong.count)} registros guardam em "${field}" valores que não são do tipo ${FIELD_TYPE_NAMES[d.fields[field]!.type]} (ids ${wrong.ids.join(', ')}${wrong.count > wrong.ids.length ? ', …' : ''}); volte o tipo do campo, corrija esses registros pelo console e mude o tipo de novo`,
    );
  problems.push(...(await duplicateProblems(db, d, shape, extra)));
  return problems;
}

/** Duplicates that stop a unique index not built yet (a rule added to data that breaks it). */
async function duplicateProblems(
  db: QueryExecutorProvider,
  d: ServedDescriptor,
  shape: RecordTableShape,
  extra: ReadonlySet<string>,
): Promise<DescriptorError[]> {
  const problems: DescriptorError[] = [];
  for (const index of recordIndexes(d, extra)) {
    if (!index.uniqueField || !index.uniqueValue || shape.indexes.has(index.name)) continue;
    const value = index.uniqueValue;
    const { rows } = await sql<{ value: string; ids: string[]; groups: number }>`
      select ${value}::text as value, array_agg(id::text order by id) as ids, (count(*) over ())::int as groups
      from ${sql.table(d.server.table)} where ${value} is not null
      group by ${value} having count(*) > 1 order by 1 limit ${sql.lit(SHOWN_DUPLICATES)}`.execute(db);
    if (!rows.length) continue;
    const field = index.uniqueField;
    const listed = rows.map((r) => `"${r.value}" (ids ${r.ids.join(', ')})`).join(', ');
    const groups = Number(rows[0]!.groups);
    problems.push(
      new DescriptorError(
        `${SCHEMAS_DIR}/${d.key}.json`,
        `/server/unique/${field}`,
        `${count(groups)} valores de "${field}" se repetem nos registros existentes e impedem o índice único: ${listed}${groups > rows.length ? ', …' : ''}; o administrador deve corrigi-los: retire server.unique.${field}, corrija ou apague esses registros pelo console e recoloque a regra`,
      ),
    );
  }
  return problems;
}

import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';
import { FIELD_TYPE_NAMES } from '../../src/core/descriptors/fieldTypeNames.js';
import { SCHEMAS_DIR } from '../descriptors/loadDescriptors.js';
import { storedFields, type ServedDescriptor } from '../crud/sqlMapping.js';
import { columnTypeOf } from './columnTypeOf.js';
import { createRecordTable, lockedOn, syncRecordIndexes, type IndexChanges } from './ensureRecordTables.js';
import { readRecordTable } from './readRecordTable.js';
import type { Database } from './schema.js';
import { wrongJsonTypes } from './wrongJsonTypes.js';

/** What a promotion did. */
export interface Promotion {
  /** Every stored field: each has a column of its own now (the descriptor's new `server.promoted`). */
  fields: string[];
  /** Columns added, and columns whose type was changed to their field's. */
  added: string[];
  converted: string[];
  /** Records whose values were moved out of `extra`, and in how many batches. */
  moved: number;
  batches: number;
  indexes: IndexChanges;
}

export interface PromoteOptions {
  /** Records moved per transaction (default 5,000). */
  batchSize?: number;
  /** Told after each batch: records moved so far. */
  onBatch?: (moved: number) => void;
}

/** A field's value read out of `extra` as its column's type (null when absent or JSON null). */
function fromExtra(d: ServedDescriptor, field: string): RawBuilder<unknown> {
  const value = sql`${sql.ref(`${d.server.table}.extra`)} -> ${sql.lit(field)}`;
  const text = sql`${sql.ref(`${d.server.table}.extra`)} ->> ${sql.lit(field)}`;
  switch (d.fields[field]!.type) {
    case 'array':
      return sql`case when jsonb_typeof(${value}) = 'array' then array(select jsonb_array_elements_text(${value})) end`;
    case 'object':
      return sql`nullif(${value}, 'null'::jsonb)`;
    case 'string':
      return text;
    default:
      return sql`(${text})::${sql.raw(columnTypeOf(d.fields[field]!.type))}`;
  }
}

/**
 * `npm run db:promote -- <key>`: gives every stored field of a JSON-record descriptor a typed
 * column of its own in `<key>_records` (columnTypeOf), copies each value out of `extra` in
 * batches (one transaction each: the column set, the key removed from `extra`), then replaces the
 * expression indexes by column indexes. Safe to re-run: columns and indexes are made when missing,
 * and only records still holding a promoted key in `extra` are moved (a value written there after
 * the move, by an API not yet restarted, wins over the column's). A column of another type is
 * converted to its field's. Values that are not of their field's type stop it before anything
 * moves, with the ids. The caller records the fields in the descriptor (`server.promoted`).
 */
export async function promoteRecords(
  db: Kysely<Database>,
  d: ServedDescriptor,
  { batchSize = 5_000, onBatch }: PromoteOptions = {},
): Promise<Promotion> {
  const file = `${SCHEMAS_DIR}/${d.key}.json`;
  if (!d.server.jsonRecords)
    throw new DescriptorError(
      file,
      '/server/table',
      'esta entidade tem tabela própria; só registros em JSON são promovidos',
    );
  const table = d.server.table;
  const fields = storedFields(d);
  const promoted: ServedDescriptor = { ...d, server: { ...d.server, promoted: fields } };
  const added: string[] = [];
  const converted: string[] = [];

  await lockedOn(db, table, async (trx) => {
    await createRecordTable(trx, d);
    const { columns } = await readRecordTable(trx, table);
    const wrong = await wrongJsonTypes(trx, d, fields);
    for (const [field, { count, ids }] of wrong)
      throw new DescriptorError(
        file,
        `/fields/${field}/type`,
        `${count.toLocaleString('pt-BR')} registros guardam em "${field}" valores que não são do tipo ${FIELD_TYPE_NAMES[d.fields[field]!.type]} (ids ${ids.join(', ')}${count > ids.length ? ', …' : ''}); corrija-os antes de promover`,
      );
    for (const field of fields) {
      const type = columnTypeOf(d.fields[field]!.type);
      const actual = columns.get(field);
      if (actual === undefined) {
        await sql`alter table ${sql.table(table)} add column ${sql.id(field)} ${sql.raw(type)}`.execute(trx);
        added.push(field);
      } else if (actual !== type) {
        try {
          await sql`alter table ${sql.table(table)} alter column ${sql.id(field)} type ${sql.raw(type)} using ${sql.id(field)}::${sql.raw(type)}`.execute(
            trx,
          );
        } catch (error) {
          throw new DescriptorError(
            file,
            `/fields/${field}/type`,
            `a coluna "${field}" (${actual}) não pôde ser convertida para ${type}: ${(error as Error).message}; corrija os valores ou volte o tipo do campo`,
          );
        }
        converted.push(field);
      }
    }
  });

  const keys = sql`array[${sql.join(fields.map((f) => sql.lit(f)))}]`;
  const sets = fields.map(
    (f) =>
      sql`${sql.id(f)} = case when ${sql.ref(`${table}.extra`)} ? ${sql.lit(f)} then ${fromExtra(d, f)} else ${sql.ref(`${table}.${f}`)} end`,
  );
  let moved = 0;
  let batches = 0;
  for (;;) {
    const { rows } = await sql<{ id: number }>`
      with batch as (
        select id from ${sql.table(table)} where extra ?| ${keys} order by id limit ${sql.lit(batchSize)} for update
      )
      update ${sql.table(table)} set ${sql.join(sets)}, extra = ${sql.ref(`${table}.extra`)} - ${keys}::text[]
      from batch where ${sql.ref(`${table}.id`)} = batch.id returning ${sql.ref(`${table}.id`)}`.execute(db);
    if (!rows.length) break;
    moved += rows.length;
    batches += 1;
    onBatch?.(moved);
  }

  const indexes = await lockedOn(db, table, (trx) => syncRecordIndexes(trx, promoted));
  return { fields, added, converted, moved, batches, indexes };
}

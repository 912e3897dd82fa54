import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';
import { SCHEMAS_DIR } from '../descriptors/loadDescriptors.js';
import type { TableColumns } from '../db/readTableColumns.js';
import { columnOf, joinedFields, type ServedDescriptor } from './sqlMapping.js';

/**
 * The fields a descriptor's records keep in `extra`, as its routes read them: none for a read-only
 * list (it stores nothing), else resolveExtraFields (which throws for a field with no column).
 */
export function extraFieldsOf(tables: TableColumns, d: ServedDescriptor): Set<string> {
  return d.readOnly ? new Set<string>() : resolveExtraFields(tables, d);
}

/**
 * Where each field of an editable descriptor is stored: its own column when the table has one,
 * else the record's `extra` JSON column. So an administrator adds a field by editing the
 * descriptor alone, with no migration. Returns the fields that live in `extra`; throws a
 * DescriptorError at start-up when a field has no column and the table has no `extra`.
 */
export function resolveExtraFields(tables: TableColumns, d: ServedDescriptor): Set<string> {
  const columns = tables.get(d.server.table) ?? new Set<string>();
  const file = `${SCHEMAS_DIR}/${d.key}.json`;
  if (!columns.size) throw new DescriptorError(file, '/server/table', missingTable(d));
  const joined = joinedFields(d);
  const extra = new Set<string>();
  for (const [field, f] of Object.entries(d.fields)) {
    if (f.virtual || joined.has(field) || field === 'id') continue;
    const column = columnOf(d, field);
    if (columns.has(column)) continue;
    if (d.server.columns[field])
      throw new DescriptorError(
        file,
        `/server/columns/${field}`,
        `a coluna "${column}" não existe na tabela "${d.server.table}"`,
      );
    if (!columns.has('extra') || d.readOnly) {
      throw new DescriptorError(
        file,
        `/fields/${field}`,
        `a tabela "${d.server.table}" não tem a coluna "${column}" (nem a coluna extra para campos novos)`,
      );
    }
    extra.add(field);
  }
  return extra;
}

/**
 * Why a descriptor's own table is missing, with what to run: a table named by the descriptor is
 * made by a migration; a JSON-record table is made at start (ensureRecordTables), so its absence
 * means the API was started without it.
 */
export function missingTable(d: ServedDescriptor): string {
  const table = d.server.table;
  return d.server.jsonRecords
    ? `a tabela "${table}" não existe no banco; ela é criada na partida da API (npm start)`
    : `a tabela "${table}" não existe no banco; rode npm run migrate se uma migração a cria, ou apague server.table para guardar os registros em JSON (tabela ${d.key.replaceAll('-', '_')}_records, criada na partida)`;
}

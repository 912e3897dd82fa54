import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';
import { SCHEMAS_DIR } from '../descriptors/loadDescriptors.js';
import type { TableColumns } from '../db/readTableColumns.js';
import type { ServedDescriptor } from './sqlMapping.js';
import { missingTable } from './resolveStorage.js';

/**
 * Checks at start that every table and column a descriptor's server part names exists: each
 * filter's columns (own, `table.column`, or a field kept in `extra`), the joins (their table, the
 * `on` column and the selected columns), the list order and a filter's `valuesTable` (a JSON-record
 * table's fields kept in `extra` count as its columns). A misspelled
 * name stops the start with the file, the JSON path and the reason, instead of a 500 on every
 * request that uses it.
 */
export function checkNamedColumns(tables: TableColumns, d: ServedDescriptor, extra: ReadonlySet<string>): void {
  const file = `${SCHEMAS_DIR}/${d.key}.json`;
  const own = d.server.table;
  const refuse = (path: string, reason: string): never => {
    throw new DescriptorError(file, path, reason);
  };
  const needTable = (table: string, path: string) =>
    tables.get(table) ?? refuse(path, table === own ? missingTable(d) : `a tabela "${table}" não existe no banco`);
  // A JSON-record table is read through a derived table that has every field as a column (fromClause).
  const ownColumn = (column: string) => d.server.jsonRecords === true && extra.has(column);
  const needColumn = (table: string, column: string, path: string) => {
    if (!needTable(table, path).has(column)) refuse(path, `a coluna "${column}" não existe na tabela "${table}"`);
  };

  needTable(own, '/server/table');
  for (const [param, filter] of Object.entries(d.server.filters)) {
    (filter.columns ?? [param]).forEach((column, i) => {
      const path = filter.columns ? `/server/filters/${param}/columns/${i}` : `/server/filters/${param}`;
      if (extra.has(column)) return;
      const [table, name] = column.includes('.') ? column.split('.', 2) : [own, column];
      needColumn(table!, name!, path);
    });
    if (filter.valuesTable) needTable(filter.valuesTable, `/server/filters/${param}/valuesTable`);
  }
  (d.server.join ?? []).forEach((j, i) => {
    needTable(j.table, `/server/join/${i}/table`);
    if (!ownColumn(j.on)) needColumn(own, j.on, `/server/join/${i}/on`);
    for (const [field, column] of Object.entries(j.select))
      needColumn(j.table, column, `/server/join/${i}/select/${field}`);
  });
  const orderColumn = d.server.orderBy.split(' ')[0]!;
  if (!ownColumn(orderColumn)) needColumn(own, orderColumn, '/server/orderBy');
}

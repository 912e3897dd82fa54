import { sql, type QueryExecutorProvider } from 'kysely';

/** The tables of the current schema and their columns, in one query (start-up checks read it). */
export type TableColumns = ReadonlyMap<string, ReadonlySet<string>>;

export async function readTableColumns(db: QueryExecutorProvider): Promise<TableColumns> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()`.execute(db);
  const tables = new Map<string, Set<string>>();
  for (const r of rows) {
    let columns = tables.get(r.table_name);
    if (!columns) tables.set(r.table_name, (columns = new Set()));
    columns.add(r.column_name);
  }
  return tables;
}

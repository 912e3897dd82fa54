import { sql, type QueryExecutorProvider } from 'kysely';

/** A table's columns with their SQL types (`text`, `bigint`, `text[]`…), and its indexes' names. */
export interface RecordTableShape {
  columns: Map<string, string>;
  indexes: Set<string>;
}

/**
 * What a JSON-record table looks like in the database now: each column's type as written in DDL
 * (an array as `text[]`) and the names of its indexes. Empty maps when the table does not exist.
 */
export async function readRecordTable(db: QueryExecutorProvider, table: string): Promise<RecordTableShape> {
  const { rows } = await sql<{ column_name: string; data_type: string; udt_name: string }>`
    select column_name, data_type, udt_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(db);
  const { rows: indexes } = await sql<{ indexname: string }>`
    select indexname from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(db);
  return {
    columns: new Map(
      rows.map((r) => [r.column_name, r.data_type === 'ARRAY' ? `${r.udt_name.replace(/^_/, '')}[]` : r.data_type]),
    ),
    indexes: new Set(indexes.map((r) => r.indexname)),
  };
}

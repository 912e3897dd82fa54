import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema.js';

/** Every text, varchar, char and json(b) column of every table, read from information_schema. */
async function textColumns(
  db: Kysely<Database>,
): Promise<{ table: string; column: string; json: boolean; array: boolean }[]> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string; udt_name: string }>`
    select c.table_name, c.column_name, c.data_type, c.udt_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = current_schema()
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb') or c.udt_name in ('_text', '_varchar'))
    order by 1, 2`.execute(db);
  return rows.map((r) => ({
    table: r.table_name,
    column: r.column_name,
    json: r.data_type.startsWith('json'),
    array: r.udt_name.startsWith('_'),
  }));
}

/**
 * Where each needle still occurs, searched generically: every text/json/text[] column of every
 * table (case-insensitively), and every file under `storage` (its path and its content).
 * Returns 'table.column: needle' and 'file path: needle' findings, with the row count per table.
 */
export async function findPersonalData(
  db: Kysely<Database>,
  storage: string,
  needles: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column, json, array } of await textColumns(db)) {
    const text = json
      ? sql`${sql.ref(column)}::text`
      : array
        ? sql`array_to_string(${sql.ref(column)}, ' ')`
        : sql.ref(column);
    for (const needle of needles) {
      const like = `%${needle.replace(/[\\%_]/g, '\\$&')}%`;
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from ${sql.table(table)} where ${text} ilike ${like}`.execute(db);
      if (rows[0]!.n) found.push(`${table}.${column} (${rows[0]!.n} linha(s)): ${needle}`);
    }
  }
  const files = readdirSync(storage, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  for (const entry of files) {
    const path = relative(storage, join(entry.parentPath, entry.name));
    const content = readFileSync(join(storage, path), 'latin1');
    for (const needle of needles)
      if (path.includes(needle) || content.includes(needle)) found.push(`arquivo ${path}: ${needle}`);
  }
  return found;
}

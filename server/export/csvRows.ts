import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ColumnDescriptor } from '../../src/core/descriptors/Descriptor.js';
import { fromClause, type ServedDescriptor } from '../crud/sqlMapping.js';
import { csvCell } from './csvCell.js';
import { maskPersonal, maskPersonalText } from '../crud/maskPersonal.js';

/** UTF-8 byte order mark: Excel reads the file as UTF-8 only with it. */
const BOM = '\uFEFF';
const BATCH = 2000;

export interface CsvExport {
  descriptor: ServedDescriptor;
  /** The list's select list (API field names). */
  select: RawBuilder<unknown>;
  /** The list filters, as SQL conditions. */
  where: RawBuilder<unknown>[];
  timeZone: string;
  /** Personal fields exported masked (all of them unless the export was asked with a reason). */
  mask?: readonly string[];
  /** Free-text fields whose CPFs are masked, always (`"personal": "text"`). */
  maskText?: readonly string[];
}

/** The exported columns: the list's columns, each field once (a derived column repeats one). */
function exportColumns(d: ServedDescriptor): ColumnDescriptor[] {
  const seen = new Set<string>();
  return d.list.columns.filter((c) => !seen.has(c.field) && seen.add(c.field));
}

/**
 * The CSV of every row matching the filters, in the list's order, as chunks of text: the BOM
 * and header first, then one chunk per batch of 2,000 rows. Rows are read by keyset (order
 * column + id), never with OFFSET and never all at once, so a million rows stream in constant
 * memory, and on PGlite (one connection) other requests run between batches.
 */
export async function* csvRows(
  db: Kysely<Database>,
  { descriptor: d, select, where, timeZone, mask = [], maskText = [] }: CsvExport,
): AsyncGenerator<string> {
  const columns = exportColumns(d);
  yield `${BOM}${columns.map((c) => csvCell(undefined, c.label)).join(';')}\r\n`;
  const table = d.server.table;
  const [orderColumn = 'id', direction = 'desc'] = d.server.orderBy.split(' ');
  const key = sql.ref(`${table}.${orderColumn}`);
  const id = sql.ref(`${table}.id`);
  const dir = sql.raw(direction === 'asc' ? 'asc' : 'desc');
  let after: { k: string | null; id: number } | undefined;
  for (;;) {
    const conditions = [...where];
    if (after) {
      // (key, id) strictly after the last row in `key dir, id desc` order (nulls sort as PostgreSQL does).
      const beyond = direction === 'asc' ? sql`${key} > ${after.k}` : sql`${key} < ${after.k}`;
      conditions.push(
        after.k === null
          ? sql`(${key} is null and ${id} < ${after.id}) ${direction === 'asc' ? sql`` : sql`or ${key} is not null`}`
          : sql`(${beyond} or (${key} = ${after.k} and ${id} < ${after.id}) ${direction === 'asc' ? sql`or ${key} is null` : sql``})`,
      );
    }
    const whereSql = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    const { rows } = await sql<Record<string, unknown> & { __k: string | null; id: number }>`
      select ${select}, ${key}::text as __k from ${fromClause(d)} ${whereSql}
      order by ${key} ${dir}, ${id} desc limit ${BATCH}`.execute(db);
    if (!rows.length) return;
    maskPersonalText(maskPersonal(rows, mask), maskText);
    yield rows.map((row) => `${columns.map((c) => csvCell(c.format, row[c.field], timeZone)).join(';')}\r\n`).join('');
    const last = rows[rows.length - 1]!;
    after = { k: last.__k, id: Number(last.id) };
    if (rows.length < BATCH) return;
  }
}

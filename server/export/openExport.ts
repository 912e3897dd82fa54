import type { Kysely, RawBuilder } from 'kysely';
import { PassThrough, Readable } from 'node:stream';
import type { Database } from '../db/schema.js';
import { readListQuery } from '../crud/readListQuery.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { csvRows } from './csvRows.js';
import { countExportRows, exportRows } from './exportRows.js';
import { exportColumns } from './exportColumns.js';
import { exportFileName } from './exportFileName.js';

/** What an export of one list reads: the list's database, descriptor and select list, and what it masks. */
export interface ExportSource {
  db: Kysely<Database>;
  descriptor: ServedDescriptor;
  /** Fields stored in the `extra` column (resolveExtraFields). */
  extra: ReadonlySet<string>;
  /** The list's select list (API field names). */
  select: RawBuilder<unknown>;
  /** Fields flagged `"personal": "cpf"`: masked unless the export was asked with a reason. */
  personal: readonly string[];
  /** Free text whose CPFs are always masked (`"personal": "text"`). */
  personalText: readonly string[];
}

/** An export ready to be written: its row count, file name and content (read only when streamed). */
export interface OpenedExport {
  format: 'csv' | 'xlsx';
  /** Rows matching the filters (`X-Total-Rows`; a job's progress is over it). */
  total: number;
  /** 'Logs de Requisições 2026-11-27 10-41.csv', in the operator's zone. */
  fileName: string;
  /**
   * The file, streamed in constant memory (CSV, or an XLSX workbook); `onRows` is told the rows
   * read so far after each batch (a job's progress), `onError` why an XLSX writer stopped.
   */
  stream(hooks?: { onRows?: (rows: number) => void; onError?: (error: unknown) => void }): Readable;
}

/**
 * An export of a list as its route and its job (exportJob) both make it, from the list's query
 * string (`format`, `tz`, `cols`, `sort`/`order` and the filters): the columns asked, the filters
 * read as the list reads them, the count, and the rows in the screen's order with every personal
 * field masked unless `revealed` (a reason was given and recorded). Throws the list's 400s.
 */
export async function openExport(
  { db, descriptor: d, extra, select, personal, personalText }: ExportSource,
  query: Record<string, unknown>,
  revealed: boolean,
  now = new Date(),
): Promise<OpenedExport> {
  const columns = exportColumns(d, query.cols);
  const format = query.format === 'xlsx' ? 'xlsx' : 'csv';
  const q = await readListQuery(db, d, query, extra);
  const timeZone = typeof query.tz === 'string' ? query.tz : 'America/Sao_Paulo';
  const total = await countExportRows(db, d, q.where);
  const options = { descriptor: d, columns, timeZone };
  return {
    format,
    total,
    fileName: exportFileName(d.title, format, now, timeZone),
    stream({ onRows, onError } = {}) {
      const rows = counted(
        exportRows(db, {
          descriptor: d,
          select,
          where: q.where,
          // The screen's order (`sort`/`order`, parsed as the list parses it), else the descriptor's.
          ...(q.sort && { order: q.sort }),
          mask: revealed ? [] : personal,
          maskText: personalText,
        }),
        onRows,
      );
      if (format === 'csv') return Readable.from(csvRows(rows, options));
      const out = new PassThrough();
      // exceljs takes a few hundred ms to load: read the first time a spreadsheet is asked for,
      // not by every start of the API (and every test that builds it).
      import('./xlsxRows.js')
        .then(({ writeXlsx }) => writeXlsx(rows, options, out))
        .catch((error: unknown) => {
          onError?.(error);
          out.destroy(error as Error);
        });
      return out;
    },
  };
}

/** The batches as they are, telling `onRows` the running count after each. */
async function* counted(
  batches: AsyncIterable<Record<string, unknown>[]>,
  onRows: ((rows: number) => void) | undefined,
): AsyncGenerator<Record<string, unknown>[]> {
  let n = 0;
  for await (const batch of batches) {
    yield batch;
    n += batch.length;
    onRows?.(n);
  }
}

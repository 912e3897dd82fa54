import type { ColumnDescriptor } from '../../src/core/descriptors/Descriptor.js';
import { csvCell, csvText } from './csvCell.js';
import { exportHeading, exportValue } from './exportHeading.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';

/** UTF-8 byte order mark: Excel reads the file as UTF-8 only with it. */
const BOM = '\uFEFF';

export interface CsvOptions {
  descriptor: ServedDescriptor;
  /** The exported columns, in order (exportColumns). */
  columns: readonly ColumnDescriptor[];
  /** IANA zone of the dates. */
  timeZone: string;
}

/**
 * The CSV of an export for a pt-BR spreadsheet, as chunks of text: the BOM and the headings
 * first, then one chunk per batch of rows (exportRows). Cells are separated by ';' (the comma is
 * the decimal separator there) and rows end with CRLF; each cell as csvCell writes it.
 *
 * @example
 * Readable.from(csvRows(exportRows(db, query), { descriptor, columns, timeZone: 'America/Sao_Paulo' }))
 * // '\uFEFFMétodo;Status;Data/Hora\r\nGET;200;13/11/2026 21:30:00\r\n…'
 */
export async function* csvRows(
  batches: AsyncIterable<Record<string, unknown>[]>,
  { descriptor: d, columns, timeZone }: CsvOptions,
): AsyncGenerator<string> {
  yield `${BOM}${columns.map((c) => csvText(exportHeading(c))).join(';')}\r\n`;
  for await (const rows of batches)
    yield rows
      .map((row) => `${columns.map((c) => csvCell(c.format, exportValue(d, c, row), timeZone)).join(';')}\r\n`)
      .join('');
}

import ExcelJS from 'exceljs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { ColumnDescriptor } from '../../src/core/descriptors/Descriptor.js';
import { exportCell } from './exportCell.js';
import { exportHeading, exportValue } from './exportHeading.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';

export interface XlsxOptions {
  descriptor: ServedDescriptor;
  /** The exported columns, in order (exportColumns). */
  columns: readonly ColumnDescriptor[];
  /** IANA zone of the dates. */
  timeZone: string;
}

/** The display format of a column's cells (Excel shows the separators of the reader's locale). */
function numFmt(c: ColumnDescriptor): string | undefined {
  switch (c.format) {
    case 'date':
      return 'dd/mm/yyyy';
    case 'datetime':
      return 'dd/mm/yyyy hh:mm:ss';
    case 'money':
      return '#,##0.00';
    default:
      return undefined;
  }
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
function sheetName(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Exportação'
  );
}

/**
 * Writes an export as an XLSX workbook to `out`, streamed: exceljs's WorkbookWriter commits each
 * row as it comes (the zip is deflated on the way), so memory stays flat however many rows. The
 * cells are typed (exportCell): numbers as numbers, dates as dates with a date format (the
 * operator's wall clock: a spreadsheet date has no zone), text as text (a text cell is never a
 * formula in XLSX: no guard needed). One sheet named after the list, headings bold and frozen.
 * Between batches it waits for `out` to drain, so a slow reader holds back the database reads.
 */
export async function writeXlsx(
  batches: AsyncIterable<Record<string, unknown>[]>,
  { descriptor: d, columns, timeZone }: XlsxOptions,
  out: Writable,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Console Biometria';
  const sheet = workbook.addWorksheet(sheetName(d.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => {
    const fmt = numFmt(c);
    return {
      header: exportHeading(c),
      key: c.field,
      width: c.format === 'datetime' ? 20 : Math.min(40, Math.max(12, exportHeading(c).length + 2)),
      ...(fmt && { style: { numFmt: fmt } }),
    };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of batches) {
    for (const row of rows)
      sheet
        .addRow(
          columns.map((c) => {
            const cell = exportCell(c.format, exportValue(d, c, row), timeZone);
            return cell.kind === 'empty' ? null : cell.value;
          }),
        )
        .commit();
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    // The reader went away (a cancelled download): stop reading the database.
    if (out.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

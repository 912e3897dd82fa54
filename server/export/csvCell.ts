import type { ColumnFormat } from '../../src/core/descriptors/Descriptor.js';
import { exportCell, type ExportCell } from './exportCell.js';

/** Numbers as a pt-BR spreadsheet reads them: decimal comma, no thousands separator. */
const numberText = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 10 });
const moneyText = new Intl.NumberFormat('pt-BR', {
  useGrouping: false,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A wall-clock Date (exportCell) as 'dd/mm/aaaa' or 'dd/mm/aaaa hh:mm:ss'. */
function dateText(d: Date, withTime: boolean): string {
  const day = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCFullYear(), 4)}`;
  return withTime ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` : day;
}

/**
 * The text of a typed cell. The formula guard (CSV injection, OWASP: a leading =, +, -, @, tab or
 * CR gets an apostrophe) applies to text cells only: a number (-1,5) or a date is never one.
 */
function cellText(cell: ExportCell): string {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'number':
      return (cell.money ? moneyText : numberText).format(cell.value);
    case 'date':
      return dateText(cell.value, cell.withTime);
    case 'text':
      return /^[=+\-@\t\r]/.test(cell.value) ? `'${cell.value}` : cell.value;
  }
}

/**
 * One CSV cell for a pt-BR spreadsheet (Excel, LibreOffice): the column's value typed by
 * exportCell (dates dd/mm/aaaa hh:mm:ss in the operator's time zone, numbers with a decimal comma
 * and no thousands separator, booleans Sim/Não, masks), guarded when it is text that starts like a
 * formula, and quoted when it holds ';', '"' or a line break.
 *
 * @example csvCell('datetime', new Date('2026-11-22T13:00:00Z'), 'America/Sao_Paulo') // '22/11/2026 10:00:00'
 * @example csvCell('number', -1234.5) // '-1234,5' (a number: never guarded)
 * @example csvCell(undefined, '-1+1') // "'-1+1" (text: guarded)
 * @example csvCell(undefined, 'a;b') // '"a;b"'
 */
export function csvCell(format: ColumnFormat | undefined, value: unknown, timeZone = 'America/Sao_Paulo'): string {
  const text = cellText(exportCell(format, value, timeZone));
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A heading (or any text) as a CSV cell: guarded and quoted like a text cell. */
export function csvText(text: string): string {
  return csvCell('text', text);
}

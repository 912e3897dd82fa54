import type { ColumnFormat } from '../../src/core/descriptors/Descriptor.js';
import { formatValue } from '../../src/core/format/formatValue.js';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A pt-BR date formatter for a time zone (cached); an unknown zone falls back to São Paulo. */
function dateFormat(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let f = dateTimeFormats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime && { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
    };
    try {
      f = new Intl.DateTimeFormat('pt-BR', { ...options, timeZone });
    } catch {
      f = new Intl.DateTimeFormat('pt-BR', { ...options, timeZone: 'America/Sao_Paulo' });
    }
    dateTimeFormats.set(key, f);
  }
  return f;
}

/**
 * One CSV cell for Excel pt-BR: the column's format (dates dd/mm/aaaa in the operator's time
 * zone, masks, decimal comma), quoted when it holds ';', '"' or a line break, and prefixed with
 * an apostrophe when it starts like a formula (=, +, -, @: CSV injection, OWASP).
 *
 * @example csvCell('datetime', new Date('2026-11-22T13:00:00Z'), 'America/Sao_Paulo') // '22/11/2026 10:00:00'
 * @example csvCell(undefined, 'a;b') // '"a;b"'
 */
export function csvCell(format: ColumnFormat | undefined, value: unknown, timeZone = 'America/Sao_Paulo'): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (format === 'date' || format === 'datetime') {
    const d = value instanceof Date ? value : new Date(String(value));
    text = Number.isNaN(d.getTime())
      ? String(value)
      : dateFormat(timeZone, format === 'datetime')
          .format(d)
          .replace(',', '');
  } else if (format === 'file') text = String(value);
  else if (typeof value === 'object' && !Array.isArray(value)) text = JSON.stringify(value);
  else text = formatValue(format === 'method' || format === 'status' || format === 'badge' ? 'text' : format, value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+([.,]\d+)?$/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

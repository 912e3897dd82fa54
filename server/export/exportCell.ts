import type { ColumnFormat } from '../../src/core/descriptors/Descriptor.js';
import { formatValue } from '../../src/core/format/formatValue.js';
import { wallClock } from './wallClock.js';

/**
 * One exported cell, typed: what a spreadsheet should hold, before it is written as CSV text
 * (csvCell) or as an XLSX cell (xlsxRows). Numbers stay numbers (money with two decimals), dates
 * are the operator's wall clock (`wallClock`: the UTC fields of `value` read as the local time in
 * the export's zone), booleans are 'Sim'/'Não', everything else is the list's text.
 */
export type ExportCell =
  | { kind: 'empty' }
  | { kind: 'number'; value: number; money?: boolean }
  | { kind: 'date'; value: Date; withTime: boolean }
  | { kind: 'text'; value: string };

/** A number as stored: a JS number, or the text of a bigint/numeric the driver returns. */
function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/**
 * The typed cell of a list value for its column format, dates in `timeZone` (an IANA name the
 * route validated).
 *
 * @example exportCell('number', -1.5, 'UTC') // { kind: 'number', value: -1.5 }
 * @example exportCell(undefined, true, 'UTC') // { kind: 'text', value: 'Sim' }
 * @example exportCell('datetime', '2026-11-14T00:30:00Z', 'America/Sao_Paulo')
 *   // { kind: 'date', value: 2026-11-13T21:30:00.000Z (wall clock), withTime: true }
 */
export function exportCell(format: ColumnFormat | undefined, value: unknown, timeZone: string): ExportCell {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'boolean' && format !== 'active') return { kind: 'text', value: value ? 'Sim' : 'Não' };
  switch (format) {
    case 'date':
    case 'datetime': {
      const d = value instanceof Date ? value : new Date(String(value));
      if (Number.isNaN(d.getTime())) return { kind: 'text', value: String(value) };
      return { kind: 'date', value: wallClock(d, timeZone, format === 'datetime'), withTime: format === 'datetime' };
    }
    case 'number':
    case 'money':
    case 'duration':
    case 'status': {
      const n = asNumber(value);
      if (n !== undefined) return { kind: 'number', value: n, ...(format === 'money' && { money: true }) };
      break;
    }
    case 'file':
      return { kind: 'text', value: String(value) };
    case undefined:
    case 'text': {
      if (typeof value === 'number' && Number.isFinite(value)) return { kind: 'number', value };
      break;
    }
  }
  if (typeof value === 'object' && !Array.isArray(value)) return { kind: 'text', value: JSON.stringify(value) };
  const text = formatValue(format === 'method' || format === 'status' || format === 'badge' ? 'text' : format, value);
  return { kind: 'text', value: text };
}

import type { ColumnDescriptor } from '../../src/core/descriptors/Descriptor.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import * as exportMessages from './exportMessages.js';

/** The list's columns, each field once (a derived column repeats one): what `cols` may name. */
export function listColumns(d: ServedDescriptor): ColumnDescriptor[] {
  const seen = new Set<string>();
  return d.list.columns.filter((c) => !seen.has(c.field) && seen.add(c.field));
}

/**
 * The exported columns: the ones `cols` names (the screen's visible columns, comma-separated
 * fields, in its order; a repeated one once), or every list column when it is absent or blank.
 * A name that is no column of the list is a 400 that names it and the list's columns.
 *
 * @example exportColumns(requestLog, 'status,path').map((c) => c.label) // ['Status', 'Endpoint']
 */
export function exportColumns(d: ServedDescriptor, cols: unknown): ColumnDescriptor[] {
  const all = listColumns(d);
  if (typeof cols !== 'string' || cols.trim() === '') return all;
  const names = [...new Set(cols.split(',').map((c) => c.trim()))];
  const byField = new Map(all.map((c) => [c.field, c]));
  const unknown = names.filter((n) => !byField.has(n));
  if (unknown.length || !names.some(Boolean)) {
    const message = names.some(Boolean)
      ? exportMessages.colsUnknown(
          unknown.map((n) => (n ? `“${n}”` : '“”')),
          all.map((c) => c.field),
        )
      : exportMessages.colsEmpty;
    throw new HttpError(400, message, undefined, { cols: message });
  }
  return names.map((n) => byField.get(n)!);
}

import type { ClientDescriptor, ColumnDescriptor } from '../descriptors/Descriptor.js';

/**
 * The columns a list shows: the descriptor's columns named by `fields` (the list state's
 * `columns`), in that order; unknown fields are ignored, and when none is left (or `fields` is
 * absent) every column of the descriptor, in its order, so a list never shows no column.
 *
 * @example visibleColumns(member, ['cpf', 'nope', 'fullName']).map((c) => c.field) // ['cpf', 'fullName']
 * @example visibleColumns(member, ['nope']).length === member.list.columns.length // true
 */
export function visibleColumns(d: ClientDescriptor, fields?: readonly string[]): ColumnDescriptor[] {
  const chosen = (fields ?? [])
    .map((f) => d.list.columns.find((c) => c.field === f))
    .filter((c): c is ColumnDescriptor => c !== undefined);
  return chosen.length ? [...new Set(chosen)] : d.list.columns;
}

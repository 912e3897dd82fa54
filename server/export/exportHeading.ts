import type { ColumnDescriptor } from '../../src/core/descriptors/Descriptor.js';
import { optionLabel } from '../../src/core/list/optionLabel.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';

/**
 * A column's heading in a file: the screen's label, and the unit a number lost on the way
 * (a duration is exported in milliseconds, as a number, not as the screen's '12 ms').
 *
 * @example exportHeading({ field: 'duration_ms', label: 'Duração', format: 'duration' }) // 'Duração (ms)'
 */
export function exportHeading(c: ColumnDescriptor): string {
  return c.format === 'duration' ? `${c.label} (ms)` : c.label;
}

/** A row's value of a column as the screen names it: a field with options gives the option's label. */
export function exportValue(d: ServedDescriptor, c: ColumnDescriptor, row: Record<string, unknown>): unknown {
  return optionLabel(d, c.field, row[c.field]);
}

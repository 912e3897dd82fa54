import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import { formFields, type FormMode } from '../../core/forms/buildFormSchema.js';
import { normalizeRecord } from '../../core/forms/normalizeRecord.js';

/**
 * The form data of a record: only the form's fields in this mode; null as absent; a field
 * without a value takes the descriptor's default (as RJSF would); numeric strings of number
 * fields as numbers; arrays copied.
 *
 * @example toFormData(user, 'update', { id: 3, name: 'Ana', role: null, is_active: 1 }) // { name: 'Ana', role: 'operador' }
 * @example toFormData(deviceConfig, 'create') // { deviceModels: [], showButtonInfo: 'false' }
 */
export function toFormData(
  d: ClientDescriptor,
  mode: FormMode,
  record: Record<string, unknown> = {},
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, f] of formFields(d, mode)) {
    let value = record[name];
    if (value === null || value === undefined) value = f.default;
    if (value === null || value === undefined) continue;
    if (
      (f.type === 'number' || f.type === 'integer') &&
      typeof value === 'string' &&
      value.trim() !== '' &&
      Number.isFinite(Number(value))
    ) {
      value = Number(value);
    }
    data[name] = Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  return data;
}

/** True when two form data would send the same body (masks, spaces and empty values aside). */
export function sameFormData(
  d: ClientDescriptor,
  mode: FormMode,
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): boolean {
  return JSON.stringify(normalizeRecord(d, a, mode)) === JSON.stringify(normalizeRecord(d, b, mode));
}

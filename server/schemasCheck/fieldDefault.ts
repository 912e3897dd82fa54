import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { validateRecord } from '../apiSchema/validateRecord.js';

/** A field's `default` as a record stores it, or why it cannot be stored (`empty`: nothing left once normalised). */
export type FieldDefault = { value: unknown } | { error: string; empty: boolean };

/**
 * The `default` of a field of `d` as the API would store it had an operator typed it: normalised
 * (mask removed, text trimmed) and checked by the field's own rules and messages.
 *
 * @example fieldDefault(person, 'whatsapp') // { value: '11987654321' } for "(11) 98765-4321"
 * @example fieldDefault(person, 'whatsapp') // { error: 'WhatsApp inválido', empty: false } for "119"
 */
export function fieldDefault(d: Descriptor, name: string): FieldDefault {
  const field = d.fields[name];
  if (field?.default === undefined) return { error: 'o campo não declara default', empty: true };
  const { value, errors } = validateRecord({ ...d, required: [] }, { [name]: field.default }, 'create');
  if (errors[name]) return { error: errors[name], empty: false };
  if (value[name] === undefined) return { error: 'o valor está vazio', empty: true };
  return { value: value[name] };
}

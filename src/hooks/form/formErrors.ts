import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import type { FormMode } from '../../core/forms/buildFormSchema.js';
import { fieldMessage } from '../../core/forms/fieldMessage.js';
import { normalizeRecord } from '../../core/forms/normalizeRecord.js';
import type { FormRecord } from './FormRecord.js';
import type { FormValidator } from './formValidator.js';
import { validateFormRecord } from './validateFormRecord.js';

/**
 * The form's own check before a save: the descriptor's rules as the API applies them
 * (validateFormRecord). With `fields`, a form that edits only some of the descriptor's fields
 * (the profile: name, phone, email): each of them is required, and only their messages count.
 *
 * @returns field → the one pt-BR message to show; empty when the data may be sent.
 * @example formErrors(user, 'update', loaded, { name: 'Ana' }, ['name', 'phone']) // { phone: 'Informe o telefone' }
 */
export function formErrors(
  d: ClientDescriptor,
  mode: FormMode,
  loaded: FormValidator,
  data: FormRecord,
  fields?: readonly string[],
): Record<string, string> {
  const schemaErrors = validateFormRecord(d, mode, loaded.validator, loaded.schema, data);
  if (!fields) return schemaErrors;
  const value = normalizeRecord(d, data, mode);
  const found: Record<string, string> = {};
  for (const field of fields) if (value[field] === undefined) found[field] = fieldMessage(d, field, 'required');
  for (const field of fields) if (schemaErrors[field]) found[field] ??= schemaErrors[field];
  return found;
}

/**
 * What a save sends: the normalised data (masks removed, strings trimmed, '' as absent), only
 * `fields` when the form edits some of the descriptor's fields.
 *
 * @example saveBody(user, 'update', { name: ' Ana ', phone: '(11) 98765-4321', role: 'admin' }, ['name', 'phone'])
 *   // { name: 'Ana', phone: '11987654321' }
 */
export function saveBody(
  d: ClientDescriptor,
  mode: FormMode,
  data: FormRecord,
  fields?: readonly string[],
): FormRecord {
  const value = normalizeRecord(d, data, mode);
  return fields ? Object.fromEntries(fields.map((field) => [field, value[field]])) : value;
}

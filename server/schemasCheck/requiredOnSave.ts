import type { Descriptor, FieldDescriptor } from '../../src/core/descriptors/Descriptor.js';
import { buildFormSchema } from '../../src/core/forms/buildFormSchema.js';

/** A field an existing record must have to be saved, and where `required` names it. */
export interface RequiredOnSave {
  name: string;
  field: FieldDescriptor;
  /** Its index in the descriptor's `required` (the JSON path `/required/<index>`). */
  index: number;
}

/**
 * The fields of an editable descriptor that saving an existing record requires (the update form's
 * `required`: not read-only, not read-only on edit, not create-only) and that the record stores
 * (not virtual, not hashed). A record lacking one fails its next save.
 *
 * @example requiredOnSave(user).map((r) => r.name) // ['name', 'email', 'phone', 'role', ...]
 */
export function requiredOnSave(d: Descriptor): RequiredOnSave[] {
  if (d.readOnly) return [];
  return buildFormSchema(d, 'update')
    .required.map((name) => ({ name, field: d.fields[name]!, index: d.required.indexOf(name) }))
    .filter(({ field }) => !field.virtual && !field.hashed);
}

import type { ClientDescriptor, FieldDescriptor } from '../descriptors/Descriptor.js';

/** create: the creation form/body; update: an existing record. */
export type FormMode = 'create' | 'update';

export interface JsonSchemaObject {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required: string[];
}

/** Fields the form shows (and the API accepts) in this mode, in descriptor order. */
export function formFields(d: ClientDescriptor, mode: FormMode): [string, FieldDescriptor][] {
  return Object.entries(d.fields).filter(
    ([, f]) => !f.listOnly && !f.detailOnly && !(mode === 'update' && f.createOnly),
  );
}

/** Fields whose value the API stores in this mode (not read-only, not virtual). */
export function writableFields(d: ClientDescriptor, mode: FormMode): [string, FieldDescriptor][] {
  return formFields(d, mode).filter(([, f]) => !f.readOnly && !f.virtual && !(mode === 'update' && f.readOnlyOnEdit));
}

/**
 * The JSON Schema of a descriptor's record in one mode: what RJSF renders and validates in the
 * console (precompiled at build) and what the API validates, so both give the same messages.
 * Only plain keywords (type, length, range, pattern, enum): check digits and equality of two
 * fields are `semanticErrors`.
 *
 * @example buildFormSchema(user, 'update').required // ['name', 'phone'] (email read-only on edit, no passwords)
 */
export function buildFormSchema(d: ClientDescriptor, mode: FormMode): JsonSchemaObject {
  const properties: JsonSchemaObject['properties'] = {};
  for (const [name, f] of formFields(d, mode)) {
    const p: Record<string, unknown> = { type: f.type, title: f.title };
    if (f.description) p.description = f.description;
    if (f.type === 'array' && f.items) p.items = { ...f.items };
    for (const k of ['minLength', 'maxLength', 'minimum', 'maximum', 'pattern', 'default'] as const) {
      if (f[k] !== undefined) p[k] = f[k];
    }
    if (f.options?.length) p.enum = f.options.map((o) => o.value);
    properties[name] = p;
  }
  const required = d.required.filter(
    (name) =>
      name in properties && !(mode === 'update' && (d.fields[name]?.readOnlyOnEdit || d.fields[name]?.readOnly)),
  );
  return { type: 'object', properties, required };
}

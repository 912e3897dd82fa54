import type { Descriptor, FieldDescriptor } from '../../../src/core/descriptors/Descriptor.js';
import type { ServedDescriptor } from '../../../server/crud/sqlMapping.js';
import { loadDescriptors } from '../../../server/descriptors/loadDescriptors.js';

/** A fresh copy of a production descriptor (schemas/<key>.json), to edit in a test. */
export function descriptor(key: string): ServedDescriptor {
  const d = loadDescriptors('schemas').find((x) => x.key === key);
  if (!d?.server) throw new Error(`schemas/${key}.json não tem server`);
  return structuredClone(d) as ServedDescriptor;
}

/** The WhatsApp field of the README's example, masked and validated. */
export const whatsapp: FieldDescriptor = {
  type: 'string',
  title: 'WhatsApp',
  mask: 'phone',
  widget: 'masked',
  pattern: '^[0-9]{10,11}$',
  messages: { required: 'Informe o WhatsApp', pattern: 'WhatsApp inválido' },
};

/** `d` with `field` added and required; `fallback` is its `default` when given. */
export function withRequired(
  d: Descriptor,
  name: string,
  field: FieldDescriptor,
  fallback?: unknown,
): ServedDescriptor {
  const copy = structuredClone(d) as ServedDescriptor;
  copy.fields[name] = fallback === undefined ? { ...field } : { ...field, default: fallback };
  copy.required.push(name);
  return copy;
}

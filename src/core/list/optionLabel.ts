import type { ClientDescriptor } from '../descriptors/Descriptor.js';

/** A field with options shows the option's label ('ios' → 'iOS', 'liveness' → 'Prova de Vida'). */
export function optionLabel(d: ClientDescriptor, field: string, value: unknown): unknown {
  const option = d.fields[field]?.options?.find((o) => o.value === value);
  return option ? option.label : value;
}

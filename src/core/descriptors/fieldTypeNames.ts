import type { FieldDescriptor } from './Descriptor.js';

/** A field type as administrators read it in a message (pt-BR). */
export const FIELD_TYPE_NAMES: Record<FieldDescriptor['type'], string> = {
  string: 'texto',
  integer: 'inteiro',
  number: 'número',
  boolean: 'booleano',
  array: 'lista',
  object: 'objeto',
};

import type { FieldDescriptor } from '../../src/core/descriptors/Descriptor.js';

/**
 * The SQL type of a field's own column in a JSON-record table (a promoted field): what the other
 * tables use for the same kind of value (text, bigint, double precision, text[] like
 * device_configs.device_models), so a promoted table reads like a hand-written one.
 *
 * @example columnTypeOf('integer') // 'bigint'
 */
export function columnTypeOf(type: FieldDescriptor['type']): string {
  switch (type) {
    case 'integer':
      return 'bigint';
    case 'number':
      return 'double precision';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'text[]';
    case 'object':
      return 'jsonb';
    default:
      return 'text';
  }
}

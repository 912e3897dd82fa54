import type { FieldDescriptor } from '../../src/core/descriptors/Descriptor.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';

/** JSON Schema of one value as the API answers it (any stored value may be null). */
function answeredValueSchema(f: FieldDescriptor): Record<string, unknown> {
  const about = { title: f.title, ...(f.description && { description: f.description }) };
  switch (f.type) {
    case 'array':
      return { ...about, type: ['array', 'null'], items: f.items ? { type: f.items.type } : {} };
    case 'object':
      return { ...about, type: ['object', 'null'], additionalProperties: true };
    default:
      return {
        ...about,
        type: [f.type, 'null'],
        // A masked CPF is what leaves the server unless revealed (POST …/:id/reveal).
        ...(f.personal === 'cpf' && { description: `${f.title}, mascarado (***.456.789-**) salvo revelação.` }),
      };
  }
}

/**
 * The JSON Schema of a record as the API answers it — exactly the select list's columns
 * (sqlMapping.selectList): the id, every readable field (never hashed, virtual or write-only ones;
 * `detailOnly` ones only for one record) and `version` for editable entities. Fastify's
 * serializer writes nothing else: a column the query returned but the schema does not declare
 * never leaves the server.
 *
 * @example recordSchema(client, 'list').properties // { id, name, document, email, phone, created_at, version }
 */
export function recordSchema(d: ServedDescriptor, scope: 'list' | 'record'): Record<string, unknown> {
  const properties: Record<string, unknown> = { id: { type: 'integer', minimum: 1 } };
  for (const [name, f] of Object.entries(d.fields)) {
    if (f.hashed || f.virtual || f.writeOnly || (scope === 'list' && f.detailOnly)) continue;
    properties[name] = answeredValueSchema(f);
  }
  if (!d.readOnly)
    properties.version = {
      type: 'integer',
      description: 'Versão do registro: envie-a de volta ao salvar (409 se outra pessoa salvou antes).',
    };
  return { type: 'object', title: d.title, properties, required: ['id'] };
}

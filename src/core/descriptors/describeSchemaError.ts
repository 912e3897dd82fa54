import type { ErrorObject } from 'ajv';

/**
 * Turns one Ajv error on a descriptor into a pt-BR path and reason an administrator can act on.
 *
 * @example describeSchemaError({ keyword: 'additionalProperties', instancePath: '/list',
 *   params: { additionalProperty: 'colums' } }) // { path: '/list/colums', reason: 'propriedade desconhecida "colums"' }
 */
export function describeSchemaError(error: ErrorObject): { path: string; reason: string } {
  const p = error.params as Record<string, unknown>;
  const at = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return { path: at, reason: `falta a propriedade obrigatória "${String(p.missingProperty)}"` };
    case 'additionalProperties':
      return {
        path: `${at}/${String(p.additionalProperty)}`,
        reason: `propriedade desconhecida "${String(p.additionalProperty)}"`,
      };
    case 'enum':
      return { path: at, reason: `deve ser um destes valores: ${(p.allowedValues as unknown[]).join(', ')}` };
    case 'const':
      return { path: at, reason: `deve ser ${JSON.stringify(p.allowedValue)}` };
    case 'type':
      return { path: at, reason: `deve ser do tipo ${typeName(String(p.type))}` };
    case 'pattern':
      return { path: at, reason: `formato inválido (esperado o padrão ${String(p.pattern)})` };
    case 'minLength':
      return { path: at, reason: `deve ter pelo menos ${String(p.limit)} caractere(s)` };
    case 'minItems':
      return { path: at, reason: `deve ter pelo menos ${String(p.limit)} item(ns)` };
    case 'minProperties':
      return { path: at, reason: `deve ter pelo menos ${String(p.limit)} propriedade(s)` };
    case 'minimum':
      return { path: at, reason: `deve ser no mínimo ${String(p.limit)}` };
    case 'uniqueItems':
      return { path: at, reason: 'há itens repetidos' };
    case 'propertyName':
    case 'propertyNames':
      return { path: `${at}/${String(p.propertyName)}`, reason: 'nome de propriedade inválido' };
    default:
      return { path: at, reason: error.message ?? 'valor inválido' };
  }
}

const typeNames: Record<string, string> = {
  string: 'texto',
  number: 'número',
  integer: 'inteiro',
  boolean: 'booleano (true/false)',
  array: 'lista',
  object: 'objeto',
};

function typeName(type: string): string {
  return type
    .split(',')
    .map((t) => typeNames[t] ?? t)
    .join(' ou ');
}

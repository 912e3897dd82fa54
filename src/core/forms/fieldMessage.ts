import type { ClientDescriptor, MessageRule } from '../descriptors/Descriptor.js';

/**
 * The pt-BR message for a field that broke a rule: the descriptor's own message when it has one,
 * else a generic one built from the field's title (spec 5: '{label} é obrigatório').
 *
 * @example fieldMessage(user, 'phone', 'required') // 'Informe o telefone do usuário'
 * @example fieldMessage(client, 'name', 'maxLength', { limit: 100 }) // descriptor's, or 'Nome deve ter no máximo 100 caracteres'
 */
export function fieldMessage(
  d: ClientDescriptor,
  field: string,
  rule: MessageRule,
  params: { limit?: number } = {},
): string {
  const f = d.fields[field];
  const own = f?.messages?.[rule];
  if (own) return own;
  const label = f?.title ?? field;
  switch (rule) {
    case 'required':
      return `${label} é obrigatório`;
    case 'minLength':
      return `${label} deve ter pelo menos ${params.limit} caracteres`;
    case 'maxLength':
      return `${label} deve ter no máximo ${params.limit} caracteres`;
    case 'minimum':
      return `${label} deve ser no mínimo ${params.limit}`;
    case 'maximum':
      return `${label} deve ser no máximo ${params.limit}`;
    case 'type':
      return f?.type === 'number' || f?.type === 'integer' ? `${label} deve ser um número` : `${label} inválido`;
    case 'enum':
      return `${label}: selecione uma opção válida`;
    case 'sameAs':
      return `${label} não confere`;
    default:
      return `${label} inválido`;
  }
}

const rules = new Set<MessageRule>([
  'required',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'type',
  'enum',
  'sameAs',
]);

/** Ajv/RJSF keyword → our rule name ('exclusiveMinimum' and friends fold into the plain ones). */
export function ruleOf(keyword: string): MessageRule {
  if (keyword === 'exclusiveMinimum') return 'minimum';
  if (keyword === 'exclusiveMaximum') return 'maximum';
  if (keyword === 'minItems') return 'required';
  return rules.has(keyword as MessageRule) ? (keyword as MessageRule) : 'type';
}

import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import type { ClientDescriptor } from '../descriptors/Descriptor.js';
import { formFields, type FormMode } from './buildFormSchema.js';
import { fieldMessage } from './fieldMessage.js';

/**
 * Checks a JSON Schema cannot express: CPF/CNPJ check digits (the 2026 alphanumeric CNPJ
 * included) and one field equal to another (password confirmation). Runs in the console
 * (RJSF customValidate) and on the server, after the schema checks.
 *
 * @example semanticErrors(user, { password: '123456', confirm_password: '654321' }, 'create')
 *   // { confirm_password: 'As senhas não conferem' }
 */
export function semanticErrors(
  d: ClientDescriptor,
  data: Record<string, unknown>,
  mode: FormMode,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, f] of formFields(d, mode)) {
    const value = data[name];
    // Only text has check digits; any other value already broke the schema's type rule (and an
    // object's own `toString` could be anything: never converted).
    if (typeof value !== 'string' || value === '') continue;
    if (f.format === 'cpf' && !isValidCpf(value)) errors[name] = fieldMessage(d, name, 'format');
    if (f.format === 'cnpj' && !isValidCnpj(value, { version: 2 })) errors[name] = fieldMessage(d, name, 'format');
  }
  for (const [name, f] of formFields(d, mode)) {
    if (f.sameAs && !errors[name] && (data[name] ?? '') !== (data[f.sameAs] ?? '')) {
      errors[name] = fieldMessage(d, name, 'sameAs');
    }
  }
  return errors;
}

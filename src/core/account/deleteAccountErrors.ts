import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import * as apiMessages from '../api/apiMessages.js';

/** What the public 'Excluir cadastro' screen sends (spec 3): the CPF's 11 digits and the password. */
export interface DeleteAccountRequest {
  cpf: string;
  password: string;
}

export type DeleteAccountErrors = Partial<Record<keyof DeleteAccountRequest, string>>;

/**
 * The rules of the delete-registration form (spec 5, DECISIONS.md 2), as the API checks them: CPF
 * required ('Informe seu cpf') with valid check digits ('CPF inválido'), password required
 * ('Informe sua senha').
 *
 * @example deleteAccountErrors({ cpf: '', password: '' }) // { cpf: 'Informe seu cpf', password: 'Informe sua senha' }
 * @example deleteAccountErrors({ cpf: '52998224726', password: 'x' }) // { cpf: 'CPF inválido' }
 * @example deleteAccountErrors({ cpf: '52998224725', password: 'x' }) // {}
 */
export function deleteAccountErrors({ cpf, password }: DeleteAccountRequest): DeleteAccountErrors {
  const errors: DeleteAccountErrors = {};
  const digits = cpf.replace(/\D/g, '');
  if (!digits) errors.cpf = apiMessages.cpfRequired;
  else if (digits.length !== 11 || !isValidCpf(digits)) errors.cpf = apiMessages.cpfInvalid;
  if (!password) errors.password = apiMessages.passwordRequired;
  return errors;
}

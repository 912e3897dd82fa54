import * as apiMessages from '../api/apiMessages.js';

/** Password length of spec 9 (the API's rule for a new password). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 15;

const NEW_PASSWORD_REQUIRED_MESSAGE = apiMessages.resetNewPasswordRequired;
const NEW_PASSWORD_LENGTH_MESSAGE = apiMessages.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);

/**
 * The new password of the public 'Redefinir senha' screen (DECISIONS.md 2): required, 6 to 15
 * characters. Undefined when it is fine.
 *
 * @example resetPasswordError('') // 'Informe sua nova senha'
 * @example resetPasswordError('12345') // 'A senha deve ter entre 6 e 15 caracteres'
 * @example resetPasswordError('nova1234') // undefined
 */
export function resetPasswordError(newPassword: string): string | undefined {
  if (!newPassword) return NEW_PASSWORD_REQUIRED_MESSAGE;
  if (newPassword.length < PASSWORD_MIN_LENGTH || newPassword.length > PASSWORD_MAX_LENGTH)
    return NEW_PASSWORD_LENGTH_MESSAGE;
  return undefined;
}

/**
 * The reset token of a link (`/reset-password?token=…`), or null when the address has none.
 *
 * @example resetTokenOf('?token=abc.def') // 'abc.def'
 * @example resetTokenOf('?token=%20') // null
 */
export function resetTokenOf(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const token = params.get('token')?.trim();
  return token ? token : null;
}

import * as apiMessages from '../api/apiMessages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './resetPasswordErrors.js';

/** The change-password body (PUT /admin/v1/user/{id}/password). */
export interface PasswordChange {
  password: string;
  new_password: string;
  confirm_new_password: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChange, string>>;

const REQUIRED: Record<keyof PasswordChange, string> = {
  password: apiMessages.currentPasswordRequired,
  new_password: apiMessages.newPasswordRequired,
  confirm_new_password: apiMessages.confirmPasswordRequired,
};

/**
 * The change-password rules (spec 5, 9), one function for the modal and the API: each password
 * required and 6 to 15 characters; the new one equal to its confirmation and different from the
 * current one. Takes the body as received, so a value that is not a string counts as missing.
 *
 * @example passwordChangeErrors({ password: '', new_password: '1234567', confirm_new_password: '7654321' })
 *   // { password: 'Informe a senha atual', confirm_new_password: 'As senhas não conferem' }
 * @example passwordChangeErrors({ password: 'atual123', new_password: 'atual123', confirm_new_password: 'atual123' })
 *   // { new_password: 'A nova senha deve ser diferente da atual' }
 */
export function passwordChangeErrors(body: Partial<Record<keyof PasswordChange, unknown>>): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  for (const field of Object.keys(REQUIRED) as (keyof PasswordChange)[]) {
    const v = body[field];
    if (typeof v !== 'string' || v === '') errors[field] = REQUIRED[field];
    else if (v.length < PASSWORD_MIN_LENGTH || v.length > PASSWORD_MAX_LENGTH)
      errors[field] = apiMessages.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
  }
  if (!errors.new_password && !errors.confirm_new_password && body.new_password !== body.confirm_new_password) {
    errors.confirm_new_password = apiMessages.passwordMismatch;
  }
  if (!errors.password && !errors.new_password && body.new_password === body.password) {
    errors.new_password = apiMessages.passwordUnchanged;
  }
  return errors;
}

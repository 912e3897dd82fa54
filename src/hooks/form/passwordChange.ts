import { apiMessages } from '../../core/api/apiMessages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/account/resetPasswordErrors.js';

/** The change-password body (PUT /admin/v1/user/{id}/password). */
export interface PasswordChange {
  password: string;
  new_password: string;
  confirm_new_password: string;
}

export const PASSWORD_LENGTH_MESSAGE = apiMessages.passwordLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
export const PASSWORD_MISMATCH_MESSAGE = apiMessages.passwordMismatch;

const REQUIRED: Record<keyof PasswordChange, string> = {
  password: apiMessages.currentPasswordRequired,
  new_password: apiMessages.newPasswordRequired,
  confirm_new_password: apiMessages.confirmPasswordRequired,
};

/**
 * The change-password rules of spec 5 (the server's passwordChangeErrors, same messages): each
 * password required and 6 to 15 characters; the new one and its confirmation equal.
 *
 * @example passwordChangeErrors({ password: '', new_password: '1234567', confirm_new_password: '7654321' })
 *   // { password: 'Informe a senha atual', confirm_new_password: 'As senhas não conferem' }
 */
export function passwordChangeErrors(values: PasswordChange): Partial<Record<keyof PasswordChange, string>> {
  const errors: Partial<Record<keyof PasswordChange, string>> = {};
  for (const field of Object.keys(REQUIRED) as (keyof PasswordChange)[]) {
    const v = values[field];
    if (!v) errors[field] = REQUIRED[field];
    else if (v.length < PASSWORD_MIN_LENGTH || v.length > PASSWORD_MAX_LENGTH) errors[field] = PASSWORD_LENGTH_MESSAGE;
  }
  if (!errors.new_password && !errors.confirm_new_password && values.new_password !== values.confirm_new_password) {
    errors.confirm_new_password = PASSWORD_MISMATCH_MESSAGE;
  }
  return errors;
}

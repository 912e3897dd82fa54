/** The change-password body (PUT /admin/v1/user/{id}/password). */
export interface PasswordChange {
  password: string;
  new_password: string;
  confirm_new_password: string;
}

export const PASSWORD_LENGTH_MESSAGE = 'A senha deve ter entre 6 e 15 caracteres';
export const PASSWORD_MISMATCH_MESSAGE = 'As senhas não conferem';

const REQUIRED: Record<keyof PasswordChange, string> = {
  password: 'Informe a senha atual',
  new_password: 'Informe a nova senha',
  confirm_new_password: 'Confirme a nova senha',
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
    else if (v.length < 6 || v.length > 15) errors[field] = PASSWORD_LENGTH_MESSAGE;
  }
  if (!errors.new_password && !errors.confirm_new_password && values.new_password !== values.confirm_new_password) {
    errors.confirm_new_password = PASSWORD_MISMATCH_MESSAGE;
  }
  return errors;
}

import { describe, expect, it } from 'vitest';
import { passwordChangeErrors } from '../../../../src/core/account/passwordChangeErrors.js';

describe('passwordChangeErrors (the modal and the API alike)', () => {
  it('asks for each of the three passwords', () => {
    expect(passwordChangeErrors({ password: '', new_password: '', confirm_new_password: '' })).toEqual({
      password: 'Informe a senha atual',
      new_password: 'Informe a nova senha',
      confirm_new_password: 'Confirme a nova senha',
    });
  });

  it('counts a value that is not a string, as a request body may hold, as missing', () => {
    expect(passwordChangeErrors({ password: 123456, new_password: null, confirm_new_password: ['nova1234'] })).toEqual({
      password: 'Informe a senha atual',
      new_password: 'Informe a nova senha',
      confirm_new_password: 'Confirme a nova senha',
    });
    expect(passwordChangeErrors({})).toEqual({
      password: 'Informe a senha atual',
      new_password: 'Informe a nova senha',
      confirm_new_password: 'Confirme a nova senha',
    });
  });

  it('wants 6 to 15 characters in each', () => {
    expect(
      passwordChangeErrors({ password: '12345', new_password: '1234567890123456', confirm_new_password: '123456' }),
    ).toEqual({
      password: 'A senha deve ter entre 6 e 15 caracteres',
      new_password: 'A senha deve ter entre 6 e 15 caracteres',
    });
    expect(
      passwordChangeErrors({
        password: '123456',
        new_password: '123456789012345',
        confirm_new_password: '123456789012345',
      }),
    ).toEqual({});
  });

  it('wants the confirmation equal to the new password', () => {
    expect(
      passwordChangeErrors({ password: 'atual123', new_password: 'nova1234', confirm_new_password: 'nova4321' }),
    ).toEqual({ confirm_new_password: 'As senhas não conferem' });
  });

  it('wants the new password different from the current one', () => {
    expect(
      passwordChangeErrors({ password: 'atual123', new_password: 'atual123', confirm_new_password: 'atual123' }),
    ).toEqual({ new_password: 'A nova senha deve ser diferente da atual' });
  });

  it('accepts a valid change', () => {
    expect(
      passwordChangeErrors({ password: 'atual123', new_password: 'nova1234', confirm_new_password: 'nova1234' }),
    ).toEqual({});
  });
});

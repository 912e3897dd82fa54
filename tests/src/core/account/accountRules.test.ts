import { describe, expect, it } from 'vitest';
import { deleteAccountErrors } from '../../../../src/core/account/deleteAccountErrors.js';
import { resetPasswordError, resetTokenOf } from '../../../../src/core/account/resetPasswordErrors.js';

describe('deleteAccountErrors', () => {
  it('asks for both fields when empty', () => {
    expect(deleteAccountErrors({ cpf: '', password: '' })).toEqual({
      cpf: 'Informe seu cpf',
      password: 'Informe sua senha',
    });
  });

  it("says 'CPF inválido' for wrong check digits, a short CPF, or a repeated-digit one", () => {
    expect(deleteAccountErrors({ cpf: '52998224726', password: 'x' })).toEqual({ cpf: 'CPF inválido' });
    expect(deleteAccountErrors({ cpf: '5299822472', password: 'x' })).toEqual({ cpf: 'CPF inválido' });
    expect(deleteAccountErrors({ cpf: '11111111111', password: 'x' })).toEqual({ cpf: 'CPF inválido' });
  });

  it('accepts a valid CPF, masked or not', () => {
    expect(deleteAccountErrors({ cpf: '52998224725', password: 'cidadao123' })).toEqual({});
    expect(deleteAccountErrors({ cpf: '529.982.247-25', password: 'cidadao123' })).toEqual({});
  });
});

describe('resetPasswordError', () => {
  it('requires the new password, 6 to 15 characters', () => {
    expect(resetPasswordError('')).toBe('Informe sua nova senha');
    expect(resetPasswordError('12345')).toBe('A senha deve ter entre 6 e 15 caracteres');
    expect(resetPasswordError('1234567890123456')).toBe('A senha deve ter entre 6 e 15 caracteres');
    expect(resetPasswordError('123456')).toBeUndefined();
    expect(resetPasswordError('123456789012345')).toBeUndefined();
  });
});

describe('resetTokenOf', () => {
  it('reads the token of the link, or null without one', () => {
    expect(resetTokenOf('?token=abc.DEF_1')).toBe('abc.DEF_1');
    expect(resetTokenOf(new URLSearchParams('token=x%2By'))).toBe('x+y');
    expect(resetTokenOf('')).toBeNull();
    expect(resetTokenOf('?token=')).toBeNull();
    expect(resetTokenOf('?token=%20%20')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../src/core/api/HttpError';
import { saveFailure } from '../../../../src/hooks/form/saveFailure';

describe('saveFailure', () => {
  it('a 400 with field errors: each under its field', () => {
    const error = new HttpError(400, 'Verifique', undefined, { email: 'Email inválido' });
    expect(saveFailure(error)).toEqual({ kind: 'invalid', errors: { email: 'Email inválido' } });
  });

  it('a 400 without field errors is an error like any other', () => {
    const error = new HttpError(400, 'Requisição inválida');
    expect(saveFailure(error)).toEqual({ kind: 'other', error });
  });

  it("a 409: the server's message, and its field errors when it names fields", () => {
    const message = 'Já existe um parceiro com este CNPJ.';
    expect(saveFailure(new HttpError(409, message, undefined, { document: message }))).toEqual({
      kind: 'conflict',
      message,
      errors: { document: message },
    });
    expect(saveFailure(new HttpError(409, 'Registro alterado'))).toEqual({
      kind: 'conflict',
      message: 'Registro alterado',
      errors: {},
    });
  });

  it('a forced logout, a 500 or a network failure go to the error dialog (showError decides)', () => {
    for (const error of [
      new HttpError(401, 'Sessão expirada', 98, { token: 'x' }),
      new HttpError(500, 'Erro'),
      new TypeError('Failed to fetch'),
    ])
      expect(saveFailure(error)).toEqual({ kind: 'other', error });
  });
});

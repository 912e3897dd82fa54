import { describe, expect, it } from 'vitest';
import { passwordChangeErrors as serverRules } from '../../../../server/routes/userRoutes';
import { passwordChangeErrors } from '../../../../src/hooks/form/passwordChange';

const cases = [
  { password: '', new_password: '', confirm_new_password: '' },
  { password: '12345', new_password: '1234567890123456', confirm_new_password: '123456' },
  { password: 'atual123', new_password: 'nova1234', confirm_new_password: 'nova4321' },
  { password: 'atual123', new_password: 'nova1234', confirm_new_password: 'nova1234' },
];

describe('passwordChangeErrors', () => {
  it('gives the messages of spec 5', () => {
    expect(passwordChangeErrors(cases[0]!)).toEqual({
      password: 'Informe a senha atual',
      new_password: 'Informe a nova senha',
      confirm_new_password: 'Confirme a nova senha',
    });
    expect(passwordChangeErrors(cases[2]!)).toEqual({ confirm_new_password: 'As senhas não conferem' });
    expect(passwordChangeErrors(cases[3]!)).toEqual({});
  });

  it.each(cases)('agrees with the server (%o)', (body) => {
    expect(passwordChangeErrors(body)).toEqual(serverRules(body));
  });
});

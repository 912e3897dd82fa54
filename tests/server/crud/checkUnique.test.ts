import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

/**
 * `server.unique` as each descriptor declares it: the user's e-mail ignores case
 * (`caseInsensitive: true`), an error message's code does not. A duplicate is a 409 with the
 * descriptor's message, also under the field; the record being updated is not its own duplicate.
 */
describe.each(testDbKinds)('unique fields from the descriptor (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await ctx.createUser({ email: 'unico@example.com', password: 'segredo1' });
    auth = await ctx.login('unico@example.com', 'segredo1');
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: auth, payload });

  it('a user e-mail that differs only in case is a duplicate (caseInsensitive)', async () => {
    const user = {
      name: 'Ana',
      phone: '11987654321',
      role: 'operador',
      password: 'segredo1',
      confirm_password: 'segredo1',
    };
    expect((await post('/admin/v1/user', { ...user, email: 'ana.caixa@example.com' })).statusCode).toBe(201);
    const again = await post('/admin/v1/user', { ...user, email: 'Ana.Caixa@Example.COM' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Já existe um usuário com este email.',
      errors: { email: 'Já existe um usuário com este email.' },
    });
  });

  it('an error code that differs only in case is not (compared exactly)', async () => {
    const first = await post('/api/v2/message/errors', { error_code: 'CASO1', default_message: 'Primeira' });
    expect(first.statusCode, first.body).toBe(201);
    expect((await post('/api/v2/message/errors', { error_code: 'caso1', default_message: 'Outra' })).statusCode).toBe(
      201,
    );
    const same = await post('/api/v2/message/errors', { error_code: 'CASO1', default_message: 'Repetida' });
    expect(same.statusCode).toBe(409);
    expect(same.json().errors).toEqual({ error_code: 'Já existe uma mensagem com este código.' });
  });
});

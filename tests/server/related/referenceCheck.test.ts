import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

describe.each(testDbKinds)("a person's partner (client_id, a reference field) (%s)", (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  let partner: number;
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    ctx.app.inject({ method, url, payload: payload as object, headers: auth });

  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await ctx.createUser({ email: 'op@example.com', password: 'segredo1', role: 'operador' });
    auth = await ctx.login('op@example.com', 'segredo1');
    const row = await ctx.handle.db
      .insertInto('clients')
      .values({ name: 'Acme Biometria', document: '11222333000181', email: 'a@example.com', phone: '1133334444' })
      .returning('id')
      .executeTakeFirstOrThrow();
    partner = row.id;
  });
  afterAll(() => ctx.close());

  it('saves an existing partner as its id, reads it back with its name, and clears it with null', async () => {
    const created = await send('POST', '/person/v1', { cpf: '52998224725', client_id: partner });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json().data as { id: number; version: number };
    const read = await ctx.app.inject({ method: 'GET', url: `/person/v1/${id}`, headers: auth });
    expect(read.json().data).toMatchObject({ client_id: partner, client_name: 'Acme Biometria' });
    const cleared = await send('PUT', `/person/v1/${id}`, { client_id: null, version });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.client_id).toBeNull();
  });

  it.each([
    ['an id no partner has', 999_999],
    ['an id past int4', 2_147_483_648],
  ])('refuses %s with the pt-BR 400 of a form, saving nothing', async (_, clientId) => {
    const res = await send('POST', '/person/v1', { cpf: '39053344705', client_id: clientId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Verifique os campos do formulário e tente novamente!',
      errors: { client_id: 'Parceiro não encontrado: escolha um da lista.' },
    });
    const people = await ctx.handle.db.selectFrom('people').select('id').where('cpf', '=', '39053344705').execute();
    expect(people).toEqual([]);
  });

  it('refuses a partner that is no number with the field type message', async () => {
    const res = await send('POST', '/person/v1', { cpf: '39053344705', client_id: 'Acme' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ client_id: 'Parceiro inválido' });
  });
});

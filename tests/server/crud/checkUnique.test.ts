import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import type { TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

/**
 * `server.unique` as each descriptor declares it, on the fixture descriptors (tests/fixtures/schemas):
 * the user's e-mail ignores case (`caseInsensitive: true`, a column of its own), a ticket's
 * reference does not (kept as a JSON record), its subject does. A duplicate is a 409 with the
 * descriptor's message, also under the field; the record being updated is not its own duplicate.
 */
const descriptors = fixtureDescriptors();
const byKey = (key: string) => descriptors.find((d) => d.key === key)!;
const users = byKey('user');
const tickets = byKey('ticket');
const rule = (d: typeof users, field: string) => d.server!.unique![field]!;

describe.each(testDbKinds)('unique fields from the descriptor (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createFixtureApp(kind);
    await ctx.createUser({ email: 'unico@example.com', password: 'segredo1' });
    auth = await ctx.login('unico@example.com', 'segredo1');
  });
  afterAll(() => ctx?.close());

  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    ctx.app.inject({ method, url, headers: auth, payload });

  it('the rules under test are the fixtures’ own', () => {
    expect(rule(users, 'email')).toEqual({ message: 'Já existe um usuário com este email.', caseInsensitive: true });
    expect(rule(tickets, 'reference').caseInsensitive).toBeFalsy();
    expect(rule(tickets, 'subject').caseInsensitive).toBe(true);
    expect(users.server!.table).toBe('users');
    expect(tickets.server!.jsonRecords).toBe(true);
  });

  it('a user e-mail that differs only in case is a duplicate (caseInsensitive)', async () => {
    const user = {
      name: 'Ana',
      phone: '11987654321',
      role: 'operador',
      password: 'segredo1',
      confirm_password: 'segredo1',
    };
    const first = await call('POST', users.api.endpoint, { ...user, email: 'ana.caixa@example.com' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call('POST', users.api.endpoint, { ...user, email: 'Ana.Caixa@Example.COM' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Já existe um usuário com este email.',
      errors: { email: 'Já existe um usuário com este email.' },
    });
  });

  it('a ticket reference that differs only in case is not (compared exactly)', async () => {
    const first = await call('POST', tickets.api.endpoint, { subject: 'Primeiro', reference: 'CASO1' });
    expect(first.statusCode, first.body).toBe(201);
    const other = await call('POST', tickets.api.endpoint, { subject: 'Outro', reference: 'caso1' });
    expect(other.statusCode, other.body).toBe(201);
    const same = await call('POST', tickets.api.endpoint, { subject: 'Repetido', reference: 'CASO1' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({
      message: 'Já existe um chamado com esta referência.',
      errors: { reference: 'Já existe um chamado com esta referência.' },
    });
  });

  it('a ticket subject that differs only in case is a duplicate, also kept as a JSON record', async () => {
    expect((await call('POST', tickets.api.endpoint, { subject: 'Impressora parada' })).statusCode).toBe(201);
    const same = await call('POST', tickets.api.endpoint, { subject: 'IMPRESSORA PARADA' });
    expect(same.statusCode).toBe(409);
    expect(same.json().errors).toEqual({ subject: rule(tickets, 'subject').message });
  });

  it('the record being updated is not its own duplicate; another record’s value is', async () => {
    const record = tickets.api.record;
    const mine = (await call('POST', tickets.api.endpoint, { subject: 'Meu chamado', reference: 'REF-7' })).json()[
      record
    ];
    const theirs = (await call('POST', tickets.api.endpoint, { subject: 'Outro chamado', reference: 'REF-8' })).json()[
      record
    ];
    const kept = await call('PUT', `${tickets.api.endpoint}/${mine.id}`, { ...mine, notes: 'mesma referência' });
    expect(kept.statusCode, kept.body).toBe(200);
    const taken = await call('PUT', `${tickets.api.endpoint}/${theirs.id}`, { ...theirs, reference: 'REF-7' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ reference: 'Já existe um chamado com esta referência.' });
  });
});

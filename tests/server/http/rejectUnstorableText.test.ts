import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstorableTextAt } from '../../../server/http/rejectUnstorableText.js';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import type { TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

/** The fixture vendor (tests/fixtures/schemas/vendor.json): a form with text, CNPJ, e-mail and phone, a name filter and an export. */
const vendors = fixtureDescriptors().find((d) => d.key === 'vendor')!.api.endpoint;

describe('unstorableTextAt', () => {
  it('finds NUL and lone surrogates in values and keys, under their top-level key', () => {
    expect(unstorableTextAt({ name: 'a\u0000b' })).toBe('name');
    expect(unstorableTextAt({ models: ['ok', 'x\ud800'] })).toBe('models');
    expect(unstorableTextAt({ a: { 'b\u0000': 1 } })).toBe('a');
    expect(unstorableTextAt('\udc00')).toBe('');
    expect(unstorableTextAt({ name: 'Açaí 😀 مرحبا', n: 1, ok: true, no: null })).toBeUndefined();
  });
  it('walks 100 000 levels of nesting without recursion', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(unstorableTextAt(deep)).toBe('0');
  });
});

// Found by the fuzzer: NUL in a body field, a filter or the login email reached PostgreSQL, which
// refused it ("invalid byte sequence for encoding UTF8: 0x00"): 500, and exports broke off.
// On the fixture descriptors: a production descriptor's change never breaks this.
describe.each(testDbKinds)('text the database cannot store is a 400 (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createFixtureApp(kind, { requestLog: false });
    await ctx.createUser({ email: 'nul@example.com', password: 'segredo1' });
    auth = await ctx.login('nul@example.com', 'segredo1');
  });
  afterAll(() => ctx.close());

  const vendor = {
    name: 'Açaí & Cia 😀',
    email: 'contato@acai.com.br',
    document: '11222333000181',
    phone: '11987654321',
  };
  const message = 'O texto enviado contém caracteres inválidos (caractere nulo ou Unicode incompleto).';

  it('in a body field: 400 naming the field', async () => {
    for (const name of ['a\u0000b', 'x\ud800y']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: vendors,
        headers: auth,
        payload: { ...vendor, name },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message, errors: { name: 'Contém caracteres inválidos.' } });
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: ctx.app.apiRoutes.paths.login,
      payload: { email: 'nul\u0000@example.com', password: 'segredo1' },
    });
    expect(login.statusCode).toBe(400);
  });

  it('in a query: 400, in lists and exports', async () => {
    for (const url of [`${vendors}?name=a%00b`, `${vendors}/export.csv?name=%00`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });

  it('any other text still goes through', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: vendors, headers: auth, payload: vendor });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.name).toBe('Açaí & Cia 😀');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';
import { endpoints } from '../../../src/core/api/endpoints.js';
import { searchQueryInvalid } from '../../../server/routes/searchSchemas.js';

const SEARCH = endpoints.paths.search;

describe.each(testDbKinds)('GET paths.search, the command palette’s search (%s)', (kind) => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let operador: { authorization: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await ctx.createUser({ name: 'Admin Busca', email: 'admin.busca@example.com', password: 'segredo1' });
    await ctx.createUser({ name: 'Olga Operadora', email: 'olga@example.com', password: 'segredo1', role: 'operador' });
    admin = await ctx.login('admin.busca@example.com', 'segredo1');
    operador = await ctx.login('olga@example.com', 'segredo1');
    const db = ctx.handle.db;
    const client = await db
      .insertInto('clients')
      .values({
        name: 'Árvore Verde Ltda',
        document: '11222333000181',
        email: 'contato@arvore.com.br',
        phone: '1133334444',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.client = client.id;
    for (const [key, name, cpf] of [
      ['jose', 'José da Conceição', '52998224725'],
      ['maria', 'Maria Joseane', '11144477735'],
      ['erased', 'Zuleica Apagada', '39053344705'],
    ] as const) {
      const row = await db
        .insertInto('people')
        .values({ name, cpf, client_id: client.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[key] = row.id;
    }
  });
  afterAll(() => ctx.close());

  const search = (q: string, headers = admin) =>
    ctx.app.inject({ method: 'GET', url: `${SEARCH}?q=${encodeURIComponent(q)}`, headers });
  const ok = async (q: string, headers = admin) => {
    const res = await search(q, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, { id: number; label: string; secondary: string | null; route: string }[]>;
  };

  it('finds a person by a piece of the CPF’s digits, anywhere, and shows the CPF masked', async () => {
    const { people } = await ok('982.247');
    expect(people).toEqual([
      { id: ids.jose, label: 'José da Conceição', secondary: '***.982.247-**', route: `/person/form/${ids.jose}` },
    ]);
  });

  it('a full CPF typed finds the person without revealing it', async () => {
    const res = await search('529.982.247-25');
    expect(res.body).not.toContain('52998224725');
    expect(res.body).not.toContain('529.982.247-25');
    expect(res.json().people).toEqual([expect.objectContaining({ id: ids.jose, secondary: '***.982.247-**' })]);
  });

  it('finds by name ignoring case and accents, those starting with the text first', async () => {
    const { people } = await ok('JOSE');
    expect(people!.map((p) => p.label)).toEqual(['José da Conceição', 'Maria Joseane']);
    expect((await ok('conceicao')).people!.map((p) => p.id)).toEqual([ids.jose]);
  });

  it('finds a partner by CNPJ digits (formatted in the hit) or by name', async () => {
    const byDigits = await ok('333000');
    expect(byDigits.clients).toEqual([
      {
        id: ids.client,
        label: 'Árvore Verde Ltda',
        secondary: '11.222.333/0001-81',
        route: `/client/form/${ids.client}`,
      },
    ]);
    expect((await ok('arvore')).clients!.map((c) => c.id)).toEqual([ids.client]);
  });

  it('finds a user by email for a role that reads users; an operator gets no users group', async () => {
    const asAdmin = await ok('olga@exa');
    expect(asAdmin.users).toEqual([
      expect.objectContaining({ label: 'Olga Operadora', secondary: 'olga@example.com' }),
    ]);
    expect(asAdmin.users![0]!.route).toMatch(/^\/user\/form\/\d+$/);
    const asOperador = await ok('olga@exa', operador);
    expect(Object.keys(asOperador).sort()).toEqual(['clients', 'people']);
    expect((await ok('982247', operador)).people).toHaveLength(1);
  });

  it('answers at most 5 hits a group', async () => {
    const db = ctx.handle.db;
    await db
      .insertInto('people')
      .values(Array.from({ length: 7 }, (_, i) => ({ name: `Xavier ${i}`, cpf: `9990000000${i}` })))
      .execute();
    expect((await ok('xavier')).people).toHaveLength(5);
  });

  it('refuses a q shorter than 2 or longer than 100 characters, missing or repeated, in pt-BR', async () => {
    for (const url of [
      `${SEARCH}?q=a`,
      `${SEARCH}?q=%20%20a%20`,
      `${SEARCH}?q=${'a'.repeat(101)}`,
      SEARCH,
      `${SEARCH}?q=ab&q=cd`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: searchQueryInvalid, errors: { q: searchQueryInvalid } });
    }
    expect(searchQueryInvalid).toBe('Informe de 2 a 100 caracteres para buscar.');
  });

  it('reads what a regular expression or LIKE would (\\ . * [ ( | % _) as text', async () => {
    for (const q of ['%_%', 'a.b', '.*', '[a-z', '(jos', 'a|b', 'a\\b', '^$', '{2}', 'ç?+']) {
      const res = await search(q);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      expect(Object.values(res.json()).flat(), q).toEqual([]);
    }
    expect((await ok('josé da')).people!.map((p) => p.id)).toEqual([ids.jose]);
  });

  it('treats % and _ as text, and needs a session', async () => {
    expect(await ok('%_%')).toEqual({ people: [], clients: [], users: [] });
    expect((await ctx.app.inject({ method: 'GET', url: `${SEARCH}?q=jose` })).statusCode).toBe(401);
  });

  it('answers the same to a percent-encoded path', async () => {
    const encoded = SEARCH.replace('search', '%73earch');
    const res = await ctx.app.inject({ method: 'GET', url: `${encoded}?q=%4Aos%C3%A9`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().people.map((p: { id: number }) => p.id)).toContain(ids.jose);
  });

  it('is kept in the request log like any call: CPF digits of q masked, the answer (names) not kept', async () => {
    await ok('982.247.25');
    await ctx.app.requestLog!.flush();
    const { rows } = await sql<{ path: string; response_body: string | null }>`
      select path, response_body from request_logs where path like ${`${SEARCH}%`} order by id desc limit 1`.execute(
      ctx.handle.db,
    );
    expect(rows[0]!.path).not.toMatch(/982/);
    expect(rows[0]!.response_body).not.toContain('José');
  });

  it('no longer finds a person once erased', async () => {
    expect((await ok('zuleica')).people).toHaveLength(1);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/person/v1/${ids.erased}`, headers: admin });
    expect(del.statusCode, del.body).toBe(200);
    expect((await ok('zuleica')).people).toEqual([]);
    expect((await ok('053344')).people).toEqual([]);
  });
});

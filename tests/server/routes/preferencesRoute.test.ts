import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

const URL = '/admin/v1/user/preferences';

describe.each(testDbKinds)('GET/PUT /admin/v1/user/preferences (%s)', (kind) => {
  let ctx: TestContext;
  let operator: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await ctx.createUser({ email: 'op@example.com', password: 'segredo1', role: 'operador' });
    await ctx.createUser({ email: 'outra@example.com', password: 'segredo1', role: 'operador' });
    operator = await ctx.login('op@example.com', 'segredo1');
  });
  afterAll(() => ctx.close());

  const get = (headers: Record<string, string>) => ctx.app.inject({ url: URL, headers });
  const put = (headers: Record<string, string>, payload: unknown) =>
    ctx.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

  it('answers the defaults to a user who never saved any (theme follows the system)', async () => {
    const res = await get(operator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ theme: 'system' });
  });

  it('keeps the theme per user, for any later session (another browser), the least-privileged role included', async () => {
    expect((await put(operator, { theme: 'dark' })).json()).toEqual({ theme: 'dark' });
    const otherBrowser = await ctx.login('op@example.com', 'segredo1');
    expect((await get(otherBrowser)).json()).toEqual({ theme: 'dark' });
    expect((await put(otherBrowser, { theme: 'light' })).json()).toEqual({ theme: 'light' });
    expect((await get(operator)).json()).toEqual({ theme: 'light' });
    // Someone else's are their own.
    expect((await get(await ctx.login('outra@example.com', 'segredo1'))).json()).toEqual({ theme: 'system' });
  });

  it('refuses an unknown theme, an unknown key or no body with a pt-BR 400, and keeps what was saved', async () => {
    await put(operator, { theme: 'dark' });
    for (const body of [{ theme: 'azul' }, { theme: 'dark', font: 'grande' }, {}, ['dark'], null]) {
      const res = await put(operator, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/[a-zà-ú]/i);
    }
    expect((await put(operator, { theme: 'azul' })).json()).toMatchObject({
      message: 'Tema inválido: use light, dark ou system',
      errors: { theme: 'Tema inválido: use light, dark ou system' },
    });
    expect((await get(operator)).json()).toEqual({ theme: 'dark' });
  });

  it('needs a session (401 code 99), also percent-encoded', async () => {
    expect((await get({})).json().code).toBe(99);
    expect((await put({}, { theme: 'dark' })).statusCode).toBe(401);
    const encoded = await ctx.app.inject({ url: '/admin/v1/user/%70references', headers: operator });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json()).toHaveProperty('theme');
  });

  it('concurrent saves of one user leave one row with one of the themes', async () => {
    const themes = ['light', 'dark', 'system', 'dark', 'light', 'system'];
    const answers = await Promise.all(themes.map((theme) => put(operator, { theme })));
    expect(answers.map((a) => a.statusCode)).toEqual(themes.map(() => 200));
    expect(themes).toContain((await get(operator)).json().theme);
  });

  it('go with their user (FK cascade)', async () => {
    const id = await ctx.createUser({ email: 'vai@example.com', password: 'segredo1' });
    await put(await ctx.login('vai@example.com', 'segredo1'), { theme: 'dark' });
    const tables = ctx.handle.db.withTables<{ user_preferences: { user_id: number } }>();
    const count = async () =>
      (await tables.selectFrom('user_preferences').select('user_id').where('user_id', '=', id).execute()).length;
    expect(await count()).toBe(1);
    await ctx.handle.db.deleteFrom('users').where('id', '=', id).execute();
    expect(await count()).toBe(0);
  });
});

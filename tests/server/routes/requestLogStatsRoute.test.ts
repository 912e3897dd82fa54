import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

describe.each(testDbKinds)('request-log stat cards (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await ctx.createUser({ email: 'stats@example.com', password: 'segredo1' });
    auth = await ctx.login('stats@example.com', 'segredo1');
    // 12,000 GETs answered 200, 30 POSTs 404, 5 DELETEs 500.
    await sql`
      insert into request_logs (method, path, response_status, duration_ms)
      select 'GET', '/admin/v1/param', 200, 3 from generate_series(1, 12000)
      union all select 'POST', '/client/v1', 404, 8 from generate_series(1, 30)
      union all select 'DELETE', '/person/v1/9', 500, 90 from generate_series(1, 5)`.execute(ctx.handle.db);
  });
  afterAll(() => ctx.close());

  const stats = async (query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/requests/v1/request-logs/stats?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('counts total, 2xx, 4xx and 5xx, stopping at 10,000 and saying so', async () => {
    expect(await stats()).toEqual({
      data: { total: 10_000, success: 10_000, client_error: 30, server_error: 5 },
      capped: { total: true, success: true, client_error: false, server_error: false },
    });
  });

  it('follows the list filters', async () => {
    expect((await stats('method=POST')).data).toEqual({ total: 30, success: 0, client_error: 30, server_error: 0 });
    expect((await stats('status=5xx&path=person')).data).toEqual({
      total: 5,
      success: 0,
      client_error: 0,
      server_error: 5,
    });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/requests/v1/request-logs/stats?status=7xx',
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Filtro ".+" inválido: use 2xx, 4xx ou 5xx\.$/);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
  });

  it("reads the list's filters by the list's own schema; paging is not its business", async () => {
    const long = await ctx.app.inject({
      method: 'GET',
      url: `/requests/v1/request-logs/stats?path=${'p'.repeat(201)}`,
      headers: auth,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^Filtro ".+" inválido: no máximo 200 caracteres\.$/);
    expect((await stats('page=abc&per_page=0&method=DELETE')).data).toMatchObject({ total: 5 });
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/requests/v1/request-logs/stats' })).statusCode).toBe(401);
  });

  it('lists rows without their large detail fields, which the record view has', async () => {
    await sql`update request_logs set body = '{"a":1}', headers = '{"request":{}}'::jsonb where id = 1`.execute(
      ctx.handle.db,
    );
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/requests/v1/request-logs?per_page=5', headers: auth })
    ).json();
    expect(Object.keys(list.data[0]).sort()).toEqual([
      'body_preview',
      'client_id',
      'created_at',
      'duration_ms',
      'id',
      'ip_address',
      'method',
      'path',
      'response_status',
      'user_agent',
    ]);
    const one = (await ctx.app.inject({ method: 'GET', url: '/requests/v1/request-logs/1', headers: auth })).json();
    expect(one.data).toMatchObject({
      id: 1,
      body: '{"a":1}',
      headers: { request: {} },
      response_body: null,
      errors: null,
    });
  });
});

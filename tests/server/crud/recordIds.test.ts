import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INT4, readRecordId } from '../../../server/crud/recordId.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

describe('readRecordId', () => {
  it('takes positive integers up to the column range, as numbers or digits, nothing else', () => {
    expect(readRecordId('42')).toBe(42);
    expect(readRecordId(7)).toBe(7);
    expect(readRecordId(MAX_INT4)).toBe(MAX_INT4);
    expect(readRecordId(MAX_INT4 + 1)).toBeUndefined();
    expect(readRecordId('2147483648', Number.MAX_SAFE_INTEGER)).toBe(2_147_483_648);
    for (const bad of [
      0,
      -1,
      1.5,
      '1.5',
      ' 7',
      '',
      true,
      [5],
      null,
      JSON.parse('{"toString":1}'),
      '9007199254740993',
      1e308,
    ])
      expect(readRecordId(bad)).toBeUndefined();
  });
});

// Found by the fuzzer: these were 500s ("value out of range for type integer", "Cannot convert
// object to primitive value").
describe.each(testDbKinds)('numbers beyond the integer columns never reach SQL (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await ctx.createUser({ email: 'ids@example.com', password: 'segredo1' });
    auth = await ctx.login('ids@example.com', 'segredo1');
  });
  afterAll(() => ctx.close());

  const call = (method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: auth,
      ...(payload !== undefined && { payload: payload as object }),
    });

  it('an id beyond int4 or 2^53 in any route is "not found" (400 where the route limits its digits)', async () => {
    const routes = ctx.app.routeList.filter((r) => r.url.includes(':id') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      for (const id of ['2147483648', '999999999999999']) {
        const res = await call(
          route.method,
          route.url.replace(':id', id),
          route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        );
        expect([400, 404], `${route.method} ${route.url} ${id}: ${res.body}`).toContain(res.statusCode);
      }
    }
    expect((await call('GET', '/admin/v1/user/2147483648')).json()).toEqual({ message: 'Registro não encontrado.' });
    expect((await call('PATCH', '/admin/v1/user/2147483648/deactivate')).statusCode).toBe(404);
    // request_logs has bigint ids: the query runs and finds nothing.
    expect((await call('GET', '/requests/v1/request-logs/2147483648')).statusCode).toBe(404);
  });

  it('ids in bodies: beyond int4 or objects are refused with 400', async () => {
    for (const ids of [[2_147_483_648], [JSON.parse('{"toString":0}')], [true]]) {
      const res = await call('POST', '/person/v1/batch-delete', { ids });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('Identificadores inválidos.');
    }
    for (const id of [2_147_483_648, JSON.parse('{"toString":""}')]) {
      expect((await call('POST', '/admin/v1/liveness/gerar-arquivos', { id })).statusCode).toBe(400);
    }
  });

  it('a version beyond int4 is a stale save (409), not an error', async () => {
    const created = await call('POST', '/admin/v1/param', { t1: 1 });
    const id = created.json().data.id;
    const res = await call('PUT', `/admin/v1/param/${id}`, { t1: 2, version: 2_147_483_648 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/^Este registro foi alterado por outra pessoa/);
  });
});

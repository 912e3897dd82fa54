import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INT4, readRecordId } from '../../../server/crud/recordId.js';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import { sampleRecord } from '../../support/sampleRecord.js';
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

/** The fixture descriptors (tests/fixtures/schemas) and the app built from them. */
const descriptors = fixtureDescriptors();
const byKey = (key: string) => descriptors.find((d) => d.key === key)!;

// Found by the fuzzer: these were 500s ("value out of range for type integer", "Cannot convert
// object to primitive value").
describe.each(testDbKinds)('numbers beyond the integer columns never reach SQL (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createFixtureApp(kind, { requestLog: false });
    await ctx.createUser({ email: 'ids@example.com', password: 'segredo1' });
    auth = await ctx.login('ids@example.com', 'segredo1');
  });
  afterAll(() => ctx?.close());

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
    // The generic routes of every fixture, and the hand-written ones (schemas/api/endpoints.json):
    // the users' actions, the subject reports, the fingerprint gallery.
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const d of descriptors.filter((d) => d.server)) expect(urls, d.key).toContain(`GET ${d.api.endpoint}/:id`);
    const { paths, users, of } = ctx.app.apiRoutes;
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        ...Object.values(users!.urls),
        `${paths.subjectReports}/:id`,
        of.fingerprintGallery!.url,
      ]),
    );

    const userRecord = `${byKey('user').api.endpoint}/2147483648`;
    expect((await call('GET', userRecord)).json()).toEqual({ message: 'Registro não encontrado.' });
    expect((await call('PATCH', users!.urls.deactivate.replace(':id', '2147483648'))).statusCode).toBe(404);
    // request_logs has bigint ids: the query runs and finds nothing.
    expect(byKey('api-call').server!.table).toBe('request_logs');
    expect((await call('GET', `${byKey('api-call').api.endpoint}/2147483648`)).statusCode).toBe(404);
  });

  it('ids in bodies: beyond int4 or objects are refused with 400', async () => {
    const batch = descriptors.filter((d) => d.api.batchDelete);
    expect(batch.length).toBeGreaterThan(0);
    for (const d of batch) {
      for (const ids of [[2_147_483_648], [JSON.parse('{"toString":0}')], [true]]) {
        const res = await call('POST', `${d.api.endpoint}/batch-delete`, { ids });
        expect(res.statusCode, `${d.key}: ${res.body}`).toBe(400);
        expect(res.json().message).toBe('Identificadores inválidos.');
      }
    }
  });

  it('a version beyond int4 is a stale save (409), not an error', async () => {
    for (const d of descriptors.filter((d) => !d.readOnly && d.server)) {
      const created = await call('POST', d.api.endpoint, sampleRecord(d));
      expect(created.statusCode, `${d.key}: ${created.body}`).toBe(201);
      const record = created.json()[d.api.record];
      const changes = sampleRecord(d, 'update');
      for (const [k, f] of Object.entries(d.fields)) if (f.readOnlyOnEdit) delete changes[k];
      const res = await call('PUT', `${d.api.endpoint}/${record.id}`, {
        ...record,
        ...changes,
        version: 2_147_483_648,
      });
      expect(res.statusCode, `${d.key}: ${res.body}`).toBe(409);
      expect(res.json().message).toMatch(/^Este registro foi alterado por outra pessoa/);
    }
  });
});

// The liveness files' route is production's liveness-log's (schemas/api/endpoints.json,
// entityPaths.livenessFiles): the fixtures have no such entity, so their app does not serve it.
describe.each(testDbKinds)("production's liveness files take no record id beyond the column (%s)", (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await ctx.createUser({ email: 'ids@example.com', password: 'segredo1' });
    auth = await ctx.login('ids@example.com', 'segredo1');
  });
  afterAll(() => ctx?.close());

  it('an id beyond int4, or an object, in the body is refused with 400', async () => {
    const url = ctx.app.apiRoutes.of.livenessFiles!.url;
    for (const id of [2_147_483_648, JSON.parse('{"toString":""}')]) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: auth, payload: { id } });
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import type { TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

/**
 * Every date filter of the fixture descriptors (tests/fixtures/schemas): the api-call's from/to
 * over request_logs.created_at and the capture-log's dataHora/dataHoraFim over liveness_logs.data_hora.
 */
const dated = fixtureDescriptors()
  .map((d) => ({ d, filters: d.list.filters.filter((f) => f.type === 'date') }))
  .filter(({ filters }) => filters.length > 0);

// Found by the fuzzer: JavaScript reads year 0, negative and six-digit years as dates, PostgreSQL
// refused them ("time zone displacement out of range"): lists answered 500 and exports broke off.
describe.each(testDbKinds)('date filters (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createFixtureApp(kind, { requestLog: false });
    await ctx.createUser({ email: 'datas@example.com', password: 'segredo1' });
    auth = await ctx.login('datas@example.com', 'segredo1');
  });
  afterAll(() => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });
  /** Each date filter's list, and its export where the descriptor has one, with `value`. */
  const urls = (value: string) =>
    dated.flatMap(({ d, filters }) =>
      filters.flatMap((f) => {
        const query = `?${f.param}=${encodeURIComponent(value)}`;
        return [
          { label: f.label, url: `${d.api.endpoint}${query}` },
          ...(d.list.export !== false ? [{ label: f.label, url: `${d.api.endpoint}/export.csv${query}` }] : []),
        ];
      }),
    );

  it('the fixtures have date filters on two tables, with exports', () => {
    expect(dated.map(({ d }) => d.server!.table).sort()).toEqual(['liveness_logs', 'request_logs']);
    expect(urls('2026-01-01').filter(({ url }) => url.includes('/export.csv'))).toHaveLength(4);
  });

  it('refuse dates PostgreSQL cannot hold with a 400 in pt-BR, in lists and exports', async () => {
    for (const value of [
      '0000-01-01',
      '0000-12-31T23:59:59.999Z',
      '-001000-01-01',
      '+010000-01-01T00:00:00.000Z',
      '+275760-09-13',
      '99999-01-01',
    ]) {
      for (const { label, url } of urls(value)) {
        const res = await get(url);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json().message).toBe(`Filtro "${label}" inválido: use uma data AAAA-MM-DD.`);
      }
    }
  });

  it('take the years 1 to 9999, in lists and exports', async () => {
    for (const [from, to] of [
      ['0001-01-02', '0001-01-02'],
      ['9999-12-31', '9999-12-30'],
      ['2026-11-23T10:00:00.000Z', '2026-11-23T10:00:00.000Z'],
    ]) {
      for (const { d, filters } of dated) {
        // The 'gte' filter takes the start, the 'lte' one the end (from/to, dataHora/dataHoraFim).
        const query = filters
          .map((f) => `${f.param}=${encodeURIComponent(d.server!.filters[f.param]!.op === 'lte' ? to! : from!)}`)
          .join('&');
        for (const url of [`${d.api.endpoint}?${query}`, `${d.api.endpoint}/export.csv?${query}`]) {
          const res = await get(url);
          expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        }
      }
    }
  });
});

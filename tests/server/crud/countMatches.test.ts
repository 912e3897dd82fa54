import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { COUNT_CAP, countPlan, TRUST_ESTIMATE_FROM } from '../../../server/crud/countMatches.js';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

describe('countPlan', () => {
  it('trusts only estimates far above the cap, counts inside the list when few rows match', () => {
    expect(countPlan(Number.POSITIVE_INFINITY)).toBe('estimate');
    expect(countPlan(TRUST_ESTIMATE_FROM)).toBe('estimate');
    expect(countPlan(TRUST_ESTIMATE_FROM - 1)).toBe('capped-count');
    expect(countPlan(COUNT_CAP / 2)).toBe('capped-count');
    expect(countPlan(COUNT_CAP / 2 - 1)).toBe('in-list');
    expect(countPlan(0)).toBe('in-list');
  });
});

/**
 * The list of the fixture 'capture-log' (tests/fixtures/schemas/capture-log.json: liveness_logs,
 * its envelope items/total/pages, filters from a date, from a BPM and by CPF).
 */
const captures = fixtureDescriptors().find((d) => d.key === 'capture-log')!;

describe.each(testDbKinds)('list totals without a full count (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  const { items, total, pages } = captures.api.list;
  const list = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `${captures.api.endpoint}?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return {
      data: body[items] as Record<string, unknown>[],
      total: body[total] as number,
      pages: body[pages!] as number,
      total_capped: body.total_capped as boolean | undefined,
      total_estimate: body.total_estimate as number | undefined,
    };
  };

  beforeAll(async () => {
    expect([items, total, pages]).toEqual(['items', 'total', 'pages']);
    expect(captures.server!.filters).toMatchObject({
      dataHora: { op: 'gte' },
      bpm: { op: 'gte' },
      cpf: { op: 'digits' },
    });
    ctx = await createFixtureApp(kind, { requestLog: false });
    await ctx.createUser({ email: 'contagem@example.com', password: 'senha123' });
    auth = await ctx.login('contagem@example.com', 'senha123');
    // 60,000 captures: 300 from 2031 on (BPM 60), 7,000 at BPM 150, the rest at BPM 70 in 2025.
    await sql`
      insert into liveness_logs (bpm, device_model, cpf, data_hora)
      select case when g <= 300 then 60 when g <= 7300 then 150 else 70 end,
             'Modelo ' || (g % 50),
             '52998224725',
             case when g <= 300 then timestamptz '2031-01-01T12:00:00Z' + g * interval '1 minute'
                  else timestamptz '2025-01-01T12:00:00Z' + g * interval '1 second' end
      from generate_series(1, 60000) g`.execute(ctx.handle.db);
    await sql`analyze liveness_logs`.execute(ctx.handle.db);
  }, 60_000);
  afterAll(() => ctx?.close());

  it('far above the cap: "more than 10,000" from the estimate, flagged as such', async () => {
    const body = await list('page=1&per_page=50');
    expect(body).toMatchObject({ total: COUNT_CAP, total_capped: true, pages: 2 });
    expect(body.total_estimate).toBeGreaterThan(50_000);
    expect(body.data).toHaveLength(50);
  });

  it('a few matches: the exact total, counted by the list query itself (no helper column leaks)', async () => {
    const body = await list('page=2&per_page=50&dataHora=2030-06-01');
    expect(body).toMatchObject({ total: 300, pages: 6 });
    expect(body.total_capped).toBeUndefined();
    expect(body.total_estimate).toBeUndefined();
    expect(body.data).toHaveLength(50);
    expect(Object.keys(body.data[0]!)).not.toContain('__total');
  });

  it('past the last page of a few matches: still the exact total', async () => {
    const body = await list('page=9&per_page=50&dataHora=2030-06-01');
    expect(body).toMatchObject({ total: 300, pages: 6, data: [] });
  });

  it('between: an exact count that stops at the cap', async () => {
    const body = await list('page=1&per_page=10&bpm=150');
    expect(body).toMatchObject({ total: 7000, pages: 700 });
    expect(body.total_capped).toBeUndefined();
  });

  it('no match: zero', async () => {
    expect(await list('page=1&per_page=10&cpf=111')).toMatchObject({ total: 0, pages: 1, data: [] });
  });
});

// The request log's stat cards are a hand-written route of production's request-log
// (schemas/api/endpoints.json, entityPaths.requestLogStats): the fixture app does not serve them.
describe.each(testDbKinds)("production's request-log stat cards count like the lists (%s)", (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await ctx.createUser({ email: 'contagem@example.com', password: 'senha123' });
    auth = await ctx.login('contagem@example.com', 'senha123');
    // 60,000 rows: 300 with a rare path, 7,000 DELETEs, the rest common GETs.
    await sql`
      insert into request_logs (method, path, body, response_status, duration_ms)
      select case when g <= 7000 then 'DELETE' else 'GET' end,
             case when g % 200 = 0 then '/raro/' || g else '/admin/v1/param?page=' || (g % 50) end,
             null, 200, 1
      from generate_series(1, 60000) g`.execute(ctx.handle.db);
    await sql`analyze request_logs`.execute(ctx.handle.db);
  }, 60_000);
  afterAll(() => ctx?.close());

  it('the stat cards use the same rule', async () => {
    const stats = ctx.app.apiRoutes.of.requestLogStats!.url;
    const res = await ctx.app.inject({ method: 'GET', url: `${stats}?path=%2Fraro%2F`, headers: auth });
    expect(res.json()).toMatchObject({ data: { total: 300, success: 300, client_error: 0 }, capped: { total: false } });
    const all = await ctx.app.inject({ method: 'GET', url: stats, headers: auth });
    expect(all.json()).toMatchObject({
      data: { total: COUNT_CAP, success: COUNT_CAP },
      capped: { total: true, success: true },
    });
  });
});

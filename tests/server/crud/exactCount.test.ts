import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import type { TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

/**
 * Past 10,000 matches a list's total is capped; `count=exact` counts it (the console's last-page
 * jump and page field), and a page asked past the end answers the real last page (issue 23, item 10).
 * The capture-log fixture over liveness_logs, given 10,050 rows (2,010 of them at 100 bpm).
 */
const captureLogs = fixtureDescriptors().find((d) => d.key === 'capture-log')!;
const ROWS = 10_050;
const { items: ITEMS, total: TOTAL, pages: PAGES } = captureLogs.api.list;

describe.each(testDbKinds)('exact counts and pages past the end (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createFixtureApp(kind, { requestLog: false });
    await ctx.createUser({ email: 'contagem@example.com', password: 'segredo1' });
    auth = await ctx.login('contagem@example.com', 'segredo1');
    await sql`
      insert into liveness_logs (bpm, exposure)
      select case when i % 5 = 0 then 100 else 60 end, i from generate_series(1, ${ROWS}) as s(i)`.execute(
      ctx.handle.db,
    );
    await sql`analyze liveness_logs`.execute(ctx.handle.db);
  });
  afterAll(() => ctx?.close());

  const list = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `${captureLogs.api.endpoint}?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown> & { total_capped?: boolean };
  };
  const items = (body: Record<string, unknown>) => body[ITEMS] as unknown[];

  it('without count=exact the total is capped; with it, exact and not capped', async () => {
    const capped = await list('per_page=50');
    expect(capped.total_capped).toBe(true);
    expect(capped[TOTAL]).toBe(10_000);
    const exact = await list('per_page=50&count=exact');
    expect(exact[TOTAL]).toBe(ROWS);
    expect(exact.total_capped).toBeUndefined();
    expect(exact[PAGES!]).toBe(Math.ceil(ROWS / 50));
    expect(items(exact)).toHaveLength(50);
  });

  it('count=exact with filters and a sort counts the matches', async () => {
    const body = await list('bpm=60&count=exact&sort=bpm&order=desc');
    expect(body[TOTAL]).toBe(ROWS);
    const fewer = await list('bpm=61&count=exact&sort=dataHora');
    expect(fewer[TOTAL]).toBe(ROWS / 5);
  });

  it('a page past the end of a capped list is empty and names the real last page', async () => {
    const body = await list('page=5000&per_page=10');
    expect(items(body)).toEqual([]);
    expect(body[PAGES!]).toBe(Math.ceil(ROWS / 10));
    expect(body[TOTAL]).toBe(ROWS);
  });

  it('a page past the end of a small list is empty and names its last page', async () => {
    const body = await list('bpm=1000&page=999');
    expect(items(body)).toEqual([]);
    expect(body[TOTAL]).toBe(0);
    expect(body[PAGES!]).toBe(1);
    const few = await list('bpm=100&per_page=1000&page=999');
    expect(items(few)).toEqual([]);
    expect(few[PAGES!]).toBe(Math.ceil(Math.floor(ROWS / 5) / 1000));
  });

  it('count takes exact only', async () => {
    for (const value of ['EXACT', 'yes', '', 'exact&count=exact']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${captureLogs.api.endpoint}?count=${value}`,
        headers: auth,
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().message).toBe('Parâmetro “count” inválido: use exact (ou omita-o).');
    }
  });
});

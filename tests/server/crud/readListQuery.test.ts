import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import type { TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';
import { readListQuery } from '../../../server/crud/readListQuery.js';
import type { ServedDescriptor } from '../../../server/crud/sqlMapping.js';

/**
 * The fixture 'api-call' (tests/fixtures/schemas/api-call.json): a list over request_logs whose
 * `path` filter is `contains` through the values table request_log_paths, beside an `eq` and a
 * `status-class` filter.
 */
const apiCalls = fixtureDescriptors().find((d) => d.key === 'api-call') as ServedDescriptor;
const { items, total } = apiCalls.api.list;

interface Row {
  id: number;
  method: string;
  path: string;
  status: number;
}

/**
 * 4,000 logs whose paths repeat very unevenly, as in production: one endpoint on a third of the
 * rows, 1,100 person paths once or twice each (more distinct values than a lookup narrows to),
 * mixed case, and paths holding LIKE's own '%' and '_'.
 */
function sampleRows(): Omit<Row, 'id'>[] {
  const rows: Omit<Row, 'id'>[] = [];
  for (let i = 0; i < 4000; i++) {
    const method = ['GET', 'POST', 'PUT', 'DELETE'][i % 4]!;
    const status = [200, 201, 404, 500, 200][i % 5]!;
    let path: string;
    if (i % 3 === 0) path = '/api/v2/serpro/consulta';
    else if (i % 3 === 1) path = `/person/v1/${Math.floor(i / 3) % 1100}`;
    else if (i % 10 === 2) path = '/API/V2/Liveness';
    else if (i % 10 === 5) path = `/busca?q=50%_off&page=${i % 7}`;
    else path = `/admin/v1/param?page=${i % 40}`;
    rows.push({ method, path, status });
  }
  return rows;
}

/** What `path ILIKE '%text%'` (and the other filters) match, newest first: the reference. */
function expected(rows: Row[], f: { path: string; method?: string; status?: number }): number[] {
  return rows
    .filter((r) => r.path.toLowerCase().includes(f.path.toLowerCase()))
    .filter((r) => !f.method || r.method === f.method)
    .filter((r) => !f.status || Math.trunc(r.status / 100) === f.status)
    .map((r) => r.id)
    .sort((a, b) => b - a);
}

describe.each(testDbKinds)('endpoint filter through request_log_paths (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  let rows: Row[];
  beforeAll(async () => {
    ctx = await createFixtureApp(kind, { requestLog: false });
    await ctx.createUser({ email: 'paths@example.com', password: 'segredo1' });
    auth = await ctx.login('paths@example.com', 'segredo1');
    const sample = sampleRows();
    // Several statements, as the writer inserts batches: the trigger keeps the paths of each.
    for (let i = 0; i < sample.length; i += 700) {
      await sql`insert into request_logs (method, path, response_status, duration_ms)
        select x.method, x.path, x.status, 1 from json_to_recordset(${JSON.stringify(sample.slice(i, i + 700))}::json) as x(method text, path text, status int)`.execute(
        ctx.handle.db,
      );
    }
    rows = (
      await sql<Row>`select id::int as id, method, path, response_status as status from request_logs`.execute(
        ctx.handle.db,
      )
    ).rows;
    await sql`analyze request_logs`.execute(ctx.handle.db);
  }, 60_000);
  afterAll(() => ctx.close());

  const list = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `${apiCalls.api.endpoint}?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    return { data: page[items] as { id: number }[], total: page[total] as number };
  };

  it.each([
    ['/person/v1/12', {}],
    ['/PERSON/v1/1', {}],
    ['serpro', {}],
    ['Liveness', { method: 'PUT' }],
    ['50%_', {}],
    ['%', {}],
    ['_off', { status: 2 }],
    ['v2', { method: 'DELETE', status: 5 }],
    ['person', {}],
    ['/person/v1/7', { method: 'GET' }],
    ['nada-disso', {}],
  ] as const)(
    '%s %o: the same rows, order and total as path ILIKE',
    async (text, more: { method?: string; status?: number }) => {
      const want = expected(rows, { path: text, ...more });
      const params = new URLSearchParams({
        path: text,
        ...(more.method && { method: more.method }),
        ...(more.status && { status: `${more.status}xx` }),
      });
      for (const [page, perPage] of [
        [1, 10],
        [2, 10],
        [3, 50],
        [1, 1000],
        [2, 1000],
      ] as const) {
        const got = await list(`${params}&page=${page}&per_page=${perPage}`);
        expect(
          got.data.map((r) => r.id),
          `${params} page ${page} × ${perPage}`,
        ).toEqual(want.slice((page - 1) * perPage, page * perPage));
        expect(got.total).toBe(want.length);
      }
    },
  );

  it('narrows to the distinct paths that match, or to none; more than the limit is a plain ILIKE', async () => {
    const rare = await readListQuery(ctx.handle.db, apiCalls, { path: '/person/v1/19' });
    const distinct = [...new Set(rows.map((r) => r.path).filter((p) => p.includes('/person/v1/19')))].sort();
    expect(distinct.length).toBeGreaterThanOrEqual(11); // 19, 190–199 and more
    expect(rare.narrowed?.values.sort()).toEqual(distinct);
    expect((await readListQuery(ctx.handle.db, apiCalls, { path: 'nada-disso' })).narrowed?.values).toEqual([]);
    // 'person' matches 1,100 distinct paths: more than the 1,000 a lookup narrows to.
    const broad = await readListQuery(ctx.handle.db, apiCalls, { path: 'person', method: 'GET' });
    expect(broad.narrowed).toBeUndefined();
    expect(broad.where).toHaveLength(2);
    expect(
      (await readListQuery(ctx.handle.db, apiCalls, { path: '/person/v1/11' }, undefined, 5)).narrowed,
    ).toBeUndefined();
  });

  it('the export follows the same filter', async () => {
    const want = expected(rows, { path: '/person/v1/12' });
    const exportUrl = `${apiCalls.api.endpoint}/export.csv`;
    const ticket = (
      await ctx.app.inject({
        method: 'POST',
        url: ctx.app.apiRoutes.paths.filesTicket,
        headers: auth,
        payload: { path: exportUrl },
      })
    ).json().ticket;
    const csv = await ctx.app.inject({ method: 'GET', url: `${exportUrl}?path=%2Fperson%2Fv1%2F12&ticket=${ticket}` });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(want.length + 1);
  });
});

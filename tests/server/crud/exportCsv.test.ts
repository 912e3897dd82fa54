import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadDescriptors } from '../../../server/descriptors/loadDescriptors.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

const descriptors = loadDescriptors('schemas').filter((d) => d.server);
const ROWS = 4_500; // more than two export batches of 2,000

describe.each(testDbKinds)('Exportar: CSV of every matching row (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await ctx.createUser({ email: 'export@example.com', password: 'segredo1' });
    auth = await ctx.login('export@example.com', 'segredo1');
    // Many rows share one created_at, so the keyset must also order by id.
    await sql`
      insert into request_logs (method, path, body, response_status, duration_ms, ip_address, created_at)
      select (array['GET','POST','PUT','DELETE'])[1 + g % 4], '/client/v1/' || g, case when g % 10 = 0 then '{"nome":"Ação; \"x\""}' end,
        (array[200, 201, 404, 500])[1 + g % 4], g % 700, '10.0.0.' || (g % 255),
        timestamptz '2026-11-01 12:00:00+00' + (g / 7) * interval '1 minute'
      from generate_series(1, ${ROWS}) g`.execute(ctx.handle.db);
  });
  afterAll(() => ctx.close());

  const exportCsv = async (query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/requests/v1/request-logs/export.csv?${query}`,
      headers: auth,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res;
  };

  it('streams every row (all pages, in list order) as Excel pt-BR CSV: BOM, ";" separator, pt-BR dates', async () => {
    const res = await exportCsv('tz=UTC');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="request-log-\d{8}-\d{4}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Método;Endpoint;Status;Duração;IP;Data/Hora');
    expect(lines).toHaveLength(ROWS + 1);
    const ids = lines.slice(1).map((l) => Number(/\/client\/v1\/(\d+)/.exec(l)![1]));
    expect(ids).toEqual(Array.from({ length: ROWS }, (_, i) => ROWS - i));
    expect(new Set(ids).size).toBe(ROWS);
    expect(lines[1]).toBe(
      `GET;/client/v1/${ROWS};200;${(ROWS % 700).toLocaleString('pt-BR')} ms;10.0.0.${ROWS % 255};${'01/11/2026'} ${'22:42:00'}`,
    );
  });

  it('applies the list filters and exports only the matching rows', async () => {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from request_logs where method = 'POST' and response_status between 200 and 299`.execute(
      ctx.handle.db,
    );
    const res = await exportCsv('method=POST&status=2xx');
    const lines = res.body.slice(1).trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(rows[0]!.n);
    expect(lines.every((l) => l.startsWith('POST;'))).toBe(true);
  });

  const ticketFor = async (path: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/admin/v1/files/ticket',
      headers: auth,
      payload: { path },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().ticket as string;
  };

  it('opens with a file ticket (a native download link) and refuses without one', async () => {
    const ticket = await ticketFor('/requests/v1/request-logs/export.csv');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/requests/v1/request-logs/export.csv?path=client&ticket=${ticket}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/requests/v1/request-logs/export.csv' })).statusCode).toBe(401);
    const access = await ctx.handle.db.selectFrom('access_logs').selectAll().where('action', '=', 'export').execute();
    expect(access.some((a) => a.subject === 'request-log' && a.subject_id === 'path=client')).toBe(true);
  });

  it('a ticket opens only the export it was issued for (any filters): not another export, not a stored file', async () => {
    const ticket = await ticketFor('/requests/v1/request-logs/export.csv');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/requests/v1/request-logs/export.csv?method=GET&ticket=${ticket}` }))
        .statusCode,
    ).toBe(200);
    const other = await ctx.app.inject({ method: 'GET', url: `/admin/v1/user/export.csv?ticket=${ticket}` });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Este link não dá acesso a esta exportação. Exporte novamente pelo console.');
    expect((await ctx.app.inject({ method: 'GET', url: `/files/a/b.txt?ticket=${ticket}` })).statusCode).toBe(403);
    const forFile = await ticketFor('a/b.txt');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/requests/v1/request-logs/export.csv?ticket=${forFile}` }))
        .statusCode,
    ).toBe(403);
  });

  it.each(descriptors.map((d) => [d.key, d] as const))('%s: exports its list columns', async (_key, d) => {
    const res = await ctx.app.inject({ method: 'GET', url: `${d.api.endpoint}/export.csv`, headers: auth });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const header = res.body.slice(1).split('\r\n')[0]!;
    expect(header.split(';')[0]).toBe(d.list.columns[0]!.label);
  });

  it('answers a bad filter with a pt-BR message before streaming', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/requests/v1/request-logs/export.csv?status=9xx',
      headers: auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/inválido/);
  });
});

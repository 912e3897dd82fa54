import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import type { TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

/**
 * The export route (server/crud/exportRoute.ts) on the fixture descriptors (tests/fixtures/schemas):
 * the rows are the 'api-call' fixture's, a read-only list over request_logs.
 */
const descriptors = fixtureDescriptors().filter((d) => d.server);
const byKey = (key: string) => descriptors.find((d) => d.key === key)!;
const apiCalls = byKey('api-call');
const EXPORT = `${apiCalls.api.endpoint}/export.csv`;
const ROWS = 4_500; // more than two export batches of 2,000

describe.each(testDbKinds)('Exportar: CSV of every matching row (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createFixtureApp(kind, { requestLog: false });
    await ctx.createUser({ email: 'export@example.com', password: 'segredo1' });
    auth = await ctx.login('export@example.com', 'segredo1');
    // Many rows share one created_at, so the keyset must also order by id.
    await sql`
      insert into request_logs (method, path, body, response_status, duration_ms, ip_address, created_at)
      select (array['GET','POST','PUT','DELETE'])[1 + g % 4], '/fixture/v1/vendor/' || g, case when g % 10 = 0 then '{"nome":"Ação; \"x\""}' end,
        (array[200, 201, 404, 500])[1 + g % 4], g % 700, '10.0.0.' || (g % 255),
        timestamptz '2026-11-01 12:00:00+00' + (g / 7) * interval '1 minute'
      from generate_series(1, ${ROWS}) g`.execute(ctx.handle.db);
  });
  afterAll(() => ctx.close());

  const exportCsv = async (query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${EXPORT}?${query}`,
      headers: auth,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res;
  };

  it('streams every row (all pages, in list order) as Excel pt-BR CSV: BOM, ";" separator, pt-BR dates', async () => {
    const res = await exportCsv('tz=UTC');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Chamadas a API \d{4}-\d{2}-\d{2} \d{2}h\d{2}\.csv"; filename\*=UTF-8''Chamadas%20%C3%A0%20API%20/,
    );
    expect(res.headers['x-total-rows']).toBe(String(ROWS));
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Método;Endpoint;Status;Duração (ms);Data/Hora');
    expect(lines).toHaveLength(ROWS + 1);
    const ids = lines.slice(1).map((l) => Number(/\/fixture\/v1\/vendor\/(\d+)/.exec(l)![1]));
    expect(ids).toEqual(Array.from({ length: ROWS }, (_, i) => ROWS - i));
    expect(new Set(ids).size).toBe(ROWS);
    expect(lines[1]).toBe(`GET;/fixture/v1/vendor/${ROWS};200;${ROWS % 700};${'01/11/2026'} ${'22:42:00'}`);
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
      url: ctx.app.apiRoutes.paths.filesTicket,
      headers: auth,
      payload: { path },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().ticket as string;
  };

  it('opens with a file ticket (a native download link) and refuses without one', async () => {
    const ticket = await ticketFor(EXPORT);
    const res = await ctx.app.inject({ method: 'GET', url: `${EXPORT}?path=vendor&ticket=${ticket}` });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: EXPORT })).statusCode).toBe(401);
    const access = await ctx.handle.db.selectFrom('access_logs').selectAll().where('action', '=', 'export').execute();
    expect(access.some((a) => a.subject === 'api-call' && a.subject_id === 'path=vendor')).toBe(true);
  });

  it('a ticket opens only the export it was issued for (any filters): not another export, not a stored file', async () => {
    const ticket = await ticketFor(EXPORT);
    expect((await ctx.app.inject({ method: 'GET', url: `${EXPORT}?method=GET&ticket=${ticket}` })).statusCode).toBe(
      200,
    );
    const other = await ctx.app.inject({
      method: 'GET',
      url: `${byKey('user').api.endpoint}/export.csv?ticket=${ticket}`,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Este link não dá acesso a esta exportação. Exporte novamente pelo console.');
    expect((await ctx.app.inject({ method: 'GET', url: `/files/a/b.txt?ticket=${ticket}` })).statusCode).toBe(403);
    const forFile = await ticketFor('a/b.txt');
    expect((await ctx.app.inject({ method: 'GET', url: `${EXPORT}?ticket=${forFile}` })).statusCode).toBe(403);
  });

  it.each(descriptors.map((d) => [d.key, d] as const))(
    '%s: exports its list columns, or has no export when its list says export: false',
    async (_key, d) => {
      const res = await ctx.app.inject({ method: 'GET', url: `${d.api.endpoint}/export.csv`, headers: auth });
      if (d.list.export === false) {
        // No export route: the address is the record route's, with an id that is no number.
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).not.toMatch(/csv/);
        return;
      }
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const header = res.body.slice(1).split('\r\n')[0]!;
      expect(header.split(';')[0]).toBe(d.list.columns[0]!.label);
    },
  );

  it('answers a bad filter with a pt-BR message before streaming', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${EXPORT}?status=9xx`,
      headers: auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/inválido/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import { testDbKinds } from '../../support/testDb.js';

/**
 * `tz` on the date filters (issue 23, item 10): a `YYYY-MM-DD` filter is that day in the operator's
 * zone. The capture-log fixture (liveness_logs.data_hora, 'Data De' / 'Data Até') holds a capture
 * at 2026-11-14T00:30Z, which São Paulo saw on 13/11 at 21:30.
 */
const captureLog = fixtureDescriptors().find((d) => d.key === 'capture-log')!;
const day = (tz?: string) =>
  `dataHora=2026-11-13&dataHoraFim=2026-11-13${tz === undefined ? '' : `&tz=${encodeURIComponent(tz)}`}`;
const invalid = 'Fuso horário inválido: use um nome IANA, como America/Sao_Paulo.';

describe.each(testDbKinds)('date filters in the operator’s time zone (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  let evening: number;
  beforeAll(async () => {
    ctx = await createFixtureApp(kind, { requestLog: false });
    await ctx.createUser({ email: 'fuso@example.com', password: 'segredo1' });
    auth = await ctx.login('fuso@example.com', 'segredo1');
    const { rows } = await sql<{ id: number }>`
      insert into liveness_logs (bpm, data_hora) values (71, '2026-11-14T00:30:00Z') returning id`.execute(
      ctx.handle.db,
    );
    evening = rows[0]!.id;
    await sql`insert into liveness_logs (bpm, data_hora) values (72, '2026-11-13T02:30:00Z')`.execute(ctx.handle.db);
  });
  afterAll(() => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });
  const ids = async (query: string) => {
    const res = await get(`${captureLog.api.endpoint}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json()[captureLog.api.list.items] as { id: number }[]).map((r) => r.id);
  };

  it('13/11 in São Paulo holds the capture of 13/11 21:30 there (00:30Z the next day), not the one of 12/11 23:30', async () => {
    expect(await ids(day('America/Sao_Paulo'))).toEqual([evening]);
  });

  it('13/11 in UTC does not hold it, and holds the 02:30Z one', async () => {
    const utc = await ids(day('UTC'));
    expect(utc).not.toContain(evening);
    expect(utc).toHaveLength(1);
  });

  it('a date and time without zone is read in tz too; one with its own zone keeps it', async () => {
    expect(await ids('dataHora=2026-11-13T21:00&dataHoraFim=2026-11-13T22:00&tz=America/Sao_Paulo')).toEqual([evening]);
    expect(await ids('dataHora=2026-11-14T00:00Z&dataHoraFim=2026-11-14T01:00Z&tz=Asia/Tokyo')).toEqual([evening]);
  });

  it('the export reads the dates in the same zone', async () => {
    const res = await get(`${captureLog.api.endpoint}/export.csv?${day('America/Sao_Paulo')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.trim().split(/\r\n/)).toHaveLength(2);
    const utc = await get(`${captureLog.api.endpoint}/export.csv?${day('UTC')}`);
    expect(utc.body.trim().split(/\r\n/)).toHaveLength(2);
    expect(utc.body).not.toEqual(res.body);
  });

  it('an unknown, malformed or oversized zone is a 400 in pt-BR, in the list and the export', async () => {
    for (const tz of ['Mars/Olympus', '-03:00', 'America/Sao Paulo', 'x'.repeat(300), '../../etc']) {
      for (const path of [captureLog.api.endpoint, `${captureLog.api.endpoint}/export.csv`]) {
        const res = await get(`${path}?${day(tz)}`);
        expect(res.statusCode, `${path} ${tz}`).toBe(400);
        expect(res.json().message, tz).toBe(invalid);
      }
    }
  });

  it('a blank tz is no tz (the server’s own zone, as before)', async () => {
    expect(await ids(`${day()}&tz=`)).toEqual(await ids(day()));
  });
});

describe.each(testDbKinds)('tz on the request-log stat cards (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await ctx.createUser({ email: 'cartoes@example.com', password: 'segredo1' });
    auth = await ctx.login('cartoes@example.com', 'segredo1');
  });
  afterAll(() => ctx?.close());

  it('takes a known zone and refuses an unknown one', async () => {
    const url = ctx.app.apiRoutes.of.requestLogStats!.url;
    const ok = await ctx.app.inject({ method: 'GET', url: `${url}?tz=America/Sao_Paulo`, headers: auth });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await ctx.app.inject({ method: 'GET', url: `${url}?tz=Mars/Olympus`, headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(invalid);
  });
});

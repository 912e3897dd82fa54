import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import type { TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

/**
 * The export streams the rows in the screen's order: `sort`/`order` as the list reads them, over
 * more rows than one export batch (2,000), with repeated values and empty ones, so the keyset
 * (value, id) is tested at batch edges. The 'capture-log' fixture (liveness_logs): `bpm` and
 * `dataHora` are sortable, and `deviceModel` names each row.
 */
const capture = fixtureDescriptors().find((d) => d.key === 'capture-log')!;
const LIST = capture.api.endpoint;
const EXPORT = `${LIST}/export.csv`;
const ROWS = 4_500;

describe.each(testDbKinds)('Exportar: in the order of the screen (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createFixtureApp(kind, { requestLog: false });
    await ctx.createUser({ email: 'ordem@example.com', password: 'segredo1' });
    auth = await ctx.login('ordem@example.com', 'segredo1');
    // bpm: 60 values repeated 75 times each, every 9th row empty; data_hora repeated by sevens.
    await sql`
      insert into liveness_logs (bpm, device_model, data_hora)
      select case when g % 9 = 0 then null else 60 + g % 60 end, 'D' || g,
        timestamptz '2026-11-01 12:00:00+00' + (g / 7) * interval '1 minute'
      from generate_series(1, ${ROWS}) g`.execute(ctx.handle.db);
  });
  afterAll(() => ctx.close());

  /** The rows' names in the list's order: every page of the list route. */
  async function listed(query: string): Promise<string[]> {
    const names: string[] = [];
    for (let page = 1; ; page++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${LIST}?${query}&page=${page}&per_page=1000`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      const items = res.json<{ items: { deviceModel: string }[] }>().items;
      names.push(...items.map((i) => i.deviceModel));
      if (items.length < 1000) return names;
    }
  }

  /** The rows' names in the export's order. */
  async function exported(query: string): Promise<string[]> {
    const res = await ctx.app.inject({ method: 'GET', url: `${EXPORT}?${query}&cols=deviceModel`, headers: auth });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.body.slice(1).trimEnd().split('\r\n').slice(1);
  }

  it.each(['sort=bpm&order=asc', 'sort=bpm&order=desc', 'sort=dataHora&order=asc', 'sort=dataHora&order=desc', ''])(
    '%s: every row once, in the list order',
    async (query) => {
      const fromList = await listed(query);
      expect(fromList).toHaveLength(ROWS);
      const fromExport = await exported(query);
      expect(new Set(fromExport).size).toBe(ROWS);
      expect(fromExport).toEqual(fromList);
    },
  );

  it('empty values last in both directions; ties by id in the same direction', async () => {
    const asc = await exported('sort=bpm&order=asc');
    const desc = await exported('sort=bpm&order=desc');
    const empty = Math.floor(ROWS / 9);
    const id = (name: string) => Number(name.slice(1));
    for (const rows of [asc, desc]) expect(rows.slice(-empty).every((n) => id(n) % 9 === 0)).toBe(true);
    // bpm 60 (g % 60 === 0, not a multiple of 9): the first ascending, by id ascending.
    const sixty = asc.filter((n) => id(n) % 60 === 0 && id(n) % 9 !== 0);
    expect(asc.slice(0, sixty.length)).toEqual(sixty);
    expect(sixty.map(id)).toEqual([...sixty.map(id)].sort((a, b) => a - b));
  });

  it('a sort that is no sortable column is a pt-BR 400, before any row or access record', async () => {
    const before = await ctx.handle.db.selectFrom('access_logs').select('id').execute();
    const res = await ctx.app.inject({ method: 'GET', url: `${EXPORT}?sort=cpf`, headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/“sort” inválido/);
    const sideways = await ctx.app.inject({ method: 'GET', url: `${EXPORT}?sort=bpm&order=lado`, headers: auth });
    expect(sideways.statusCode).toBe(400);
    expect(await ctx.handle.db.selectFrom('access_logs').select('id').execute()).toHaveLength(before.length);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import type { TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';
import { sortableFields } from '../../../server/crud/listSort.js';
import { selectList, type ServedDescriptor } from '../../../server/crud/sqlMapping.js';
import { readListQuery } from '../../../server/crud/readListQuery.js';
import { exportRows } from '../../../server/export/exportRows.js';

/**
 * `sort` and `order` on the fixture lists that mark sortable columns: a plain table with mapped
 * columns (message-template), a joined field and a nullable name (member), a JSON-record table with
 * a promoted column (ticket), the request log (api-call) and a capture log with empty values
 * (capture-log). Values repeat on purpose: the id breaks the ties, in the column's direction.
 */
const descriptors = fixtureDescriptors() as ServedDescriptor[];
const sorted = descriptors.filter((d) => d.server && sortableFields(d).length > 0);
const byKey = (key: string) => descriptors.find((d) => d.key === key)!;

type Row = Record<string, unknown> & { id: number };

/** The order the API promises: the value (empty last, either way), then the id, both in `order`. */
function expectedOrder(rows: Row[], field: string, order: 'asc' | 'desc'): number[] {
  const sign = order === 'asc' ? 1 : -1;
  const empty = (v: unknown) => v === null || v === undefined;
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [a[field], b[field]];
      if (empty(x) !== empty(y)) return empty(x) ? 1 : -1;
      if (!empty(x) && x !== y) return (x! < y! ? -1 : 1) * sign;
      return (a.id - b.id) * sign;
    })
    .map((r) => r.id);
}

describe.each(testDbKinds)('sorted lists (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createFixtureApp(kind, { requestLog: false });
    await ctx.createUser({ email: 'ordem@example.com', password: 'segredo1' });
    auth = await ctx.login('ordem@example.com', 'segredo1');
    const db = ctx.handle.db;
    // Plain lowercase words: the same order under the C collation and a language's.
    const vendors = await sql<{ id: number }>`
      insert into clients (name, document) values ('bravo', '11222333000181'), ('alfa', '11444777000161') returning id`.execute(
      db,
    );
    const [v1, v2] = vendors.rows.map((r) => r.id);
    const people: [string | null, number | null, string][] = [
      ['carla', v1!, '2026-01-02T10:00:00Z'],
      ['ana', v2!, '2026-01-01T10:00:00Z'],
      ['ana', null, '2026-01-02T10:00:00Z'],
      [null, v1!, '2026-01-01T10:00:00Z'],
      ['bruno', v2!, '2026-01-03T10:00:00Z'],
      ['ana', v1!, '2026-01-01T10:00:00Z'],
      [null, null, '2026-01-03T10:00:00Z'],
    ];
    for (const [i, [name, client, at]] of people.entries())
      await sql`insert into people (name, cpf, client_id, created_at) values (${name}, ${`1239822470${i}`}, ${client}, ${at})`.execute(
        db,
      );
    const logs: [string, string, number, number, string][] = [
      ['GET', '/b', 200, 12, '2026-02-01T10:00:00Z'],
      ['POST', '/a', 500, 3, '2026-02-01T10:00:00Z'],
      ['GET', '/c', 404, 12, '2026-02-02T10:00:00Z'],
      ['DELETE', '/a', 200, 7.5, '2026-02-01T09:00:00Z'],
      ['GET', '/b', 200, 3, '2026-02-02T10:00:00Z'],
      ['PUT', '/c', 500, 40, '2026-02-01T10:00:00Z'],
    ];
    for (const [method, path, status, ms, at] of logs)
      await sql`insert into request_logs (method, path, response_status, duration_ms, created_at) values (${method}, ${path}, ${status}, ${ms}, ${at})`.execute(
        db,
      );
    for (const [bpm, at] of [
      [72, '2026-03-01T10:00:00Z'],
      [null, '2026-03-01T10:00:00Z'],
      [60.5, '2026-03-02T10:00:00Z'],
      [72, '2026-03-01T08:00:00Z'],
      [null, '2026-03-03T10:00:00Z'],
      [60.5, '2026-03-01T10:00:00Z'],
    ] as const)
      await sql`insert into liveness_logs (bpm, data_hora) values (${bpm}, ${at})`.execute(db);
    for (const [code, text] of [
      ['e20', 'zeta'],
      ['e10', 'alfa'],
      ['e30', 'alfa'],
      ['e15', 'beta'],
    ])
      await sql`insert into error_messages (error_code, default_message) values (${code}, ${text})`.execute(db);
    const ticket = byKey('ticket');
    for (const [subject, priority, cost, status] of [
      ['impressora', 2, 10, 'aberto'],
      ['rede', 1, null, 'fechado'],
      ['impressoras', 3, 10, null],
      ['acesso', 1, 2.5, 'aberto'],
      ['redes', 2, 99, 'aberto'],
    ] as const)
      await sql`insert into ${sql.table(ticket.server.table)} (priority, extra) values (${priority}, ${JSON.stringify({ subject, cost, status })}::jsonb)`.execute(
        db,
      );
  });
  afterAll(() => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });
  const items = (d: ServedDescriptor, body: Record<string, unknown>) => body[d.api.list.items] as Row[];

  it('the fixtures sort a plain table, a joined field, a JSON-record table, the request log and a capture log', () => {
    expect(sorted.map((d) => d.key).sort()).toEqual([
      'api-call',
      'capture-log',
      'member',
      'message-template',
      'ticket',
    ]);
  });

  describe.each(sorted.map((d) => [d.key, d] as const))('%s', (_key, d) => {
    it.each(sortableFields(d).flatMap((f) => [[f, 'asc'] as const, [f, 'desc'] as const]))(
      'sort=%s&order=%s: every page in order, ties by id the same way',
      async (field, order) => {
        const all = await get(`${d.api.endpoint}?per_page=1000`);
        expect(all.statusCode, all.body).toBe(200);
        const rows = items(d, all.json());
        expect(rows.length).toBeGreaterThanOrEqual(4);
        const ids: number[] = [];
        for (let page = 1; ids.length < rows.length; page++) {
          const res = await get(`${d.api.endpoint}?sort=${field}&order=${order}&per_page=2&page=${page}`);
          expect(res.statusCode, res.body).toBe(200);
          const got = items(d, res.json());
          expect(got.length).toBeGreaterThan(0);
          ids.push(...got.map((r) => r.id));
        }
        expect(ids).toEqual(expectedOrder(rows, field, order));
      },
    );
  });

  it('without order the sort is ascending; without sort the descriptor’s own order', async () => {
    const d = byKey('message-template');
    const asc = await get(`${d.api.endpoint}?sort=code`);
    const explicit = await get(`${d.api.endpoint}?sort=code&order=asc`);
    expect(asc.statusCode, asc.body).toBe(200);
    expect(items(d, asc.json()).map((r) => r.id)).toEqual(items(d, explicit.json()).map((r) => r.id));
    const desc = items(d, (await get(`${d.api.endpoint}?sort=code&order=desc`)).json()).map((r) => r.code);
    expect(desc).toEqual(['e30', 'e20', 'e15', 'e10']);
    // The descriptor's orderBy: error_code asc.
    const byDefault = items(d, (await get(d.api.endpoint)).json()).map((r) => r.code);
    expect(byDefault).toEqual(['e10', 'e15', 'e20', 'e30']);
  });

  it('refuses a sort that is no sortable column, an order other than asc/desc, with pt-BR messages', async () => {
    const member = byKey('member');
    const columns = 'Parâmetro “sort” inválido: use uma das colunas fullName, vendor_name, created_at.';
    for (const query of [
      'sort=cpf',
      'sort=name',
      'sort=password_hash',
      'sort=id',
      'sort=',
      'sort=FULLNAME',
      `sort=${'x'.repeat(5000)}`,
      'sort=fullName&sort=created_at',
      'sort=fullName;drop%20table%20people',
    ]) {
      const res = await get(`${member.api.endpoint}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(columns);
    }
    for (const query of [
      'sort=fullName&order=sideways',
      'order=DESC',
      'order=',
      'sort=fullName&order=asc&order=desc',
    ]) {
      const res = await get(`${member.api.endpoint}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain('Parâmetro “order” inválido: use asc ou desc.');
    }
    // A NUL is refused before the list reads anything (the API's guard of unstorable text).
    expect((await get(`${member.api.endpoint}?sort=fullName%00`)).statusCode).toBe(400);
    // A percent-encoded name is the name.
    expect((await get(`${member.api.endpoint}?sort=%66ullName&order=%64esc`)).statusCode).toBe(200);
  });

  it('a list without sortable columns refuses any sort', async () => {
    const vendor = byKey('vendor');
    const res = await get(`${vendor.api.endpoint}?sort=name`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Parâmetro “sort” inválido: esta lista não tem colunas ordenáveis.');
  });

  it('the parsed sort is the export order: its keyset reader streams the rows as the list pages them', async () => {
    const d = byKey('capture-log');
    const extra = new Set<string>();
    for (const order of ['asc', 'desc'] as const) {
      const list = items(d, (await get(`${d.api.endpoint}?sort=bpm&order=${order}&per_page=100`)).json());
      const q = await readListQuery(ctx.handle.db, d, { sort: 'bpm', order }, extra);
      const exported: Row[] = [];
      for await (const batch of exportRows(ctx.handle.db, {
        descriptor: d,
        select: selectList(d, extra, 'list'),
        where: q.where,
        order: q.sort!,
      }))
        exported.push(...(batch as Row[]));
      expect(exported.map((r) => r.id)).toEqual(list.map((r) => r.id));
    }
  });
});

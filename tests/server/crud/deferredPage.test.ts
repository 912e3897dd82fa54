import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import type { TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';
import { planByParentIndexes } from '../../support/planByParentIndexes.js';
import { sortableFields } from '../../../server/crud/listSort.js';
import type { ServedDescriptor } from '../../../server/crud/sqlMapping.js';
import * as deferred from '../../../server/crud/deferredPage.js';

/**
 * The list route's threshold, movable here: Infinity reads every page with the plain OFFSET query
 * (the answer before the deferred join), 0 reads every page it may through deferredPage. The SQL
 * is the real one; deferredPage is spied on, so that a test knows the deferred join ran.
 */
const threshold = vi.hoisted(() => ({ offset: undefined as number | undefined }));
vi.mock('../../../server/crud/deferredPage.js', async (importOriginal) => {
  const real = await importOriginal<typeof deferred>();
  return {
    ...real,
    deferredPage: vi.fn(real.deferredPage),
    get DEFER_FROM_OFFSET() {
      return threshold.offset ?? real.DEFER_FROM_OFFSET;
    },
  };
});
const deferredPage = vi.mocked(deferred.deferredPage);

const descriptors = fixtureDescriptors() as ServedDescriptor[];
const byKey = (key: string) => descriptors.find((d) => d.key === key)!;
/** The request log (request_logs), unsorted by default: `id desc`. */
const apiCall = byKey('api-call');

/**
 * Request logs with few distinct values per column, in an order unrelated to the id: every sort
 * meets long runs of ties, which the id breaks. 2xx are 6,000 (the planner's estimate puts them
 * past the in-list count, so an unsorted 2xx page is deferred too).
 */
const LOGS = 9000;
const PER_PAGE = 50;
/** The first page the route defers: its offset is DEFER_FROM_OFFSET. */
const FIRST_DEFERRED = deferred.DEFER_FROM_OFFSET / PER_PAGE + 1;
/** Deep pages of `matches` rows: the first deferred one, one halfway to the end, the last. */
const deepPages = (matches: number) => {
  const last = Math.ceil(matches / PER_PAGE);
  return { first: FIRST_DEFERRED, middle: Math.ceil((FIRST_DEFERRED + last) / 2), last };
};

type Row = Record<string, unknown> & { id: number };

/** A plain value to compare: numbers and text as they are, a timestamp as its instant. */
const comparable = (v: unknown) => (v instanceof Date ? v.getTime() : (v as number | string));

/** The order the API promises, worked out here: the value, then the id, both in `order`. */
function byOrder(field: string | undefined, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  return (a: Row, b: Row) => {
    if (field) {
      const [x, y] = [comparable(a[field]), comparable(b[field])];
      if (x !== y) return (x < y ? -1 : 1) * sign;
    }
    return (a.id - b.id) * (field ? sign : -1);
  };
}

describe.each(testDbKinds)('deep list pages through a deferred join (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  /** Every request log, as stored (the oracle's input). */
  let logs: Row[];
  beforeAll(async () => {
    ctx = await createFixtureApp(kind, { requestLog: false });
    await ctx.createUser({ email: 'profunda@example.com', password: 'segredo1' });
    auth = await ctx.login('profunda@example.com', 'segredo1');
    const db = ctx.handle.db;
    await sql`
      insert into request_logs (method, path, body_preview, response_status, duration_ms, created_at)
      select (array['GET', 'POST', 'PUT', 'DELETE'])[1 + g % 4], '/p/' || (g * 3) % 7, 'corpo ' || g % 3,
        (array[200, 201, 404, 200, 500, 204])[1 + (g * 5) % 6], ((g * 7) % 5) * 1.5,
        '2026-02-01T10:00:00Z'::timestamptz + ((g * 13) % 6) * interval '1 hour'
      from generate_series(1, ${LOGS}::int) g`.execute(db);
    // All-visible pages (index-only scans) and statistics, as the request log's upkeep leaves them.
    await sql`vacuum analyze request_logs`.execute(db);
    await sql`analyze request_log_paths`.execute(db);
    logs = (
      await sql<Row>`select id, method, path, response_status, duration_ms, created_at from request_logs`.execute(db)
    ).rows;
    // Fixtures for the other lists: a joined field and a nullable name (member), a JSON-record
    // table (ticket: its subject is unique), a nullable number (capture-log); values repeat on purpose.
    const vendors = await sql<{ id: number }>`
      insert into clients (name, document) values ('bravo', '11222333000181'), ('alfa', '11444777000161') returning id`.execute(
      db,
    );
    const [v1, v2] = vendors.rows.map((r) => r.id);
    await sql`
      insert into people (name, cpf, client_id, created_at)
      select (array['ana', 'bruno', null, 'carla'])[1 + g % 4], lpad(g::text, 11, '0'),
        (array[${v1}, ${v2}, null])[1 + g % 3]::int, '2026-01-01T10:00:00Z'::timestamptz + (g % 2) * interval '1 day'
      from generate_series(1, 40) g`.execute(db);
    await sql`
      insert into liveness_logs (bpm, data_hora)
      select case when g % 3 = 0 then null else 60 + g % 4 end, '2026-03-01T10:00:00Z'::timestamptz + (g % 2) * interval '1 day'
      from generate_series(1, 40) g`.execute(db);
    await sql`
      insert into ${sql.table(byKey('ticket').server.table)} (priority, extra)
      select 1 + g % 3, jsonb_build_object('subject', 'assunto ' || lpad(((g * 7) % 40)::text, 2, '0'), 'cost', case when g % 5 = 0 then null else g % 2 end,
        'status', (array['aberto', 'fechado', null])[1 + g % 3])
      from generate_series(1, 40) g`.execute(db);
  });
  afterAll(() => ctx?.close());
  afterEach(() => {
    threshold.offset = undefined;
    deferredPage.mockClear();
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });
  /** The answer's body read the plain way (the OFFSET query of the full rows), as before. */
  async function plainBody(url: string): Promise<string> {
    threshold.offset = Number.POSITIVE_INFINITY;
    try {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    } finally {
      threshold.offset = undefined;
    }
  }

  describe.each([
    ['newest first', '', undefined, 'desc', () => true],
    ['by duration, ascending', 'sort=duration_ms&order=asc', 'duration_ms', 'asc', () => true],
    ['by duration, descending', 'sort=duration_ms&order=desc', 'duration_ms', 'desc', () => true],
    ['by date, ascending', 'sort=created_at&order=asc', 'created_at', 'asc', () => true],
    ['by date, descending', 'sort=created_at&order=desc', 'created_at', 'desc', () => true],
    ['by endpoint', 'sort=path', 'path', 'asc', () => true],
    [
      '2xx, newest first',
      'status=2xx',
      undefined,
      'desc',
      (r: Row) => Math.floor(Number(r.response_status) / 100) === 2,
    ],
    [
      '4xx by duration, descending',
      'status=4xx&sort=duration_ms&order=desc',
      'duration_ms',
      'desc',
      (r: Row) => Math.floor(Number(r.response_status) / 100) === 4,
    ],
    [
      'GET by date, ascending',
      'method=GET&sort=created_at&order=asc',
      'created_at',
      'asc',
      (r: Row) => r.method === 'GET',
    ],
    [
      "endpoint '/p/3' by status, descending",
      'path=%2Fp%2F3&sort=response_status&order=desc',
      'response_status',
      'desc',
      (r: Row) => String(r.path).includes('/p/3'),
    ],
  ] as const)('%s', (_label, query, field, order, matches) => {
    it.each(['first', 'middle', 'last'] as const)(
      'the %s deep page: the rows and order of the plain OFFSET query, byte for byte',
      async (which) => {
        const matching = logs.filter(matches).sort(byOrder(field, order));
        const page = deepPages(matching.length)[which];
        expect(page).toBeGreaterThanOrEqual(FIRST_DEFERRED);
        const expected = matching.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((r) => r.id);
        expect(expected.length).toBeGreaterThan(0);
        const url = `${apiCall.api.endpoint}?${query}&page=${page}&per_page=${PER_PAGE}`;
        const before = await plainBody(url);
        expect(deferredPage).not.toHaveBeenCalled();
        const res = await get(url);
        expect(res.statusCode, res.body).toBe(200);
        expect((res.json()[apiCall.api.list.items] as Row[]).map((r) => r.id)).toEqual(expected);
        // Read through the deferred join, and the answer is the one read without it.
        expect(deferredPage).toHaveBeenCalledTimes(1);
        expect(res.body).toBe(before);
      },
    );
  });

  it('a page past the end answers as before', async () => {
    const url = `${apiCall.api.endpoint}?sort=duration_ms&page=${LOGS / PER_PAGE + 5}&per_page=${PER_PAGE}`;
    const before = await plainBody(url);
    const res = await get(url);
    expect(deferredPage).toHaveBeenCalled();
    expect(res.json()[apiCall.api.list.items]).toEqual([]);
    expect(res.body).toBe(before);
  });

  it('page 1 reads its rows directly (the deferred join would cost more there)', async () => {
    expect((await get(`${apiCall.api.endpoint}?per_page=${PER_PAGE}`)).statusCode).toBe(200);
    expect((await get(`${apiCall.api.endpoint}?sort=created_at&per_page=${PER_PAGE}`)).statusCode).toBe(200);
    expect(deferredPage).not.toHaveBeenCalled();
  });

  it.each([
    ['newest first', '', 'request_logs_pkey'],
    ['by date, descending', 'sort=created_at&order=desc', 'request_logs_created_at_sort_idx'],
    ['by duration, ascending', 'sort=duration_ms&order=asc', 'request_logs_duration_ms_sort_idx'],
    ['2xx', 'status=2xx', 'request_logs_status_class_idx'],
  ])('%s: the page’s ids come from an index-only scan of %s', async (_label, query, index) => {
    const page = deepPages(LOGS).middle;
    expect((await get(`${apiCall.api.endpoint}?${query}&page=${page}&per_page=${PER_PAGE}`)).statusCode).toBe(200);
    const built = deferredPage.mock.results[0]?.value as ReturnType<typeof deferred.deferredPage>;
    const compiled = built.compile(ctx.handle.db);
    const { rows } = await ctx.handle.db.executeQuery<Record<string, unknown>>({
      ...compiled,
      sql: `explain (analyze, costs off, timing off, summary off) ${compiled.sql}`,
    });
    const plan = await planByParentIndexes(ctx.handle.db, rows.map((r) => Object.values(r)[0]).join('\n'));
    expect(plan).toMatch(new RegExp(`Index Only Scan (Backward )?using ${index}`));
    expect(plan).toMatch(/Heap Fetches: 0/);
  });

  describe.each(['member', 'ticket', 'capture-log'].map((key) => [key, byKey(key)] as const))(
    '%s (a joined field, a JSON-record table, empty values)',
    (_key, d) => {
      it.each(sortableFields(d).flatMap((f) => [[f, 'asc'] as const, [f, 'desc'] as const]))(
        'sort=%s&order=%s: every page through the deferred join is the plain one',
        async (field, order) => {
          // Every page deferred: offsets 0, 10, 20, 30 of 40 rows, and one past the end.
          for (let page = 1; page <= 5; page++) {
            const url = `${d.api.endpoint}?sort=${field}&order=${order}&per_page=10&page=${page}`;
            const before = await plainBody(url);
            threshold.offset = 0;
            const res = await get(url);
            expect(res.statusCode, res.body).toBe(200);
            expect(res.body).toBe(before);
          }
          expect(deferredPage).toHaveBeenCalledTimes(5);
        },
      );
    },
  );
});

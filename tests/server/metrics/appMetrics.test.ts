import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app.js';
import { createMetrics, type AppMetrics } from '../../../server/metrics/createMetrics.js';
import { TEST_SECRET } from '../../support/testApp.js';
import { signInNewAdmin } from '../../support/signInNewAdmin.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { tempDir } from '../../support/tempDir.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(testDbKinds)('the API measured and traced (%s)', (kind) => {
  let handle: DbHandle;
  let app: App;
  let proxied: App;
  let metrics: AppMetrics;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    handle = await openTestDb(kind);
    metrics = createMetrics();
    metrics.watchPool(handle.poolStats);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const options = { db: handle.db, jwtSecret: TEST_SECRET, storageDir: tempDir('storage'), metrics };
    app = await buildApp({ ...options, logger: { level: 'info', stream } });
    proxied = await buildApp({ ...options, trustProxy: true });
    await app.ready();
    await proxied.ready();
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await handle?.close();
  });

  it('request durations are labelled with the route pattern, never the URL (no CPF, no id in a label)', async () => {
    const headers = await signInNewAdmin(app, handle.db);
    expect((await app.inject({ url: '/person/v1/987654', headers })).statusCode).toBe(404);
    expect((await app.inject({ url: '/nao-existe/52998224725' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/person/v1?cpf=52998224725', headers })).statusCode).toBe(200);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/person\/v1\/:id",status_code="404"\} 1/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/person\/v1",status_code="200"\} 1/,
    );
    expect(text).not.toContain('52998224725');
    expect(text).not.toContain('987654');
  });

  it.runIf(kind === 'postgres')("the pool's connections are seen", async () => {
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^db_pool_connections\{state="max"\} 5$/m);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-5]$/m);
  });

  it("the request log's backlog is seen once the app logs requests", async () => {
    expect(await metrics.registry.metrics()).toMatch(/^request_log_backlog_rows \d+$/m);
  });

  it('every answer carries X-Request-Id, and the log lines of that request carry the same id', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/healthz' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const other = await app.inject({ url: '/healthz' });
    expect(other.headers['x-request-id']).not.toBe(id);
    const mine = lines.filter((l) => l.requestId === id);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    // JSON lines a log collector can read: level, time, and the request's method and URL.
    expect(mine[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/healthz' } });
  });

  it("a client cannot choose its request's id; a trusted proxy's well-formed id is kept", async () => {
    const sent = 'proxy-7f3a9c21-trace';
    expect((await app.inject({ url: '/healthz', headers: { 'x-request-id': sent } })).headers['x-request-id']).toMatch(
      UUID,
    );
    expect((await proxied.inject({ url: '/healthz', headers: { 'x-request-id': sent } })).headers['x-request-id']).toBe(
      sent,
    );
    for (const bad of ['curto', 'a"b\\nINFO falso', 'x'.repeat(129), 'id com espaço'])
      expect(
        (await proxied.inject({ url: '/healthz', headers: { 'x-request-id': bad } })).headers['x-request-id'],
      ).toMatch(UUID);
  });
});

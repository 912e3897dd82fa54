import { chmodSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import * as apiMessages from '../../../src/core/api/apiMessages.js';
import { createTestContext, TEST_SECRET, type TestContext } from '../../support/testApp.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each(testDbKinds)('GET /healthz and /readyz (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: true });
  });
  afterAll(() => ctx.close());

  it('/healthz: 200 without a session, never cached', async () => {
    const res = await ctx.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz: 200 without a session when the database and the file folder answer; Redis not configured', async () => {
    const res = await ctx.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok', redis: 'não configurado' } });
    expect((await ctx.app.inject({ method: 'HEAD', url: '/readyz' })).statusCode).toBe(200);
  });

  it('probes are not written to the request log; a token, even a forged one, changes nothing', async () => {
    await ctx.app.inject({ url: '/healthz', headers: { authorization: 'Bearer forjado' } });
    await ctx.app.inject({ url: '/readyz?x=1' });
    await ctx.app.inject({ url: '/profile-nao-existe' });
    await ctx.app.requestLog!.flush();
    const paths = (await ctx.handle.db.selectFrom('request_logs').select('path').execute()).map((r) => r.path);
    expect(paths.filter((p) => /healthz|readyz/.test(p))).toEqual([]);
  });

  it('only GET and HEAD: a write is refused and changes nothing', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/readyz', payload: {} });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe.each(testDbKinds)('GET /readyz when a dependency is down (%s)', (kind) => {
  it('the file folder gone: 503 naming it in pt-BR, the API error body; back when it returns', async () => {
    const storage = tempDir('ready-storage');
    const handle = await openTestDb(kind);
    const app = await buildApp({ db: handle.db, jwtSecret: TEST_SECRET, storageDir: storage, requestLog: false });
    try {
      rmSync(storage, { recursive: true, force: true });
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: apiMessages.notReady('armazenamento de arquivos indisponível'),
        errors: { storage: 'armazenamento de arquivos indisponível' },
      });
      expect(res.body).not.toContain(storage);
      // /healthz does not depend on anything.
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('the database closed: 503 naming it', async () => {
    const handle = await openTestDb(kind);
    const app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('ready-db'),
      requestLog: false,
    });
    try {
      await handle.db.destroy();
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().errors).toEqual({ database: 'banco de dados indisponível' });
    } finally {
      await app.close().catch(() => {});
      await handle.close().catch(() => {});
    }
  });

  it.skipIf(process.getuid?.() === 0)('a file folder it cannot write: 503', async () => {
    const storage = tempDir('ready-ro');
    const handle = await openTestDb(kind);
    const app = await buildApp({ db: handle.db, jwtSecret: TEST_SECRET, storageDir: storage, requestLog: false });
    try {
      chmodSync(storage, 0o500);
      expect((await app.inject({ url: '/readyz' })).json().errors).toEqual({
        storage: 'armazenamento de arquivos indisponível',
      });
    } finally {
      chmodSync(storage, 0o700);
      await app.close();
      await handle.close();
    }
  });
});

describe('GET /readyz with REDIS_URL', () => {
  it('Redis answering: ok; Redis unreachable: 503 naming it, while /healthz stays 200', async () => {
    const handle = await openTestDb('pglite');
    const up = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('ready-redis'),
      requestLog: false,
      redisUrl: REDIS_URL,
    });
    const down = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('ready-redis-down'),
      requestLog: false,
      redisUrl: 'redis://127.0.0.1:1',
    });
    try {
      const ok = await up.inject({ url: '/readyz' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().checks).toEqual({ database: 'ok', storage: 'ok', redis: 'ok' });
      const res = await down.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: apiMessages.notReady('Redis indisponível'),
        errors: { redis: 'Redis indisponível' },
      });
      expect((await down.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await up.close();
      await down.close();
      await handle.close();
    }
  });
});

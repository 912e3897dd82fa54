import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { openDb } from '../../../server/db/openDb.js';
import { createTestContext, TEST_SECRET, type TestContext } from '../../support/testApp.js';
import { tempDir } from '../../support/tempDir.js';
import { endpoints } from '../../../src/core/api/endpoints.js';
import { openTestDb } from '../../support/testDb.js';

/** Public routes: the login and the two public screens' calls. Everything else needs a token. */
const PUBLIC = [
  'POST /api/v2/user/login',
  'POST /api/v2/person/delete-account',
  'POST /auth/v1/reset-password',
  'GET /api-config.json',
  'HEAD /api-config.json',
  // The health probes (an orchestrator has no session).
  ...['/healthz', '/readyz'].flatMap((path) => ['GET', 'HEAD'].map((method) => `${method} ${path}`)),
  // The API reference page and its two scripts (they ask for the document with the token themselves).
  ...['', '/reference.js', '/scalar.js'].flatMap((file) =>
    ['GET', 'HEAD'].map((method) => `${method} ${endpoints.paths.apiDocs}${file}`),
  ),
];

describe('every route but the public ones refuses a missing or invalid token', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { requestLog: false });
  });
  afterAll(() => ctx.close());

  it('declares exactly the expected public routes', () => {
    const declared = ctx.app.routeList.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    expect(declared.sort()).toEqual([...PUBLIC].sort());
  });

  it('answers 401 with code 99 on every other route, without and with a forged token', async () => {
    const routes = ctx.app.routeList.filter((r) => !r.public && r.method !== 'OPTIONS' && !r.url.startsWith('/assets'));
    expect(routes.length).toBeGreaterThan(40);
    const forged = 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwidmVyIjowfQ.';
    for (const route of routes) {
      const url = route.url.replace(/:id/g, '1').replace('*', 'liveness/a.mp4');
      for (const headers of [{}, { authorization: `Bearer ${forged}` }, { authorization: 'Basic YWRtaW46YWRtaW4=' }]) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${url}`).toBe(401);
        if (route.method !== 'HEAD') expect(res.json().code, `${route.method} ${url}`).toBe(99);
      }
    }
  });
});

describe('CORS only for configured origins', () => {
  it('answers the configured origin and no other', async () => {
    const db = await openTestDb('pglite');
    const app = await buildApp({
      db: db.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('cors-storage'),
      requestLog: false,
      corsOrigins: ['https://console.example.com'],
    });
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/admin/v1/param',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    expect((await preflight('https://console.example.com')).headers['access-control-allow-origin']).toBe(
      'https://console.example.com',
    );
    expect((await preflight('https://evil.example.com')).headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
    await db.close();
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('PostgreSQL unreachable, then back', () => {
  it('answers a fast 503 with a pt-BR message while it is down, and recovers without a restart', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const sockets = new Set<Socket>();
    const proxy = () =>
      createServer((client) => {
        const server = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, server]) {
          sockets.add(s);
          s.on('error', () => s.destroy());
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(server).pipe(client);
      });
    let listening = proxy().listen(0, '127.0.0.1');
    await once(listening, 'listening');
    const port = (listening.address() as AddressInfo).port;
    const ctx = await createTestContext('postgres', { requestLog: false });
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    url.pathname = `/${(await ctx.handle.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('d')).executeTakeFirstOrThrow()).d}`;
    const db = await openDb({ databaseUrl: url.toString(), poolSize: 2 });
    const app = await buildApp({ db: db.db, jwtSecret: TEST_SECRET, storageDir: tempDir('down'), requestLog: false });
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/v2/user/login',
        payload: { email: 'ninguem@example.com', password: 'segredo1' },
      });
    try {
      expect((await login()).statusCode).toBe(401);
      listening.close();
      for (const s of sockets) s.destroy();
      const started = performance.now();
      const down = await login();
      expect(performance.now() - started).toBeLessThan(3_500);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ message: 'Banco de dados indisponível no momento. Tente novamente em instantes.' });
      listening = proxy().listen(port, '127.0.0.1');
      await once(listening, 'listening');
      expect((await login()).statusCode).toBe(401);
    } finally {
      listening.close();
      for (const s of sockets) s.destroy();
      await app.close();
      await db.close();
      await ctx.close();
    }
  }, 30_000);
});

import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDbKinds } from '../../support/testDb.js';
import {
  ADMIN,
  createServerStore,
  signIn,
  startServer,
  type ServerProcess,
  type ServerStore,
} from '../../support/serverProcess.js';

const LOOPS = 8;
/** The signal lands once this many requests have been answered (the load is steady), or after LOAD_BEFORE_STOP_MS. */
const ANSWERS_BEFORE_STOP = 5 * LOOPS;
const LOAD_BEFORE_STOP_MS = 1_500;
/** A clean stop must not wait longer than this (process managers SIGKILL after ~10 s). */
const EXIT_WITHIN_MS = 10_000;

/**
 * GET without keep-alive (`Connection: close`): a connection left idle by the client would keep
 * the server from exiting for keepAliveTimeout (72 s), the bug the second test reproduces.
 */
function get(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { headers: { ...headers, connection: 'close' }, agent: false, timeout: 10_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', reject);
  });
}

interface Outcome {
  sentAt: number;
  endedAt: number;
  status?: number;
  error?: string;
}

/**
 * SIGTERM while 8 loops read /admin/v1/param: requests the server took complete with 2xx, later
 * ones get 503 or a refused/closed connection (never another 5xx, never a hang), the process says
 * 'Encerrado sem perdas.' and exits 0, and every answered request has its request_logs row.
 */
describe.each(testDbKinds)('SIGTERM under load (%s)', (kind) => {
  const servers: ServerProcess[] = [];
  let store: ServerStore | undefined;

  afterAll(async () => {
    for (const s of servers) s.kill();
    await Promise.all(servers.map((s) => s.exited));
    await store?.drop();
  });

  it('finishes in-flight requests, refuses new ones, exits 0 and flushes the request log', async () => {
    const started = Date.now();
    store = await createServerStore(kind);
    const server = await startServer(store);
    servers.push(server);
    const auth = await signIn(server.baseUrl);

    const outcomes: Outcome[] = [];
    let exited = false;
    void server.exited.then(() => (exited = true));
    const loop = async () => {
      while (!exited) {
        const outcome: Outcome = { sentAt: Date.now(), endedAt: 0 };
        outcomes.push(outcome);
        try {
          outcome.status = await get(`${server.baseUrl}/admin/v1/param`, auth);
        } catch (error) {
          outcome.error = (error as { code?: string }).code ?? (error as Error).message;
        }
        outcome.endedAt = Date.now();
        if (outcome.error) break; // the port is closed: nothing more to ask
      }
    };
    const loops = Array.from({ length: LOOPS }, loop);
    const loadUntil = Date.now() + LOAD_BEFORE_STOP_MS;
    while (outcomes.filter((o) => o.endedAt !== 0).length < ANSWERS_BEFORE_STOP && Date.now() < loadUntil)
      await new Promise((r) => setTimeout(r, 5));
    const stopAt = Date.now();
    const inFlightAtStop = outcomes.filter((o) => o.endedAt === 0).length;
    server.child.kill('SIGTERM');
    const exitCode = await Promise.race([
      server.exited,
      new Promise((r) => setTimeout(() => r('hang'), EXIT_WITHIN_MS)),
    ]);
    if (exitCode === 'hang') {
      const sockets = execFileSync('ss', ['-tnp'], { encoding: 'utf8' })
        .split('\n')
        .filter((l) => l.includes(`pid=${server.child.pid},`));
      console.log(
        `[faults] SIGTERM (${kind}): no exit after ${EXIT_WITHIN_MS} ms; output:\n${server.output()}\nserver sockets:\n${sockets.join('\n')}`,
      );
    }
    await Promise.all(loops);

    const before = outcomes.filter((o) => o.endedAt !== 0 && o.endedAt < stopAt);
    const around = outcomes.filter((o) => o.sentAt < stopAt && (o.endedAt === 0 || o.endedAt >= stopAt));
    const after = outcomes.filter((o) => o.sentAt >= stopAt);
    const count = (list: Outcome[], test: (o: Outcome) => boolean) => list.filter(test).length;
    const ok = (o: Outcome) => o.status !== undefined && o.status >= 200 && o.status < 300;
    const is503 = (o: Outcome) => o.status === 503;
    const errors = outcomes.filter((o) => o.error).map((o) => o.error);
    const answered = outcomes.filter(ok).length;

    const handle = await store.open();
    let logged: { response_status: number; n: number }[];
    try {
      logged = await handle.db
        .selectFrom('request_logs')
        .select(['response_status', sql<number>`count(*)::int`.as('n')])
        .where('method', '=', 'GET')
        .where('path', 'like', '/admin/v1/param%')
        .groupBy('response_status')
        .execute();
    } finally {
      await handle.close();
    }
    const loggedOk = logged.filter((r) => r.response_status < 300).reduce((s, r) => s + r.n, 0);
    const logged503 = logged.filter((r) => r.response_status === 503).reduce((s, r) => s + r.n, 0);
    console.log(
      `[faults] SIGTERM (${kind}): ${outcomes.length} requests, ${before.length} answered before the signal, ` +
        `${inFlightAtStop} in flight at the signal -> ${count(around, ok)} 2xx / ${count(around, is503)} 503 / ${count(around, (o) => !!o.error)} closed; ` +
        `${after.length} sent after -> ${count(after, ok)} 2xx / ${count(after, is503)} 503 / ${count(after, (o) => !!o.error)} refused (${[...new Set(errors)].join(', ')}); ` +
        `exit ${exitCode} after ${Date.now() - stopAt} ms; request_logs: ${loggedOk} 2xx rows for ${answered} 2xx answers, ${logged503} 503 rows; ${Date.now() - started} ms`,
    );

    expect(exitCode).toBe(0);
    expect(server.output()).toContain('Encerrado sem perdas.');
    expect(outcomes.filter((o) => o.endedAt === 0)).toEqual([]); // nothing hung
    expect(before.every(ok)).toBe(true);
    const unexpected = outcomes.filter((o) => o.status !== undefined && !ok(o) && !is503(o));
    expect(unexpected).toEqual([]);
    expect(loggedOk).toBe(answered);
  });

  // BUG (reported): a request in flight at SIGTERM leaves its keep-alive connection open once
  // answered; Node's server.close() only closed the connections idle at that moment, so
  // app.close() waits for the client to hang up or for keepAliveTimeout (72 s). Process
  // managers SIGKILL long before (docker/systemd: 10 s), losing the queued request-log rows.
  // Fix: in server/main.ts stop(), sweep idle connections while app.close() waits, e.g.
  // `const sweep = setInterval(() => app.server.closeIdleConnections(), 100)`.
  it('exits within 10 s when a keep-alive client was answered during the close', async () => {
    const own = await createServerStore(kind);
    const server = await startServer(own);
    servers.push(server);
    try {
      const agent = new http.Agent({ keepAlive: true });
      // Sign-in hashes with argon2 (tens of ms): long enough to be in flight when SIGTERM lands.
      const answered = new Promise<number>((resolve, reject) => {
        const req = http.request(
          `${server.baseUrl}/api/v2/user/login`,
          { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify(ADMIN));
      });
      await new Promise((r) => setTimeout(r, 15));
      server.child.kill('SIGTERM');
      // In flight at the signal → 200; on a busy machine it may reach the server just after it,
      // when new requests get 503. Either way the keep-alive client was answered during the close.
      expect([200, 503]).toContain(await answered);
      const exitCode = await Promise.race([
        server.exited,
        new Promise((r) => setTimeout(() => r('hang'), EXIT_WITHIN_MS)),
      ]);
      agent.destroy();
      expect(exitCode).toBe(0);
    } finally {
      server.kill();
      await server.exited;
      await own.drop();
    }
  });
});

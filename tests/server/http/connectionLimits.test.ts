import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../../server/app.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { TEST_SECRET } from '../../support/testApp.js';
import { tempDir } from '../../support/tempDir.js';
import { openTestDb } from '../../support/testDb.js';

// Issue 18: a client sending its headers slowly (slowloris) was held 60 s, and there was no cap
// on connections. Both limits are options of the app, made small here so nothing waits long.

/** Resolves when the socket is closed by the server, with how long that took (ms). */
const closedWithin = async (socket: Socket): Promise<number> => {
  const started = performance.now();
  socket.on('error', () => {});
  await once(socket, 'close');
  return performance.now() - started;
};

describe('connection limits', () => {
  let handle: DbHandle;
  let app: App;
  let port: number;
  beforeAll(async () => {
    handle = await openTestDb('pglite');
    app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('conn'),
      requestLog: false,
      headersTimeoutMs: 300,
      maxConnections: 3,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const open = async () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await once(socket, 'connect');
    return socket;
  };

  it('closes a connection whose request headers do not arrive in time', async () => {
    const socket = await open();
    socket.write('GET /api-config.json HTTP/1.1\r\nHost: x\r\nX-Lento: ');
    const keepTrickling = setInterval(() => socket.writable && socket.write('a', () => {}), 50);
    // The server answers 408 and closes: stop writing as soon as it says so.
    socket.on('data', () => clearInterval(keepTrickling));
    socket.on('end', () => clearInterval(keepTrickling));
    try {
      // headersTimeout 300 ms, checked every 300 ms: closed well before the 60 s of before.
      expect(await closedWithin(socket)).toBeLessThan(5_000);
    } finally {
      clearInterval(keepTrickling);
    }
  });

  it('refuses connections beyond the cap and serves again once they go', async () => {
    const held = await Promise.all([open(), open(), open()]);
    const extra = connect(port, '127.0.0.1');
    expect(await closedWithin(extra)).toBeLessThan(5_000);
    for (const s of held) s.destroy();
    // Served again as soon as the server has seen them go (until then it cuts new connections).
    const res = await vi.waitFor(() => fetch(`http://127.0.0.1:${port}/api-config.json`), { interval: 10 });
    expect(res.status).toBe(200);
  });
});

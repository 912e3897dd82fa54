import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isApiOrFilePath } from '../../../server/http/isApiOrFilePath.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app.js';
import { hashPassword } from '../../../server/auth/password.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { TEST_SECRET } from '../../support/testApp.js';
import { tempDir } from '../../support/tempDir.js';
import { openTestDb } from '../../support/testDb.js';

// Issue 18 (critical): `/admin/%761/user` reached `/admin/v1/user` with no token, because the
// hooks decided by the raw URL and the router by the decoded path. Every route of the route
// table is tried here with each character of its path percent-encoded (lower- and upper-case
// hex), and double-encoded: the answer is the plain path's, with and without a token; the request
// is logged and never cached like the plain one.

/** A concrete address of a route: ids that exist nowhere (nothing changes), a file that is not there. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999').replace('*', 'nada/arquivo.txt');

const hex = (c: string) => c.charCodeAt(0).toString(16).padStart(2, '0');

/** The path with its i-th character percent-encoded, in lower- and upper-case hex (one when equal). */
function encodedAt(path: string, i: number): string[] {
  const h = hex(path[i]!);
  return [...new Set([`%${h.toLowerCase()}`, `%${h.toUpperCase()}`])].map(
    (e) => path.slice(0, i) + e + path.slice(i + 1),
  );
}

/** Every single-character encoding of a path (slashes stay: they separate segments). */
function singleEncodings(path: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < path.length; i++) if (path[i] !== '/') out.push(...encodedAt(path, i));
  return out;
}

const everyCharEncoded = (path: string) => path.replace(/[^/]/g, (c) => `%${hex(c).toUpperCase()}`);

describe('a percent-encoded path gets exactly the rules of the route it reaches', () => {
  let handle: DbHandle;
  let app: App;
  let userId: number;
  const requested = new Map<string, boolean>();

  beforeAll(async () => {
    handle = await openTestDb('pglite');
    const consoleDir = tempDir('console');
    mkdirSync(join(consoleDir, 'assets'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(consoleDir, 'assets', 'app-1.js'), 'export {};');
    app = await buildApp({ db: handle.db, jwtSecret: TEST_SECRET, storageDir: tempDir('storage'), consoleDir });
    await app.ready();
    const row = await handle.db
      .insertInto('users')
      .values({
        name: 'Admin',
        email: 'admin-enc@example.com',
        phone: '11987654321',
        role: 'admin',
        is_active: 1,
        password_hash: await hashPassword('senha123'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  /** A valid bearer header for the admin, minted for the current session version (a logout bumps it). */
  const bearer = async () => {
    const { token_version } = await handle.db
      .selectFrom('users')
      .select('token_version')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return { authorization: `Bearer ${await app.tokens.sign({ userId, tokenVersion: token_version })}` };
  };

  /** Sends a request and remembers it, with whether it is left out of the log (the console's files, the probes). */
  const send = async (method: string, url: string, headers: Record<string, string> = {}, consoleAnswer = false) => {
    requested.set(`${method} ${url}`, consoleAnswer);
    return app.inject({
      method: method as 'GET',
      url,
      headers,
      payload: method === 'GET' || method === 'HEAD' ? undefined : {},
    });
  };

  const routes = () => app.routeList.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');

  it('without a token: every single-character encoding answers as the plain path, never cached, and the API ones are logged', async () => {
    expect(routes().length).toBeGreaterThan(50);
    let tried = 0;
    for (const route of routes()) {
      const plainUrl = concrete(route.url);
      const plain = await send(route.method, plainUrl, {}, route.console || route.probe);
      if (!route.public) expect(plain.statusCode, `${route.method} ${plainUrl}`).toBe(401);
      for (const url of singleEncodings(plainUrl)) {
        const res = await send(route.method, url, {}, route.console || route.probe);
        tried++;
        expect(res.statusCode, `${route.method} ${url}`).toBe(plain.statusCode);
        if (res.statusCode === 401) expect(res.json().code, url).toBe(99);
        if (!route.console) expect(res.headers['cache-control'], url).toBe('no-store');
      }
    }
    expect(tried).toBeGreaterThan(1000);
  });

  it('with a token: encodings answer as the plain path (lower, upper, every character encoded)', async () => {
    for (const route of routes()) {
      const plainUrl = concrete(route.url);
      const plain = await send(route.method, plainUrl, await bearer(), route.console || route.probe);
      expect(plain.statusCode, `${route.method} ${plainUrl}`).not.toBe(401);
      const firstLetter = plainUrl.search(/[a-z]/i);
      for (const url of [...encodedAt(plainUrl, firstLetter), everyCharEncoded(plainUrl)]) {
        const res = await send(route.method, url, await bearer(), route.console || route.probe);
        expect(res.statusCode, `${route.method} ${url}`).toBe(plain.statusCode);
      }
    }
  });

  it('a double-encoded path is another address, never the route: a JSON 404 (or, for a GET outside the API, the console page)', async () => {
    for (const route of routes()) {
      const plainUrl = concrete(route.url);
      const i = plainUrl.search(/[a-z]/i);
      const url = `${plainUrl.slice(0, i)}%25${hex(plainUrl[i]!)}${plainUrl.slice(i + 1)}`;
      const api = isApiOrFilePath(route.url);
      for (const headers of [{}, await bearer()]) {
        const res = await send(route.method, url, headers, !api && route.method === 'GET');
        if (api || route.method !== 'GET') {
          expect(res.statusCode, `${route.method} ${url}`).toBe(404);
          expect(res.json(), url).toEqual({ message: 'Recurso não encontrado.' });
        } else {
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).toContain('<title>console</title>');
        }
      }
    }
  });

  it('an unknown API or file address is a JSON 404 however encoded or cased; another GET address is the console page', async () => {
    for (const url of [
      '/admin/v1/nada',
      '/admin/%761/nada',
      '/ADMIN/V1/USER',
      '/%2561dmin/v1/user',
      '/FILES/x',
      '/%46iles/x',
    ]) {
      const res = await send('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Recurso não encontrado.' });
    }
    const page = await send('GET', '/requests', {}, true);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('the text filter holds on an encoded path: NUL in the query is a 400, not a database error', async () => {
    for (const url of ['/admin/v1/user?name=a%00b', '/admin/%761/user?name=a%00b', '/%61dmin/v1/user?name=a%00b']) {
      const res = await send('GET', url, await bearer());
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('logs every API request, encoded or not, and none of the console files', async () => {
    await app.requestLog!.flush();
    const rows = await handle.db.selectFrom('request_logs').select(['method', 'path']).execute();
    const logged = new Set(rows.map((r) => `${r.method} ${r.path}`));
    let checked = 0;
    for (const [request, consoleAnswer] of requested) {
      expect(logged.has(request), request).toBe(!consoleAnswer);
      if (!consoleAnswer) checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

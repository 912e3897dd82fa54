import { mkdirSync, writeFileSync } from 'node:fs';
import { tempDir } from '../../support/tempDir.js';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app.js';
import { openTestDb } from '../../support/testDb.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { TEST_SECRET } from '../../support/testApp.js';

describe('app: errors, headers and the served console', () => {
  let app: App;
  let handle: DbHandle;
  beforeAll(async () => {
    const dist = tempDir('console');
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    handle = await openTestDb('pglite');
    app = await buildApp({ db: handle.db, jwtSecret: TEST_SECRET, consoleDir: dist });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('answers unknown API paths with a JSON 404 in pt-BR', async () => {
    for (const url of ['/admin/v1/nao-existe', '/api/qualquer', '/client/v1/x/y/z']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
    const res = await app.inject({ method: 'POST', url: '/api/v2/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Recurso não encontrado.' });
  });

  it('serves index.html for console routes, hashed assets immutable', async () => {
    for (const url of ['/', '/config', '/person/form/3?page=2', '/nao-existe']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the security headers, no-store on API answers', async () => {
    const res = await app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    // HSTS only over HTTPS (RFC 6797 7.2): this answer came over plain HTTP.
    expect(res.headers).not.toHaveProperty('strict-transport-security');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const api = await app.inject({ url: '/admin/v1/user/profile' });
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('tells the console to call this origin', async () => {
    const res = await app.inject({ url: '/api-config.json' });
    expect(res.json()).toMatchObject({ override: '' });
  });

  it('refuses a body over 1 MiB with 413 and a pt-BR message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(1024 * 1024 + 10), password: 'x' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('O corpo da requisição excede o tamanho máximo permitido.');
  });
});

describe('HSTS only over HTTPS (issue 18)', () => {
  it('is sent when the request came over HTTPS (through a trusted proxy), not over plain HTTP', async () => {
    const handle = await openTestDb('pglite');
    const app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('hsts'),
      requestLog: false,
      trustProxy: true,
    });
    try {
      const https = await app.inject({ url: '/api-config.json', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await app.inject({ url: '/api-config.json' });
      expect(http.headers).not.toHaveProperty('strict-transport-security');
      expect(http.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('a forwarded protocol is ignored unless the proxy is trusted', async () => {
    const handle = await openTestDb('pglite');
    const app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('hsts'),
      requestLog: false,
    });
    try {
      const res = await app.inject({ url: '/api-config.json', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers).not.toHaveProperty('strict-transport-security');
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

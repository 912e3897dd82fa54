import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app.js';
import { hashPassword } from '../../../server/auth/password.js';
import * as apiMessages from '../../../src/core/api/apiMessages.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { TEST_SECRET } from '../../support/testApp.js';
import { tempDir } from '../../support/tempDir.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lists of the operational screens (spec 2.1), their stats and prices. */
const OPERATIONAL = [
  '/admin/v1/device-config',
  '/admin/v1/param',
  '/api/v2/message/errors',
  '/admin/v1/liveness',
  '/admin/v1/fingerprint',
  '/requests/v1/request-logs',
  '/requests/v1/request-logs/stats',
  '/admin/v2/person-fingerprint',
  '/admin/v2/person-liveness',
  '/client/v1',
  '/person/v1',
  '/services/v1/pricing',
  '/person/v1/export.csv',
];

describe.each(testDbKinds)('roles from schemas/roles.json (%s)', (kind) => {
  let handle: DbHandle;
  let app: App;
  const users: Record<string, { authorization: string }> = {};

  const createUser = async (email: string, role: string) =>
    (
      await handle.db
        .insertInto('users')
        .values({
          name: email.split('@')[0]!,
          email,
          phone: '11987654321',
          role,
          is_active: 1,
          password_hash: await hashPassword('segredo1'),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const login = async (target: App, email: string) => {
    const res = await target.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      payload: { email, password: 'segredo1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const get = (target: App, who: { authorization: string }, url: string) =>
    target.inject({ method: 'GET', url, headers: who });

  beforeAll(async () => {
    handle = await openTestDb(kind);
    app = await buildApp({ db: handle.db, jwtSecret: TEST_SECRET, storageDir: tempDir('roles'), requestLog: false });
    await app.ready();
    await createUser('chefe@example.com', 'admin');
    await createUser('operador@example.com', 'operador');
    await createUser('antigo@example.com', 'supervisor');
    for (const [name, email] of [
      ['admin', 'chefe@example.com'],
      ['operador', 'operador@example.com'],
      ['supervisor', 'antigo@example.com'],
    ] as const) {
      users[name] = { authorization: `Bearer ${(await login(app, email)).json().access_token}` };
    }
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it("login and profile answers carry the role's permissions, the other fields unchanged", async () => {
    const operator = (await login(app, 'operador@example.com')).json();
    expect(Object.keys(operator.data).sort()).toEqual(['email', 'id', 'name', 'permissions', 'role']);
    expect(operator.data.permissions).toContain('person:reveal');
    expect(operator.data.permissions).not.toContain('user:read');
    expect((await login(app, 'chefe@example.com')).json().data.permissions).toEqual(['*']);
    const profile = (await get(app, users.operador!, '/admin/v1/user/profile')).json().data;
    expect(Object.keys(profile).sort()).toEqual([
      'email',
      'id',
      'is_active',
      'must_change_password',
      'name',
      'permissions',
      'phone',
      'role',
    ]);
    expect(profile.permissions).toEqual(operator.data.permissions);
    // A role the file does not know (set before an edit of the file) may do nothing but its session.
    expect((await get(app, users.supervisor!, '/admin/v1/user/profile')).json().data.permissions).toEqual([]);
  });

  it('an operator gets 200 on the operational screens', async () => {
    for (const url of OPERATIONAL) expect((await get(app, users.operador!, url)).statusCode, url).toBe(200);
  });

  it('an operator gets 403 with a pt-BR message on user management, the access log and erasure receipts', async () => {
    const refused: [string, string][] = [
      ['/admin/v1/user', 'Apenas administradores podem gerenciar usuários.'],
      ['/admin/v1/user/1', 'Apenas administradores podem gerenciar usuários.'],
      ['/admin/v1/access-logs', apiMessages.forbidden],
      ['/admin/v1/access-logs/export.csv', apiMessages.forbidden],
      ['/admin/v1/erasure-receipt', apiMessages.forbidden],
      ['/admin/%761/access-logs', apiMessages.forbidden],
    ];
    for (const [url, message] of refused) {
      const res = await get(app, users.operador!, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ message });
    }
    expect(apiMessages.forbidden).toBe('Seu perfil não tem permissão para esta ação.');
    // The administrator reads them all.
    for (const url of ['/admin/v1/user', '/admin/v1/access-logs', '/admin/v1/erasure-receipt', ...OPERATIONAL])
      expect((await get(app, users.admin!, url)).statusCode, url).toBe(200);
  });

  it('a user whose role the file does not know gets 403 everywhere but their own session', async () => {
    for (const url of ['/person/v1', '/admin/v1/device-config', '/services/v1/pricing'])
      expect((await get(app, users.supervisor!, url)).statusCode, url).toBe(403);
    const out = await app.inject({ method: 'POST', url: '/api/v2/user/logout', headers: users.supervisor! });
    expect(out.statusCode).toBe(200);
  });

  it('every route of the route table has a rule: open, session-only or a permission', () => {
    const rules = new Map(app.routeRules.map((r) => [`${r.method} ${r.url}`, r.rule]));
    expect(app.routeList.length).toBeGreaterThan(40);
    for (const route of app.routeList) {
      const rule = rules.get(`${route.method} ${route.url}`);
      expect(rule?.kind, `${route.method} ${route.url}`).toMatch(/^(open|session|permission)$/);
      if (rule?.kind === 'open') expect(route.public || route.console, `${route.method} ${route.url}`).toBe(true);
    }
    const permission = (key: string) => {
      const r = rules.get(key);
      return r?.kind === 'permission' ? r.permission : r?.kind;
    };
    expect(permission('GET /admin/v2/person-fingerprint/:id/images')).toBe('fingerprint:read');
    expect(permission('POST /admin/v1/liveness/gerar-arquivos')).toBe('liveness-log:write');
    expect(permission('GET /requests/v1/request-logs/stats')).toBe('request-log:read');
    expect(permission('GET /admin/v1/erasure-receipt')).toBe('erasure-receipt:read');
    expect(permission('POST /admin/v1/files/ticket')).toBe('files:read');
    expect(permission('GET /files/*')).toBe('files:read');
    expect(permission('GET /services/v1/pricing')).toBe('prices:read');
    expect(permission('PATCH /admin/v1/user/:id/activate')).toBe('user:write');
    expect(permission('PUT /admin/v1/user/:id/password')).toBe('user:write');
    expect(permission('POST /admin/v1/user/:id/reset-link')).toBe('user:write');
    expect(permission('DELETE /person/v1/:id')).toBe('person:delete');
    expect(permission('GET /admin/v1/user/profile')).toBe('session');
    expect(permission('POST /api/v2/user/logout')).toBe('session');
    expect(permission('POST /api/v2/user/login')).toBe('open');
  });

  it('a route that states no requirement, or names an unknown resource, stops the app at start', async () => {
    const open = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('roles-open'),
      requestLog: false,
    });
    open.get('/admin/v1/esquecida', async () => ({ ok: true }));
    open.get('/admin/v1/errada', { config: { permission: 'pessoa:read' } }, async () => ({ ok: true }));
    await expect(open.ready()).rejects.toThrow(
      /GET \/admin\/v1\/esquecida: sem permissão declarada[\s\S]*GET \/admin\/v1\/errada: permissão "pessoa:read": recurso desconhecido "pessoa"/,
    );
    await open.close().catch(() => undefined);
  });

  it('a role edited in the roles file changes what is allowed, on the next start', async () => {
    const file = join(tempDir('roles-edited'), 'roles.json');
    const edited = JSON.parse(readFileSync('schemas/roles.json', 'utf8'));
    // The operator now reads the access log but no longer touches people.
    edited.roles[1].grants = edited.roles[1].grants
      .filter((g: string) => !g.startsWith('person:'))
      .concat('access-log:read');
    writeFileSync(file, JSON.stringify(edited));
    const other = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('roles-edited-storage'),
      requestLog: false,
      roles: file,
    });
    await other.ready();
    try {
      const operator = { authorization: `Bearer ${(await login(other, 'operador@example.com')).json().access_token}` };
      expect((await get(other, operator, '/admin/v1/access-logs')).statusCode).toBe(200);
      expect((await get(other, operator, '/admin/v1/access-logs/export.csv')).statusCode).toBe(403);
      expect((await get(other, operator, '/person/v1')).statusCode).toBe(403);
      expect((await get(other, operator, '/admin/v1/device-config')).statusCode).toBe(200);
      expect((await get(other, operator, '/admin/v1/user/profile')).json().data.permissions).toContain(
        'access-log:read',
      );
    } finally {
      await other.close();
    }
  });

  it('a wrong roles file stops the app with the file, the path and the reason', async () => {
    const roles = JSON.parse(readFileSync('schemas/roles.json', 'utf8'));
    roles.roles[1].grants.push('pessoa:read');
    await expect(
      buildApp({ db: handle.db, jwtSecret: TEST_SECRET, storageDir: tempDir('roles-wrong'), requestLog: false, roles }),
    ).rejects.toThrow('schemas/roles.json: /roles/1/grants/39: recurso desconhecido "pessoa"');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildApp, type App } from '../../../server/app.js';
import { loadDescriptors, schemasDir } from '../../../server/descriptors/loadDescriptors.js';
import { rolesFile } from '../../../server/descriptors/loadRoles.js';
import { can } from '../../../src/core/auth/can.js';
import * as apiMessages from '../../../src/core/api/apiMessages.js';
import type { Descriptor } from '../../../src/core/descriptors/Descriptor.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { FIXTURE_SCHEMAS, fixtureDescriptors } from '../../support/fixtureSchemas.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { TEST_SECRET } from '../../support/testApp.js';
import { tempDir } from '../../support/tempDir.js';
import { testPasswordHash } from '../../support/testPasswordHash.js';

/**
 * Roles (server/auth/authorize.ts, the roles file) on the fixtures: tests/fixtures/schemas and its
 * roles.json (admin; leitor, who reads; operador, who works the fixtures' screens but neither the
 * users, the API calls nor the prices). What the specification asks of the production roles file
 * on the real API is checked at the end, on schemas/ (docs/testing-schemas.md).
 */
const descriptors = fixtureDescriptors();
const ROLES = rolesFile(FIXTURE_SCHEMAS);
const fixtureRoles = JSON.parse(readFileSync(ROLES, 'utf8')) as { roles: { key: string; grants: string[] }[] };
const grantsOf = (role: string) => fixtureRoles.roles.find((r) => r.key === role)!.grants;
const served = descriptors.filter((d) => d.server);
const endpointOf = (key: string) => descriptors.find((d) => d.key === key)!.api.endpoint;

describe.each(testDbKinds)('roles from the roles file (%s)', (kind) => {
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
          password_hash: await testPasswordHash('segredo1'),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const login = async (target: App, email: string) => {
    const res = await target.inject({
      method: 'POST',
      url: target.apiRoutes.paths.login,
      payload: { email, password: 'segredo1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const bearer = async (target: App, email: string) => ({
    authorization: `Bearer ${(await login(target, email)).json().access_token}`,
  });
  const get = (target: App, who: { authorization: string }, url: string) =>
    target.inject({ method: 'GET', url, headers: who });
  const fixtureApp = (roles: string | { roles: unknown }, storage: string) =>
    buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir(storage),
      requestLog: false,
      descriptors,
      roles,
    });

  beforeAll(async () => {
    handle = await openTestDb(kind);
    app = await fixtureApp(ROLES, 'roles');
    await app.ready();
    await createUser('chefe@example.com', 'admin');
    await createUser('operador@example.com', 'operador');
    await createUser('antigo@example.com', 'supervisor');
    users.admin = await bearer(app, 'chefe@example.com');
    users.operador = await bearer(app, 'operador@example.com');
    users.supervisor = await bearer(app, 'antigo@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it("login and profile answers carry the role's permissions, the other fields unchanged", async () => {
    const operator = (await login(app, 'operador@example.com')).json();
    expect(Object.keys(operator.data).sort()).toEqual(['email', 'id', 'name', 'permissions', 'role']);
    expect(operator.data.permissions).toEqual(grantsOf('operador'));
    expect(operator.data.permissions).toContain('member:*');
    expect(operator.data.permissions).not.toContain('user:read');
    expect((await login(app, 'chefe@example.com')).json().data.permissions).toEqual(['*']);
    const profile = (await get(app, users.operador!, app.apiRoutes.paths.profile)).json().data;
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
    expect((await get(app, users.supervisor!, app.apiRoutes.paths.profile)).json().data.permissions).toEqual([]);
  });

  it('an operator gets 200 on every list and export its role grants, 403 with a pt-BR message on the others', async () => {
    const operator = grantsOf('operador');
    const refused = served.filter((d) => !can(operator, `${d.key}:read`)).map((d) => d.key);
    // The fixtures' operator neither manages users nor reads the API calls: both refusals are tested.
    expect(refused).toEqual(['api-call', 'user']);
    const message = (d: Descriptor) => (d.key === 'user' ? apiMessages.adminOnly : apiMessages.forbidden);
    for (const d of served) {
      const res = await get(app, users.operador!, d.api.endpoint);
      if (refused.includes(d.key)) {
        expect(res.statusCode, d.key).toBe(403);
        expect(res.json(), d.key).toEqual({ message: message(d) });
      } else expect(res.statusCode, `${d.key}: ${res.body}`).toBe(200);
    }
    const alsoRefused: [string, string][] = [
      [`${endpointOf('user')}/1`, apiMessages.adminOnly],
      [`${endpointOf('api-call')}/export.csv`, apiMessages.forbidden],
      [app.apiRoutes.paths.pricing, apiMessages.forbidden],
      // Decided by the matched route: a percent-encoded path gets the same 403.
      [endpointOf('api-call').replace('/v1/', '/%761/'), apiMessages.forbidden],
    ];
    for (const [url, text] of alsoRefused) {
      const res = await get(app, users.operador!, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ message: text });
    }
    expect(apiMessages.forbidden).toBe('Seu perfil não tem permissão para esta ação.');
    expect((await get(app, users.operador!, `${endpointOf('member')}/export.csv`)).statusCode).toBe(200);
    // The administrator reads them all.
    for (const url of [
      ...served.map((d) => d.api.endpoint),
      ...alsoRefused.map(([url]) => url).filter((url) => !url.endsWith('/1')),
    ])
      expect((await get(app, users.admin!, url)).statusCode, url).toBe(200);
  });

  it('a user whose role the file does not know gets 403 everywhere but their own session', async () => {
    for (const url of [endpointOf('member'), endpointOf('device-profile'), app.apiRoutes.paths.pricing])
      expect((await get(app, users.supervisor!, url)).statusCode, url).toBe(403);
    const out = await app.inject({ method: 'POST', url: app.apiRoutes.paths.logout, headers: users.supervisor! });
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
    const { paths, users: userRoutes, of } = app.apiRoutes;
    const member = endpointOf('member');
    expect(permission(`GET ${of.fingerprintGallery!.url}`)).toBe('fingerprint:read');
    expect(permission(`POST ${paths.filesTicket}`)).toBe('files:read');
    expect(permission('GET /files/*')).toBe('files:read');
    expect(permission(`GET ${paths.pricing}`)).toBe('prices:read');
    expect(permission(`PATCH ${userRoutes!.urls.activate}`)).toBe('user:write');
    expect(permission(`PUT ${userRoutes!.urls.password}`)).toBe('user:write');
    expect(permission(`POST ${userRoutes!.urls.resetLink}`)).toBe('user:write');
    expect(permission(`GET ${member}`)).toBe('member:read');
    expect(permission(`PUT ${member}/:id`)).toBe('member:write');
    expect(permission(`DELETE ${member}/:id`)).toBe('member:delete');
    expect(permission(`GET ${member}/export.csv`)).toBe('member:export');
    expect(permission(`POST ${member}/:id/reveal`)).toBe('member:reveal');
    expect(permission(`GET ${paths.profile}`)).toBe('session');
    expect(permission(`POST ${paths.logout}`)).toBe('session');
    expect(permission(`POST ${paths.login}`)).toBe('open');
  });

  it('a route that states no requirement, or names an unknown resource, stops the app at start', async () => {
    const open = await fixtureApp(ROLES, 'roles-open');
    open.get('/admin/v1/esquecida', async () => ({ ok: true }));
    open.get('/admin/v1/errada', { config: { permission: 'pessoa:read' } }, async () => ({ ok: true }));
    await expect(open.ready()).rejects.toThrow(
      /GET \/admin\/v1\/esquecida: sem permissão declarada[\s\S]*GET \/admin\/v1\/errada: permissão "pessoa:read": recurso desconhecido "pessoa"/,
    );
    await open.close().catch(() => undefined);
  });

  it('a role edited in the roles file changes what is allowed, on the next start', async () => {
    const file = join(tempDir('roles-edited'), 'roles.json');
    const edited = structuredClone(fixtureRoles);
    // The operator now reads the API calls but no longer touches members.
    const operator = edited.roles.find((r) => r.key === 'operador')!;
    operator.grants = operator.grants.filter((g) => !g.startsWith('member:')).concat('api-call:read');
    writeFileSync(file, JSON.stringify(edited));
    const other = await fixtureApp(file, 'roles-edited-storage');
    await other.ready();
    try {
      const who = await bearer(other, 'operador@example.com');
      expect((await get(other, who, endpointOf('api-call'))).statusCode).toBe(200);
      expect((await get(other, who, `${endpointOf('api-call')}/export.csv`)).statusCode).toBe(403);
      expect((await get(other, who, endpointOf('member'))).statusCode).toBe(403);
      expect((await get(other, who, endpointOf('device-profile'))).statusCode).toBe(200);
      expect((await get(other, who, other.apiRoutes.paths.profile)).json().data.permissions).toContain('api-call:read');
    } finally {
      await other.close();
    }
  });

  it('a wrong roles file stops the app with the file, the path and the reason', async () => {
    const file = join(tempDir('roles-wrong'), 'roles.json');
    const wrong = structuredClone(fixtureRoles);
    wrong.roles[2]!.grants.push('pessoa:read');
    writeFileSync(file, JSON.stringify(wrong));
    await expect(fixtureApp(file, 'roles-wrong-storage')).rejects.toThrow(
      `${relative(process.cwd(), file)}: /roles/2/grants/${wrong.roles[2]!.grants.length - 1}: recurso desconhecido "pessoa"`,
    );
  });

  /**
   * What the specification (2.1) asks of the production roles file on the real API: its operator
   * works the operational screens and their stats, exports and prices, but not user management,
   * the access log or the erasure receipts. Production's own hand-written routes (the request
   * log's stat cards, the capture logs' file generation, the receipts) carry their entity's
   * permission. Endpoints are read from schemas/, so moving one breaks nothing here.
   */
  describe('schemas/roles.json on the real API', () => {
    let production: App;
    const who: Record<string, { authorization: string }> = {};
    const productionDescriptors = loadDescriptors(schemasDir());
    const endpoint = (key: string) => productionDescriptors.find((d) => d.key === key)!.api.endpoint;
    beforeAll(async () => {
      production = await buildApp({
        db: handle.db,
        jwtSecret: TEST_SECRET,
        storageDir: tempDir('roles-production'),
        requestLog: false,
      });
      await production.ready();
      who.admin = await bearer(production, 'chefe@example.com');
      who.operador = await bearer(production, 'operador@example.com');
    });
    afterAll(() => production?.close());

    it('the operator gets 200 on the operational screens, 403 on user management, the access log and the receipts; the administrator reads them all', async () => {
      const { of, paths } = production.apiRoutes;
      const operational = [
        ...[
          'device-config',
          'param',
          'error-message',
          'liveness-log',
          'finger-log',
          'request-log',
          'fingerprint',
          'liveness',
          'client',
          'person',
        ].map(endpoint),
        of.requestLogStats!.url,
        paths.pricing,
        `${endpoint('person')}/export.csv`,
      ];
      for (const url of operational) expect((await get(production, who.operador!, url)).statusCode, url).toBe(200);
      const refused: [string, string][] = [
        [endpoint('user'), apiMessages.adminOnly],
        [`${endpoint('user')}/1`, apiMessages.adminOnly],
        [endpoint('access-log'), apiMessages.forbidden],
        [`${endpoint('access-log')}/export.csv`, apiMessages.forbidden],
        [of.erasureReceipts!.url, apiMessages.forbidden],
      ];
      for (const [url, message] of refused) {
        const res = await get(production, who.operador!, url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json(), url).toEqual({ message });
      }
      for (const url of [endpoint('user'), endpoint('access-log'), of.erasureReceipts!.url, ...operational])
        expect((await get(production, who.admin!, url)).statusCode, url).toBe(200);
    });

    it("every route has a rule; production's own hand-written routes carry their entity's permission", () => {
      const rules = new Map(production.routeRules.map((r) => [`${r.method} ${r.url}`, r.rule]));
      for (const route of production.routeList)
        expect(rules.get(`${route.method} ${route.url}`)?.kind, `${route.method} ${route.url}`).toMatch(
          /^(open|session|permission)$/,
        );
      const permission = (key: string) => {
        const r = rules.get(key);
        return r?.kind === 'permission' ? r.permission : r?.kind;
      };
      const { of } = production.apiRoutes;
      expect(permission(`GET ${of.fingerprintGallery!.url}`)).toBe('fingerprint:read');
      expect(permission(`POST ${of.livenessFiles!.url}`)).toBe('liveness-log:write');
      expect(permission(`GET ${of.requestLogStats!.url}`)).toBe('request-log:read');
      expect(permission(`GET ${of.erasureReceipts!.url}`)).toBe('erasure-receipt:read');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app.js';
import { hashPassword } from '../../../server/auth/password.js';
import * as apiMessages from '../../../src/core/api/apiMessages.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { TEST_SECRET } from '../../support/testApp.js';
import { tempDir } from '../../support/tempDir.js';

const USERS = '/admin/v1/user';
/** The routes under the users endpoint that every signed-in user keeps: their own profile. */
const OWN_PROFILE = new Set([
  'GET /admin/v1/user/profile',
  'HEAD /admin/v1/user/profile',
  'POST /admin/v1/user/profile',
  // Each user's own preferences (the theme): their own, never another's.
  'GET /admin/v1/user/preferences',
  'HEAD /admin/v1/user/preferences',
  'PUT /admin/v1/user/preferences',
]);

describe.each(testDbKinds)('only administrators manage users (%s)', (kind) => {
  let handle: DbHandle;
  let app: App;
  let adminId: number;
  let operatorId: number;
  let admin: { authorization: string };
  let operator: { authorization: string };

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
  const login = async (email: string, password = 'segredo1') => {
    const res = await app.inject({ method: 'POST', url: '/api/v2/user/login', payload: { email, password } });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().access_token}` };
  };
  const call = (headers: { authorization: string }, method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'GET', url, headers, ...(payload && { payload }) });
  const userRow = (id: number) =>
    handle.db
      .selectFrom('users')
      .select(['role', 'is_active', 'token_version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    handle = await openTestDb(kind);
    app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('require-admin'),
      requestLog: false,
      publicUrl: 'https://console.example.com',
    });
    await app.ready();
    adminId = await createUser('chefe@example.com', 'admin');
    operatorId = await createUser('operador@example.com', 'operador');
    admin = await login('chefe@example.com');
    operator = await login('operador@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('an operator gets 403 on every user-management route in the route table, and nothing changes', async () => {
    const managed = app.routeList.filter((r) => r.url === USERS || r.url.startsWith(`${USERS}/`));
    const tried: string[] = [];
    const usersBefore = await handle.db
      .selectFrom('users')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const route of managed) {
      const key = `${route.method} ${route.url}`;
      if (OWN_PROFILE.has(key)) continue;
      // Aimed at the administrator: promote, block, reset, delete, read them...
      const url = route.url.replace(':id', String(adminId));
      const body = ['POST', 'PUT', 'PATCH'].includes(route.method)
        ? {
            name: 'Intruso',
            phone: '11999999999',
            email: 'intruso@evil.test',
            password: 'hacked1',
            confirm_password: 'hacked1',
            role: 'admin',
            is_active: 1,
            version: 1,
            new_password: 'hacked2',
            confirm_new_password: 'hacked2',
          }
        : undefined;
      const res = await call(operator, route.method, url, body);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(403);
      if (route.method !== 'HEAD') expect(res.json(), key).toEqual({ message: apiMessages.adminOnly });
      tried.push(key);
    }
    // The walk covered the routes of issue 18 (a route table without them would pass vacuously).
    expect(tried).toEqual(
      expect.arrayContaining([
        `GET ${USERS}`,
        `GET ${USERS}/:id`,
        `POST ${USERS}`,
        `PUT ${USERS}/:id`,
        `DELETE ${USERS}/:id`,
        `GET ${USERS}/export.csv`,
        `PATCH ${USERS}/:id/deactivate`,
        `PATCH ${USERS}/:id/activate`,
        `PUT ${USERS}/:id/password`,
        `POST ${USERS}/:id/reset-link`,
      ]),
    );
    expect(await userRow(adminId)).toMatchObject({ role: 'admin', is_active: 1, token_version: 0 });
    expect(
      await handle.db
        .selectFrom('users')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(usersBefore);
    expect(await handle.db.selectFrom('reset_tokens').selectAll().execute()).toEqual([]);
  });

  it('decides by the matched route: a percent-encoded path gets the same 403', async () => {
    const res = await call(operator, 'POST', '/admin/%761/user', {
      name: 'Intruso',
      phone: '11999999999',
      email: 'intruso@evil.test',
      password: 'hacked1',
      confirm_password: 'hacked1',
      role: 'admin',
    });
    expect(res.statusCode).toBe(403);
    expect((await call(operator, 'POST', `/admin/v1/%75ser/${adminId}/reset-link`)).statusCode).toBe(403);
  });

  it('an operator cannot change their own role or block themselves, but keeps their profile and own password', async () => {
    const own = (await call(operator, 'GET', '/admin/v1/user/profile')).json().data;
    const promote = await call(operator, 'PUT', `${USERS}/${operatorId}`, { ...own, role: 'admin', version: 1 });
    expect(promote.statusCode).toBe(403);
    expect((await call(operator, 'PATCH', `${USERS}/${operatorId}/deactivate`)).statusCode).toBe(403);
    expect(await userRow(operatorId)).toMatchObject({ role: 'operador', is_active: 1 });

    const profile = await call(operator, 'POST', '/admin/v1/user/profile', { name: 'Operadora', phone: '11912345678' });
    expect(profile.statusCode).toBe(200);
    const changed = await call(operator, 'PUT', `${USERS}/${operatorId}/password`, {
      password: 'segredo1',
      new_password: 'segredo2',
      confirm_new_password: 'segredo2',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    operator = { authorization: `Bearer ${changed.json().access_token}` };
  });

  it('an administrator still manages users: create an admin, promote, reset link, other password, block, delete', async () => {
    const created = await call(admin, 'POST', USERS, {
      name: 'Nova',
      phone: '11988887777',
      email: 'nova@example.com',
      password: 'segredo1',
      confirm_password: 'segredo1',
      role: 'admin',
    });
    expect(created.statusCode, created.body).toBe(201);
    const nova = created.json().data;
    expect(nova.role).toBe('admin');
    expect((await call(admin, 'GET', USERS)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `${USERS}/${operatorId}`)).statusCode).toBe(200);

    const target = await createUser('alvo@example.com', 'operador');
    const record = (await call(admin, 'GET', `${USERS}/${target}`)).json().data;
    const promoted = await call(admin, 'PUT', `${USERS}/${target}`, { ...record, role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data.role).toBe('admin');
    const link = await call(admin, 'POST', `${USERS}/${target}/reset-link`);
    expect(link.statusCode, link.body).toBe(200);
    const password = await call(admin, 'PUT', `${USERS}/${target}/password`, {
      password: 'segredo1',
      new_password: 'outra123',
      confirm_new_password: 'outra123',
    });
    expect(password.statusCode, password.body).toBe(200);
    expect((await call(admin, 'PATCH', `${USERS}/${target}/deactivate`)).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', `${USERS}/${target}/activate`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `${USERS}/${nova.id}`)).statusCode).toBe(200);
  });

  it('an administrator cannot change their own role, block or delete themselves (403), but edits the rest of their record', async () => {
    const me = (await call(admin, 'GET', `${USERS}/${adminId}`)).json().data;
    const demote = await call(admin, 'PUT', `${USERS}/${adminId}`, { ...me, role: 'operador' });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe(apiMessages.selfRole);
    // PUT replaces the record: leaving the role out would reset it, so it is a change too.
    const { role: _role, ...withoutRole } = me;
    expect((await call(admin, 'PUT', `${USERS}/${adminId}`, withoutRole)).json().message).toBe(apiMessages.selfRole);
    const block = await call(admin, 'PATCH', `${USERS}/${adminId}/deactivate`);
    expect(block.statusCode).toBe(403);
    expect(block.json().message).toBe(apiMessages.selfBlock);
    const remove = await call(admin, 'DELETE', `${USERS}/${adminId}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe(apiMessages.selfDelete);
    const rename = await call(admin, 'PUT', `${USERS}/${adminId}`, { ...me, name: 'Chefe Silva' });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(await userRow(adminId)).toMatchObject({ role: 'admin', is_active: 1 });
  });

  it('an administrator demoted by another loses the rights on their very next request', async () => {
    const otherId = await createUser('outra-chefe@example.com', 'admin');
    const other = await login('outra-chefe@example.com');
    expect((await call(other, 'GET', USERS)).statusCode).toBe(200);
    await handle.db.updateTable('users').set({ role: 'operador' }).where('id', '=', otherId).execute();
    expect((await call(other, 'GET', USERS)).statusCode).toBe(403);
  });
});

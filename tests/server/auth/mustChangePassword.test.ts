import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app.js';
import * as apiMessages from '../../../src/core/api/apiMessages.js';
import { hashPassword } from '../../../server/auth/password.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { firstRunSetup } from '../../../server/seed/firstRunSetup.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { TEST_SECRET } from '../../support/testApp.js';
import { tempDir } from '../../support/tempDir.js';

describe.each(testDbKinds)('the first administrator must change the password (%s)', (kind) => {
  let handle: DbHandle;
  let app: App;
  let adminId: number;
  let password: string;
  let auth: { authorization: string };

  const call = (method: string, url: string, payload?: object, headers = auth) =>
    app.inject({ method: method as 'GET', url, headers, ...(payload && { payload }) });

  beforeAll(async () => {
    handle = await openTestDb(kind);
    app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('must-change'),
      requestLog: false,
      publicUrl: 'https://console.example.com',
    });
    await app.ready();
    const result = await firstRunSetup(handle.db, {
      sample: false,
      admin: { email: 'ti@empresa.com.br' },
      hashPassword,
      log: () => {},
    });
    if (result.setup !== 'admin' || !result.password) throw new Error('esperava um administrador com senha gerada');
    password = result.password;
    adminId = (await handle.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      payload: { email: 'ti@empresa.com.br', password },
    });
    expect(login.statusCode, login.body).toBe(200);
    auth = { authorization: `Bearer ${login.json().access_token}` };
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('every route of the route table answers 403 with the pt-BR message, except the profile read, the own password change and logout', async () => {
    const allowed = new Set([
      'GET /admin/v1/user/profile',
      'HEAD /admin/v1/user/profile',
      'PUT /admin/v1/user/:id/password',
      'POST /api/v2/user/logout',
    ]);
    let refused = 0;
    for (const route of app.routeList) {
      const key = `${route.method} ${route.url}`;
      if (route.public || allowed.has(key) || route.url.includes('*')) continue;
      const url = route.url.replace(/:[A-Za-z_]+/g, String(adminId));
      const res = await call(route.method, url, ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(403);
      if (route.method !== 'HEAD') expect(res.json(), key).toEqual({ message: apiMessages.mustChangePassword });
      refused++;
    }
    expect(refused).toBeGreaterThan(40);
    const profile = await call('GET', '/admin/v1/user/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      email: 'ti@empresa.com.br',
      role: 'admin',
      must_change_password: true,
    });
  });

  it("the administrator changes nobody else's password until they change their own", async () => {
    const other = await handle.db
      .insertInto('users')
      .values({
        name: 'Outra',
        email: 'outra@empresa.com.br',
        phone: '11987654321',
        role: 'operador',
        password_hash: await hashPassword('segredo1'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await call('PUT', `/admin/v1/user/${other.id}/password`, {
      password: 'segredo1',
      new_password: 'segredo2',
      confirm_new_password: 'segredo2',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(apiMessages.mustChangePassword);
  });

  it('the same password again is refused; a new one clears the flag and opens the rest of the API', async () => {
    const same = await call('PUT', `/admin/v1/user/${adminId}/password`, {
      password,
      new_password: password,
      confirm_new_password: password,
    });
    expect(same.statusCode).toBe(400);
    const changed = await call('PUT', `/admin/v1/user/${adminId}/password`, {
      password,
      new_password: 'minhaNova9',
      confirm_new_password: 'minhaNova9',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = { authorization: `Bearer ${changed.json().access_token}` };
    expect((await call('GET', '/admin/v1/user/profile', undefined, fresh)).json().data.must_change_password).toBe(
      false,
    );
    expect((await call('GET', '/admin/v1/user', undefined, fresh)).statusCode).toBe(200);
    expect((await call('GET', '/person/v1', undefined, fresh)).statusCode).toBe(200);
    // The token from before the change is ended with every other session (98).
    expect((await call('GET', '/admin/v1/user/profile')).json().code).toBe(98);
  });
});

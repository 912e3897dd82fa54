import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.js';
import { hashPassword } from '../../server/auth/password.js';
import { loadDescriptors } from '../../server/descriptors/loadDescriptors.js';
import type { DbHandle } from '../../server/db/openDb.js';
import { openTestDb, testDbKinds } from '../support/testDb.js';
import { schemasWithWhatsapp } from '../support/editedSchemas.js';
import { TEST_SECRET } from '../support/testApp.js';

/** README "Changing a screen": one descriptor edit adds a validated, masked field to the API. */
describe.each(testDbKinds)('a field added by editing person.json alone (%s)', (kind) => {
  let app: App;
  let handle: DbHandle;
  let headers: { authorization: string };
  beforeAll(async () => {
    handle = await openTestDb(kind);
    await handle.db
      .insertInto('users')
      .values({ name: 'A', email: 'a@example.com', password_hash: await hashPassword('segredo1') })
      .execute();
    app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      descriptors: loadDescriptors(schemasWithWhatsapp()),
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      payload: { email: 'a@example.com', password: 'segredo1' },
    });
    headers = { authorization: `Bearer ${login.json().access_token}` };
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('is required and validated with its own messages', async () => {
    const missing = await app.inject({ method: 'POST', url: '/person/v1', headers, payload: { cpf: '52998224725' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ whatsapp: 'Informe o WhatsApp' });
    const bad = await app.inject({
      method: 'POST',
      url: '/person/v1',
      headers,
      payload: { cpf: '52998224725', whatsapp: '(11) 9' },
    });
    expect(bad.json().errors).toEqual({ whatsapp: 'WhatsApp inválido' });
  });

  it('is stored unmasked, returned, listed, filtered and updated', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/person/v1',
      headers,
      payload: { cpf: '52998224725', whatsapp: '(11) 98765-4321' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const person = created.json().data;
    expect(person.whatsapp).toBe('11987654321');
    const list = await app.inject({ url: '/person/v1?whatsapp=(11)%2098765', headers });
    expect(list.json().data.map((p: { id: number }) => p.id)).toEqual([person.id]);
    expect((await app.inject({ url: '/person/v1?whatsapp=2199', headers })).json().data).toEqual([]);
    const updated = await app.inject({
      method: 'PUT',
      url: `/person/v1/${person.id}`,
      headers,
      payload: { ...person, whatsapp: '21 3333-4444' },
    });
    expect(updated.json().data.whatsapp).toBe('2133334444');
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { hashPassword } from '../../../server/auth/password.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { loadDescriptors } from '../../../server/descriptors/loadDescriptors.js';
import { applyFieldDefaults } from '../../../server/schemasCheck/applyFieldDefaults.js';
import { checkDatabase } from '../../../server/schemasCheck/checkDatabase.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { TEST_SECRET } from '../../support/testApp.js';
import { descriptor, whatsapp, withRequired } from './descriptorEdits.js';

/** More old records than one batch, so the batches are exercised. */
const OLD = 1_203;

describe.each(testDbKinds)('a required field with a default, given to the old records at start (%s)', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
    await sql`insert into people (cpf, name, extra)
      select lpad(i::text, 11, '0'), 'P' || i,
             case when i = 1 then '{"whatsapp": "21999998888"}'::jsonb when i = 2 then '{"whatsapp": ""}'::jsonb else '{}'::jsonb end
      from generate_series(1, ${OLD}) i`.execute(handle.db);
  });
  afterAll(() => handle?.close());

  it('every record lacking it gets the normalised default, once; the one that had a value keeps it', async () => {
    const person = withRequired(descriptor('person'), 'whatsapp', whatsapp, '(11) 90000-0000');
    const lines: string[] = [];
    expect(await applyFieldDefaults(handle.db, [person], (l) => lines.push(l))).toEqual([
      { key: 'person', field: 'whatsapp', count: OLD - 1 },
    ]);
    expect(lines).toEqual([
      `schemas/person.json: ${(OLD - 1).toLocaleString('pt-BR')} registros receberam o padrão de "whatsapp" (fields.whatsapp.default).`,
    ]);
    const { rows } = await sql<{ value: string; n: number }>`
      select extra ->> 'whatsapp' as value, count(*)::int as n from people group by 1 order by 1`.execute(handle.db);
    expect(rows).toEqual([
      { value: '11900000000', n: OLD - 1 },
      { value: '21999998888', n: 1 },
    ]);
    expect(await applyFieldDefaults(handle.db, [person])).toEqual([]);
    expect(await checkDatabase(handle.db, [person])).toEqual([]);
  });

  it('a field with its own column is filled where null; the version stays', async () => {
    const person = withRequired(descriptor('person'), 'phone', descriptor('person').fields.phone!, '1133334444');
    const before = await sql<{ v: number }>`select sum(version)::int as v from people`.execute(handle.db);
    expect(await applyFieldDefaults(handle.db, [person])).toEqual([{ key: 'person', field: 'phone', count: OLD }]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from people where phone = '1133334444'`.execute(
      handle.db,
    );
    expect(rows[0]!.n).toBe(OLD);
    expect((await sql<{ v: number }>`select sum(version)::int as v from people`.execute(handle.db)).rows).toEqual(
      before.rows,
    );
  });

  it('an old record then saves through the API, with no "Informe o WhatsApp"', async () => {
    const person = withRequired(descriptor('person'), 'whatsapp', whatsapp, '(11) 90000-0000');
    await handle.db
      .insertInto('users')
      .values({ name: 'A', email: 'a@example.com', password_hash: await hashPassword('segredo1') })
      .execute();
    const app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      descriptors: loadDescriptors('schemas').map((d) => (d.key === 'person' ? person : d)),
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v2/user/login',
        payload: { email: 'a@example.com', password: 'segredo1' },
      });
      const headers = { authorization: `Bearer ${login.json().access_token}` };
      const old = (await app.inject({ url: `/person/v1/${OLD}`, headers })).json().data;
      expect(old.whatsapp).toBe('11900000000');
      const saved = await app.inject({
        method: 'PUT',
        url: `/person/v1/${OLD}`,
        headers,
        payload: { ...old, name: 'Renomeado' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a table not made yet (records kept as JSON) is skipped: it has no old records', async () => {
    const supplier = withRequired(descriptor('client'), 'whatsapp', whatsapp, '11900000000');
    Object.assign(supplier, { key: 'supplier' });
    supplier.server = { ...supplier.server, table: 'supplier_records', jsonRecords: true, unique: {} };
    expect(await applyFieldDefaults(handle.db, [supplier])).toEqual([]);
  });
});

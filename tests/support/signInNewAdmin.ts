import type { Kysely } from 'kysely';
import type { App } from '../../server/app.js';
import type { Database } from '../../server/db/schema.js';
import { testPasswordHash } from './testPasswordHash.js';

/**
 * Creates an administrator in `db` (its password hashed at the tests' low cost) and signs in
 * through `app`: the bearer header, for tests that build their app themselves (createTestContext
 * does this for the others).
 *
 * @example const auth = await signInNewAdmin(app, handle.db); await app.inject({ url: '/person/v1', headers: auth })
 */
export async function signInNewAdmin(
  app: App,
  db: Kysely<Database>,
  email = 'operadora@example.com',
): Promise<{ authorization: string }> {
  await db
    .insertInto('users')
    .values({
      name: 'Operadora',
      email,
      phone: '11987654321',
      role: 'admin',
      is_active: 1,
      password_hash: await testPasswordHash('senha123'),
    })
    .execute();
  const login = await app.inject({
    method: 'POST',
    url: '/api/v2/user/login',
    payload: { email, password: 'senha123' },
  });
  if (login.statusCode !== 200) throw new Error(`login falhou: ${login.statusCode} ${login.body}`);
  return { authorization: `Bearer ${login.json().access_token}` };
}

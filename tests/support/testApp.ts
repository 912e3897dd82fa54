import type { DbHandle, DbKind } from '../../server/db/openDb.js';
import { buildApp, type App } from '../../server/app.js';
import type { AppOptions } from '../../server/AppOptions.js';
import { openTestDb } from './testDb.js';
import { tempDir } from './tempDir.js';
import { testPasswordHash } from './testPasswordHash.js';

export const TEST_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!';

export interface TestContext {
  app: App;
  handle: DbHandle;
  /** Creates a back-office user (its password hashed at a test-only low cost: testPasswordHash) and returns its id. */
  createUser(
    fields?: Partial<{ name: string; email: string; password: string; is_active: number; role: string }>,
  ): Promise<number>;
  /** Signs in through the API and returns the bearer header. */
  login(email: string, password: string): Promise<{ authorization: string }>;
  /** The app's stored-file folder (a temp folder unless given). */
  storage: string;
  close(): Promise<void>;
}

/** A migrated database of the given kind and an app over it, for `app.inject` tests. */
export async function createTestContext(
  kind: DbKind,
  options: { now?: () => number; storageDir?: string; requestLog?: boolean } & Pick<
    AppOptions,
    'descriptors' | 'roles' | 'requestLogFlushMs' | 'jobs'
  > = {},
): Promise<TestContext> {
  const handle = await openTestDb(kind);
  const storage = options.storageDir ?? tempDir('storage');
  const app = await buildApp({
    db: handle.db,
    jwtSecret: TEST_SECRET,
    now: options.now,
    storageDir: storage,
    requestLog: options.requestLog,
    requestLogFlushMs: options.requestLogFlushMs,
    descriptors: options.descriptors,
    roles: options.roles,
    jobs: options.jobs,
  });
  await app.ready();
  let n = 0;
  return {
    app,
    handle,
    storage,
    async createUser(fields = {}) {
      n += 1;
      const row = await handle.db
        .insertInto('users')
        .values({
          name: fields.name ?? `Usuária ${n}`,
          email: fields.email ?? `usuaria${n}@example.com`,
          phone: '11987654321',
          role: fields.role ?? 'admin',
          is_active: fields.is_active ?? 1,
          password_hash: await testPasswordHash(fields.password ?? 'senha123'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async login(email, password) {
      const res = await app.inject({ method: 'POST', url: '/api/v2/user/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
      return { authorization: `Bearer ${res.json().access_token}` };
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

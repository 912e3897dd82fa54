import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { openDb } from '../../../server/db/openDb.js';
import { createTestContext, TEST_SECRET } from '../../support/testApp.js';
import { tempDir } from '../../support/tempDir.js';

describe('statement timeout setting', () => {
  it('is 10 s unless DB_STATEMENT_TIMEOUT_MS says otherwise (0: none)', () => {
    expect(loadConfig({}).statementTimeoutMs).toBe(10_000);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0' }).statementTimeoutMs).toBe(0);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '-5' })).toThrow(/DB_STATEMENT_TIMEOUT_MS inválido/);
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('PostgreSQL slow, then back', () => {
  it('a request held up by the database answers a fast 503 in pt-BR, and the next one works', async () => {
    const ctx = await createTestContext('postgres', { requestLog: false });
    await ctx.createUser({ email: 'lento@example.com', password: 'segredo1' });
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(await ctx.handle.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('d')).executeTakeFirstOrThrow()).d}`;
    const db = await openDb({ databaseUrl: url.toString(), poolSize: 2, statementTimeoutMs: 1_000 });
    const app = await buildApp({ db: db.db, jwtSecret: TEST_SECRET, storageDir: tempDir('slow'), requestLog: false });
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v2/user/login',
        payload: { email: 'lento@example.com', password: 'segredo1' },
      });
      const auth = { authorization: `Bearer ${login.json().access_token}` };
      const profile = () => app.inject({ method: 'GET', url: '/admin/v1/user/profile', headers: auth });
      expect((await profile()).statusCode).toBe(200);

      // Another session holds the users table (a long migration, a stuck transaction): every
      // request, which re-reads its user, waits on it.
      await locker.query('begin');
      await locker.query('lock table users in access exclusive mode');
      const started = performance.now();
      const slow = await profile();
      expect(performance.now() - started).toBeLessThan(2_500);
      expect(slow.statusCode).toBe(503);
      expect(slow.headers['retry-after']).toBe('5');
      expect(slow.json()).toEqual({
        message: 'O banco de dados está lento e não respondeu a tempo. Tente novamente em instantes.',
      });

      await locker.query('rollback');
      expect((await profile()).statusCode).toBe(200);
    } finally {
      await locker.end();
      await app.close();
      await db.close();
      await ctx.close();
    }
  }, 30_000);
});

import pg from 'pg';
import { openDb, type DbHandle, type DbKind } from '../../server/db/openDb.js';
import { migrateToLatest } from '../../server/db/migrate.js';

/**
 * The engines API tests run on: always PGlite; PostgreSQL too when TEST_DATABASE_URL is set.
 * Use with `describe.each(testDbKinds)`.
 */
export const testDbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Opens a fresh, migrated database of the given kind: PGlite in memory, or a new PostgreSQL
 * database (created on the server of `base`, TEST_DATABASE_URL by default, dropped on close) so
 * test files never share state.
 */
export async function openTestDb(kind: DbKind, base = process.env.TEST_DATABASE_URL): Promise<DbHandle> {
  if (kind === 'pglite') {
    const handle = await openDb({});
    await migrateToLatest(handle.db);
    return handle;
  }
  if (!base) throw new Error('TEST_DATABASE_URL não definido');
  const name = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), poolSize: 5 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

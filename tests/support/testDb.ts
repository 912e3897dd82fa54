import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDb, type DbHandle, type DbKind } from '../../server/db/openDb.js';
import { migrateToLatest } from '../../server/db/migrate.js';

/**
 * The engines API tests run on: always PGlite; PostgreSQL too when TEST_DATABASE_URL is set.
 * Use with `describe.each(testDbKinds)`.
 */
export const testDbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Opens a fresh, migrated database of the given kind: a PGlite copy of a migrated template
 * (removed on close), or a new PostgreSQL database (created on the server of `base`,
 * TEST_DATABASE_URL by default, dropped on close) so test files never share state.
 */
export async function openTestDb(kind: DbKind, base = process.env.TEST_DATABASE_URL): Promise<DbHandle> {
  if (kind === 'pglite') {
    // A copy of the migrated template: initdb and the migrations cost seconds, a copy a fraction.
    const dir = mkdtempSync(join(scratch, 'pglite-test-'));
    copies.add(dir);
    await copyPgliteTemplate(dir);
    const handle = await openDb({ pgliteDir: dir });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
        copies.delete(dir);
      },
    };
  }
  if (!base) throw new Error('TEST_DATABASE_URL não definido');
  const name = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await createMigratedDatabase(base, name);
  // Prepared statements as the API server runs them (DB_PREPARED_STATEMENTS' default).
  const handle = await openDb({ databaseUrl: databaseUrl(base, name), poolSize: 5, preparedStatements: true });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Fills `dir` (new or empty) with a PGlite database migrated to the latest schema. */
export async function copyPgliteTemplate(dir: string): Promise<void> {
  cpSync(await pgliteTemplate(), dir, { recursive: true });
}

/** Creates the database `name`, migrated to the latest schema, on the PostgreSQL server of `base`. */
export async function createMigratedDatabase(base: string, name: string): Promise<void> {
  await adminQuery(base, `CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(base)}`);
}

/** Where PGlite folders of tests go: memory-backed /dev/shm when it has room (Docker's is 64 MB). */
const scratch = (() => {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize > 4 * 2 ** 30) return '/dev/shm';
  } catch {
    // no /dev/shm
  }
  return tmpdir();
})();

/**
 * What a template depends on: the PGlite version (its initdb) and the text of every migration.
 * A change to either makes a new template.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  const migrations = fileURLToPath(new URL('../../server/db/migrations/', import.meta.url));
  for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(join(migrations, name)));
  return hash.digest('hex').slice(0, 16);
}

/** PGlite copies not closed yet: removed when the test process exits, whatever happened. */
const copies = new Set<string>();
process.on('exit', () => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

let template: Promise<string> | undefined;
/**
 * The folder of a PGlite database migrated to the latest schema, made once for all test processes
 * and runs (under `scratch`, named by templateKey); openTestDb copies it. Built aside and renamed
 * into place, so a process never sees a half-made one.
 */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = join(scratch, `pglite-template-${templateKey()}`);
    if (existsSync(dir)) return dir;
    const building = `${dir}.${randomUUID()}`;
    const handle = await openDb({ pgliteDir: building });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    try {
      renameSync(building, dir);
    } catch (error) {
      // Another process got there first: its template is the same.
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(dir)) throw error;
    }
    return dir;
  })();
  return template;
}

/** The address of database `name` on the server of `base`. */
export const databaseUrl = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs one statement on the server of `base` (CREATE or DROP DATABASE), on a connection of its own. */
export async function adminQuery(base: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const postgresTemplates = new Map<string, Promise<string>>();
/**
 * The name of a PostgreSQL database migrated to the latest schema on the server of `base`, made
 * once for all test processes and runs (named by templateKey); openTestDb creates its databases
 * from it. Built under another name and renamed into place, so no process copies a half-made one.
 */
function postgresTemplate(base: string): Promise<string> {
  let made = postgresTemplates.get(base);
  if (!made) {
    made = (async () => {
      const name = `t_template_${templateKey()}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      try {
        const exists = async () =>
          (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
        if (await exists()) return name;
        const building = `${name}_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
        await admin.query(`CREATE DATABASE ${building}`);
        const handle = await openDb({ databaseUrl: databaseUrl(base, building), poolSize: 1 });
        try {
          await migrateToLatest(handle.db);
        } finally {
          await handle.close();
        }
        try {
          await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        } catch (error) {
          // Another process got there first: its template is the same.
          await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
          if (!(await exists())) throw error;
        }
        return name;
      } finally {
        await admin.end();
      }
    })();
    postgresTemplates.set(base, made);
  }
  return made;
}

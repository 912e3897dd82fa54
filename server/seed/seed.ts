import { sql, type Kysely } from 'kysely';
import { Faker, base, en, pt_BR } from '@faker-js/faker';
import { tableNames, type Database, type TableName } from '../db/schema.js';
import { SEED_OPERATOR_PASSWORD, SEED_PERSON_PASSWORD } from './sampleData.js';
import { seedCatalogues, seedClients, seedUsers } from './seedReference.js';
import { seedBiometrics, seedPeople } from './seedPeople.js';
import { seedFingerLogs, seedLivenessLogs } from './seedCaptureLogs.js';
import { seedRequestLogs } from './seedRequestLogs.js';
import { withIndexesDeferred } from './withIndexesDeferred.js';
import { ensureLogPartitions } from '../partitions/ensureLogPartitions.js';
import { seedStoredFiles } from './seedStoredFiles.js';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileStore } from '../storage/fileStore.js';

export { SEED_OPERATOR_EMAIL, SEED_OPERATOR_PASSWORD, SEED_PERSON_CPF, SEED_PERSON_PASSWORD } from './sampleData.js';

export interface SeedOptions {
  /** The administrator (role 'admin'); kept unchanged when the email already exists. */
  admin: { email: string; password: string };
  /** People to create (default 60); the first is the documented SEED_PERSON_CPF. */
  people?: number;
  /** API request logs (default 300). */
  requestLogs?: number;
  /** Liveness capture logs (default 80). */
  livenessLogs?: number;
  /** Fingerprint capture logs (default 80). */
  fingerLogs?: number;
  /** The password hasher (server/auth/password.ts); called three times, not once per person. */
  hashPassword: (plain: string) => Promise<string>;
  /**
   * Deletes every row except back-office users (and their reset tokens) first. Without it,
   * seeding a database that already holds people, partners or logs is refused.
   */
  reset?: boolean;
  /** Seed of the random data: same seed and sizes, same data (default 2026). */
  randomSeed?: number;
  /** Progress lines for large sizes (default: none). */
  log?: (line: string) => void;
  /**
   * Storage folder: when given, real files go behind the stored paths (videos, images, log
   * texts: seedStoredFiles), for at most `filesLimit` rows of each table (default 1000).
   */
  storage?: string;
  filesLimit?: number;
}

export interface SeedReport {
  /** Rows in every table after seeding. */
  counts: Record<TableName, number>;
  /** False when a user with the admin's email already existed (it was kept as it was). */
  adminCreated: boolean;
}

export const seedDefaults = {
  people: 60,
  requestLogs: 300,
  livenessLogs: 80,
  fingerLogs: 80,
  randomSeed: 2026,
} as const;

/** Row count from which a table's secondary indexes are dropped during the insert and rebuilt after. */
const bulkThreshold = 20_000;

/** Tables holding sample data (everything but the back-office users and their tokens). */
const dataTables = tableNames.filter((t) => t !== 'users' && t !== 'reset_tokens');

/** True when the database has at least one back-office user: start-up seeds only a new one. */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills the database with a realistic Brazilian deployment: the admin and three operators,
 * eight partners with valid CNPJs, `people` with pt-BR names and valid CPFs, their
 * fingerprints (three images per group, with scores) and liveness proofs, device
 * configurations for real Android/iOS models, three parameter sets (id 1 first), the error
 * catalogue, the price list, and liveness, finger and request logs over the last 30 days.
 *
 * Reproducible: the same `randomSeed` and sizes give the same rows (timestamps are relative to
 * now). Bulk tables are generated set-based, so 100 000 people and 1 000 000 request logs take
 * minutes, not hours. Everything runs in one transaction: a failure leaves nothing behind.
 *
 * @example
 * await seed(db, { admin: { email: 'admin@example.com', password: 'admin123' }, hashPassword });
 */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<SeedReport> {
  const sizes = {
    people: count('people', options.people ?? seedDefaults.people),
    requestLogs: count('requestLogs', options.requestLogs ?? seedDefaults.requestLogs),
    livenessLogs: count('livenessLogs', options.livenessLogs ?? seedDefaults.livenessLogs),
    fingerLogs: count('fingerLogs', options.fingerLogs ?? seedDefaults.fingerLogs),
  };
  const log = options.log ?? (() => {});
  const faker = new Faker({ locale: [pt_BR, en, base] });
  faker.seed(options.randomSeed ?? seedDefaults.randomSeed);

  // argon2 costs ~30 ms a hash: three in all, before the transaction opens.
  const [adminHash, operatorHash, personHash] = await Promise.all([
    options.hashPassword(options.admin.password),
    options.hashPassword(SEED_OPERATOR_PASSWORD),
    options.hashPassword(SEED_PERSON_PASSWORD),
  ]);

  // The logs' month partitions for the 30 days the rows span (before the transaction: it has its own).
  await ensureLogPartitions(db, { from: new Date(Date.now() - 31 * 86_400_000) });
  const adminCreated = await db.transaction().execute(async (trx) => {
    if (options.reset) {
      await sql`truncate ${sql.join(dataTables.map((t) => sql.table(t)))} restart identity cascade`.execute(trx);
    } else {
      const busy = await tablesWithRows(trx, dataTables);
      if (busy.length) {
        throw new Error(
          `O banco já tem dados (${busy.join(', ')}). Use --reset para apagá-los e gerar os dados de exemplo de novo.`,
        );
      }
    }
    const { userIds, adminCreated } = await seedUsers(trx, {
      admin: { email: options.admin.email, passwordHash: adminHash },
      operatorPasswordHash: operatorHash,
    });
    const clientIds = await seedClients(trx, faker);
    await seedCatalogues(trx);
    // Large bulk inserts run with secondary indexes dropped and rebuilt once at the end.
    const bulk = <T>(table: TableName, rows: number, insert: () => Promise<T>) =>
      rows >= bulkThreshold ? withIndexesDeferred(trx, table, insert) : insert();
    log('Gerando pessoas...');
    await bulk('people', sizes.people, () =>
      seedPeople(trx, { count: sizes.people, faker, passwordHash: personHash, clientIds, log }),
    );
    await seedBiometrics(trx, userIds);
    const maxPersonId =
      (
        await trx
          .selectFrom('people')
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirst()
      )?.max ?? 0;
    log('Gerando logs de captura...');
    await bulk('liveness_logs', sizes.livenessLogs, () =>
      seedLivenessLogs(trx, maxPersonId, { count: sizes.livenessLogs, log }),
    );
    await bulk('finger_logs', sizes.fingerLogs, () =>
      seedFingerLogs(trx, maxPersonId, { count: sizes.fingerLogs, log }),
    );
    log('Gerando logs de requisições...');
    await bulk('request_logs', sizes.requestLogs, () =>
      seedRequestLogs(trx, { count: sizes.requestLogs, userIds, clientIds, maxPersonId, log }),
    );
    return adminCreated;
  });
  // Fresh statistics, so the planner picks the indexes on the new rows right away, and a visibility
  // map, so capped counts are index-only (PGlite has no autovacuum to do it later).
  await sql`vacuum analyze`.execute(db);
  if (options.storage) {
    if (options.reset) await clearStorage(options.storage);
    await seedStoredFiles(db, { storage: options.storage, limit: options.filesLimit, log });
  }
  return { counts: await countRows(db), adminCreated };
}

/** Rows per table. */
export async function countRows(db: Kysely<Database>): Promise<Record<TableName, number>> {
  const parts = tableNames.map((t) => sql`select ${t}::text as name, count(*)::int as n from ${sql.table(t)}`);
  const { rows } = await sql<{ name: TableName; n: number }>`${sql.join(parts, sql` union all `)}`.execute(db);
  const byName = new Map(rows.map((r) => [r.name, r.n]));
  return Object.fromEntries(tableNames.map((t) => [t, byName.get(t) ?? 0])) as Record<TableName, number>;
}

async function tablesWithRows(db: Kysely<Database>, tables: readonly TableName[]): Promise<TableName[]> {
  const parts = tables.map((t) => sql`select ${t}::text as name where exists (select 1 from ${sql.table(t)})`);
  const { rows } = await sql<{ name: TableName }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return rows.map((r) => r.name);
}

function count(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} deve ser um número inteiro maior ou igual a zero (recebido: ${value}).`);
  return value;
}

/** --reset: the stored files go with the rows they belonged to (the folder's, and its bucket's objects). */
async function clearStorage(storage: string): Promise<void> {
  if (existsSync(storage))
    for (const entry of readdirSync(storage)) rmSync(join(storage, entry), { recursive: true, force: true });
  const store = fileStore(storage);
  if (store.kind !== 'local') for await (const key of store.list()) await store.remove(key);
}

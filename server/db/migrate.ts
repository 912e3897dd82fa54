import type { Kysely } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { migrations } from './migrations/index.js';
import { ensureLogPartitions } from '../partitions/ensureLogPartitions.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the database schema up to date with every migration in server/db/migrations, then makes
 * the partitioned logs' month partitions up to two months ahead (ensureLogPartitions).
 * Runs at start and by `npm run migrate`; safe to run again (applied ones are skipped).
 * Throws with the failing migration's name when one fails.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migrator runs against the database as each migration found it, untyped
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'erro desconhecido');
    throw new Error(`Falha na migração ${failed?.migrationName ?? ''}: ${reason}`.trim());
  }
  await ensureLogPartitions(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

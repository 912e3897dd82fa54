import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { DbKind } from '../db/openDb.js';
import { ensureLogPartitions } from '../partitions/ensureLogPartitions.js';
import { partitionedLogs, type PartitionedLog } from '../partitions/partitionedLogs.js';
import { deleteExpiredRows, type TableRetentionReport } from './deleteExpiredRows.js';
import { dropExpiredPartitions } from './dropExpiredPartitions.js';
import { retentionTables, type RetentionDays, type RetentionTable } from './retentionTables.js';

/**
 * The PostgreSQL advisory lock a run holds, so that of several API replicas only one cleans up at
 * a time (the others skip their run). Any fixed number works; this one spells 'RETN'.
 */
const RETENTION_LOCK_KEY = 0x5245544e;

export interface RetentionRunOptions {
  days: RetentionDays;
  /** The storage folder (capture-log files). */
  storage: string;
  /** 'postgres': the run takes the advisory lock; 'pglite' (one process): deletes alone keep it safe. */
  kind: DbKind;
  /** Rows per delete statement (default 5,000). */
  batchSize?: number;
  /** Stops the run between two statements (the app is closing). */
  signal?: AbortSignal;
  /** The clock (tests). */
  now?: () => Date;
}

/** What one run removed, per table (tables kept forever are absent). */
export interface RetentionReport {
  /** Another replica held the lock: this run did nothing. */
  skipped: boolean;
  tables: Partial<Record<RetentionTable['table'], TableRetentionReport>>;
  /** How long the run took. */
  ms: number;
}

/**
 * Removes the logs older than their retention (retentionTables): the partitioned logs' whole
 * months past the limit by DROP TABLE (dropExpiredPartitions), the rest a bounded batch per
 * statement (deleteExpiredRows); first it makes the coming months' partitions (ensureLogPartitions).
 * On PostgreSQL the run holds a session advisory lock on one pooled connection and skips when
 * another holds it; the deletes are also safe to overlap (each row is deleted and its files
 * removed by one run only), which is what keeps two runs on PGlite correct.
 *
 * @example const report = await runRetention(db, { days: config.retention, storage, kind: 'postgres' })
 */
export async function runRetention(db: Kysely<Database>, options: RetentionRunOptions): Promise<RetentionReport> {
  const started = performance.now();
  if (options.kind === 'pglite') {
    const tables = await trim(db, options);
    // PGlite has no autovacuum: the space of the deleted rows is reused only after a vacuum.
    for (const table of Object.keys(tables)) {
      if (tables[table as RetentionTable['table']]!.rows) await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
    }
    return { skipped: false, tables, ms: performance.now() - started };
  }
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${RETENTION_LOCK_KEY}) as locked`.execute(connection);
    if (!rows[0]?.locked) return { skipped: true, tables: {}, ms: performance.now() - started };
    try {
      return { skipped: false, tables: await trim(connection, options), ms: performance.now() - started };
    } finally {
      await sql`select pg_advisory_unlock(${RETENTION_LOCK_KEY})`.execute(connection);
    }
  });
}

const isPartitioned = (spec: RetentionTable): spec is RetentionTable & { table: PartitionedLog['table'] } =>
  partitionedLogs.some((log) => log.table === spec.table);

async function trim(db: Kysely<Database>, options: RetentionRunOptions): Promise<RetentionReport['tables']> {
  const clock = (options.now ?? (() => new Date()))();
  const now = clock.getTime();
  // The coming months' partitions, for a process that runs for months without a restart.
  await ensureLogPartitions(db, { now: clock });
  const tables: RetentionReport['tables'] = {};
  for (const spec of retentionTables) {
    const days = options.days[spec.days];
    if (!days || options.signal?.aborted) continue;
    const cutoff = new Date(now - days * 86_400_000);
    const dropped = isPartitioned(spec)
      ? await dropExpiredPartitions(db, spec, { cutoff, storage: options.storage, signal: options.signal })
      : undefined;
    // The rest (the month the limit falls in, the DEFAULT partition, access_logs), in batches.
    const deleted = await deleteExpiredRows(db, spec, {
      cutoff,
      batchSize: options.batchSize,
      storage: options.storage,
      signal: options.signal,
    });
    tables[spec.table] = {
      ...deleted,
      rows: deleted.rows + (dropped?.rows ?? 0),
      files: deleted.files + (dropped?.files ?? 0),
      paths: deleted.paths + (dropped?.paths ?? 0),
      partitions: dropped?.partitions ?? 0,
    };
  }
  return tables;
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { listLogPartitions } from './listLogPartitions.js';
import { monthBounds, monthPartition } from './monthPartition.js';
import { defaultPartitionOf, partitionedLogs } from './partitionedLogs.js';

/** The transaction lock that keeps two starting replicas from making the same partition ('PART'). */
const PARTITION_LOCK_KEY = 0x50415254;

/** Months made ahead of the current one: a process that runs a month without a retention run still writes into its month. */
export const MONTHS_AHEAD = 2;

export interface EnsurePartitionsOptions {
  /** The first month wanted (a seed writing the last 30 days); default the current month. */
  from?: Date;
  /** The clock (tests). */
  now?: Date;
}

export interface EnsurePartitionsReport {
  /** Partitions made by this call. */
  created: string[];
  /**
   * Months left to the DEFAULT partition because it already holds rows of theirs (a database that
   * had rows of that month before migration 0014): a partition cannot take a range the DEFAULT
   * partition has rows in. Those rows leave with the retention run's batches.
   */
  skipped: string[];
}

/**
 * Makes the month partitions of every partitioned log from `from`'s month (default: now's) to
 * {@link MONTHS_AHEAD} months after now's, in one transaction under a transaction-level advisory
 * lock (two replicas starting together make each partition once). Runs at every start (after the
 * migrations) and at each retention run. Making a partition scans the DEFAULT partition for rows
 * of its month (through the time column's index) and takes brief locks: SHARE UPDATE EXCLUSIVE on
 * the parent (writers go on) and ACCESS EXCLUSIVE on the DEFAULT partition, with a 5 s lock timeout.
 *
 * @example await ensureLogPartitions(db, { from: new Date(Date.now() - 30 * 86_400_000) })
 */
export async function ensureLogPartitions(
  db: Kysely<Database>,
  options: EnsurePartitionsOptions = {},
): Promise<EnsurePartitionsReport> {
  const now = options.now ?? new Date();
  const start = monthBounds(options.from && options.from < now ? options.from : now).from;
  const current = monthBounds(now).from;
  const end = new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() + MONTHS_AHEAD, 1));
  const report: EnsurePartitionsReport = { created: [], skipped: [] };
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`.execute(trx);
    await sql`set local lock_timeout = '5s'`.execute(trx);
    for (const { table, timeColumn } of partitionedLogs) {
      const parted = await sql<{
        kind: string;
      }>`select relkind as kind from pg_class where oid = to_regclass(${table})`.execute(trx);
      // Before migration 0014 (a test migrating part of the way): one table, nothing to make.
      if (parted.rows[0]?.kind !== 'p') continue;
      const existing = new Set((await listLogPartitions(trx, table)).map((p) => p.name));
      for (let month = start; month <= end; month = monthBounds(month).to) {
        const partition = monthPartition(table, month);
        if (existing.has(partition.name)) continue;
        const { rows } = await sql<{ taken: boolean }>`
          select exists (select 1 from ${sql.table(defaultPartitionOf(table))}
            where ${sql.ref(timeColumn)} >= ${partition.from} and ${sql.ref(timeColumn)} < ${partition.to}) as taken`.execute(
          trx,
        );
        if (rows[0]?.taken) {
          report.skipped.push(partition.name);
          continue;
        }
        await sql`create table ${sql.table(partition.name)} partition of ${sql.table(table)}
          for values from (${sql.lit(partition.from.toISOString())}) to (${sql.lit(partition.to.toISOString())})`.execute(
          trx,
        );
        report.created.push(partition.name);
      }
    }
  });
  return report;
}

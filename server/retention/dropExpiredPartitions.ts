import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { listLogPartitions } from '../partitions/listLogPartitions.js';
import type { PartitionedLog } from '../partitions/partitionedLogs.js';
import { queueFileDeletions } from '../storage/queueFileDeletions.js';
import { workOffPendingDeletions } from '../storage/workOffPendingDeletions.js';
import { dropUnusedPaths } from './dropUnusedPaths.js';
import type { RetentionTable } from './retentionTables.js';

/** What dropping a log's expired months removed. */
export interface DroppedPartitions {
  partitions: number;
  rows: number;
  files: number;
  paths: number;
}

/** Rows read per statement when listing a dropped month's files. */
const FILE_BATCH = 5_000;

/**
 * How long a DROP waits for the parent table's lock before giving up (the run fails, is logged,
 * and the next run tries again): a query running on the log holds it back, and while it waits,
 * the queries that come after it wait too, so the wait is kept short.
 */
const DROP_LOCK_TIMEOUT = '2s';

/**
 * Drops each month partition of a partitioned log whose whole month is older than `cutoff`: one
 * DROP TABLE, whatever its rows, instead of deleting them. Each month goes in its own transaction,
 * which first lists the month's stored files in pending_file_deletions (read a batch at a time by
 * id; nobody writes to a past month) so that the list and the drop commit together; the files are
 * removed right after (workOffPendingDeletions), or at the next start after a crash. The DROP
 * takes the parent's ACCESS EXCLUSIVE lock for an instant (waiting at most DROP_LOCK_TIMEOUT).
 * After request_logs' months go, the paths no row uses leave the endpoint filter's dictionary.
 *
 * @example await dropExpiredPartitions(db, retentionTables[0], { cutoff, storage })
 */
export async function dropExpiredPartitions(
  db: Kysely<Database>,
  spec: RetentionTable & { table: PartitionedLog['table'] },
  options: { cutoff: Date; storage: string; signal?: AbortSignal },
): Promise<DroppedPartitions> {
  const report: DroppedPartitions = { partitions: 0, rows: 0, files: 0, paths: 0 };
  const expired = (await listLogPartitions(db, spec.table)).filter((p) => p.to <= options.cutoff);
  for (const partition of expired) {
    if (options.signal?.aborted) break;
    const table = sql.table(partition.name);
    const { rows, files } = await db.transaction().execute(async (trx) => {
      let rows = 0;
      let files = 0;
      if (spec.files) {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a partition is named at run time
        const any = trx as unknown as Kysely<any>;
        for (let after = 0; ;) {
          const batch = await any
            .selectFrom(partition.name)
            .select(spec.returning)
            .where('id', '>', after)
            .orderBy('id')
            .limit(FILE_BATCH)
            .execute();
          rows += batch.length;
          files += await queueFileDeletions(trx, batch.flatMap(spec.files));
          if (batch.length < FILE_BATCH) break;
          after = Number(batch.at(-1)!.id);
        }
      } else {
        const counted = await sql<{ n: string }>`select count(*) as n from ${table}`.execute(trx);
        rows = Number(counted.rows[0]?.n ?? 0);
      }
      await sql`set local lock_timeout = ${sql.lit(DROP_LOCK_TIMEOUT)}`.execute(trx);
      await sql`drop table ${table}`.execute(trx);
      return { rows, files };
    });
    report.partitions++;
    report.rows += rows;
    report.files += files;
    if (files) await workOffPendingDeletions(db, options.storage);
  }
  if (report.partitions && spec.table === 'request_logs') {
    const listed = await db.selectFrom('request_log_paths').select('path').execute();
    report.paths = await dropUnusedPaths(
      db,
      listed.map((row) => row.path),
    );
  }
  return report;
}

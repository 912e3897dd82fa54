import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { parseMonthPartition, type MonthPartition } from './monthPartition.js';
import type { PartitionedLog } from './partitionedLogs.js';

/**
 * The month partitions a log has now, oldest first (the DEFAULT partition is not among them).
 *
 * @example (await listLogPartitions(db, 'request_logs')).map((p) => p.name) // ['request_logs_p202610', 'request_logs_p202611']
 */
export async function listLogPartitions(
  db: Kysely<Database>,
  table: PartitionedLog['table'],
): Promise<MonthPartition[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = to_regclass(${table})`.execute(db);
  return rows
    .flatMap((row) => parseMonthPartition(table, row.name) ?? [])
    .sort((a, b) => a.from.getTime() - b.from.getTime());
}

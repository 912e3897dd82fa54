/** A log table partitioned by month on the time its rows were written. */
export interface PartitionedLog {
  table: 'request_logs' | 'liveness_logs' | 'finger_logs';
  /** The partition key. */
  timeColumn: 'created_at' | 'data_hora';
}

/**
 * The logs that grow by millions of rows a month (migration 0014): each is a parent table with one
 * partition per calendar month (UTC) and a DEFAULT partition (`<table>_default`) for rows no month
 * partition takes — the rows a database had before 0014, and any row dated outside the months made.
 * The audit trail (access_logs) stays one table: it grows with operators' reveals, not with traffic.
 */
export const partitionedLogs: PartitionedLog[] = [
  { table: 'request_logs', timeColumn: 'created_at' },
  { table: 'liveness_logs', timeColumn: 'data_hora' },
  { table: 'finger_logs', timeColumn: 'data_hora' },
];

/** The DEFAULT partition of a partitioned log. */
export const defaultPartitionOf = (table: PartitionedLog['table']) => `${table}_default`;

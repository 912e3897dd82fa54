/**
 * The columns of every JSON-record table (`<key>_records`, a descriptor without `server.table`):
 * the id, the version of optimistic concurrency, the timestamps the server keeps, and `extra`,
 * the JSON object holding every field that has no column of its own (all of them until
 * `npm run db:promote`).
 */
export const RECORD_COLUMNS = ['id', 'version', 'created_at', 'updated_at', 'extra'] as const;

/** Columns a filter, the order or a join may name besides the fields: what the server keeps. */
export const RECORD_READABLE_COLUMNS: ReadonlySet<string> = new Set(['id', 'created_at', 'updated_at']);

import { sql, type Kysely } from 'kysely';

/**
 * The endpoint filter of 'Logs de Requisições' ('contains', ILIKE '%x%') searches a table of the
 * distinct paths first, then reads each matching path's newest rows from an ordinary index.
 *
 * A trigram index on request_logs.path served the filter badly when the text is rare but made of
 * common pieces: '/person/v1/12' splits into the words 'person', 'v1' and '12', whose trigrams
 * occur in most of the million rows, so the GIN index read ~1M postings to find 396 rows (20–30 ms
 * of CPU, the filter's p99 three times its budget). The same search over the ~35,000 distinct paths
 * takes 2–3 ms, and (path, id desc) gives each path's newest rows directly.
 *
 * - request_log_paths holds each path once. An AFTER INSERT trigger (once per statement, over the
 *   inserted rows) adds the new ones, so whatever inserts a log (the writer, the seed, a script)
 *   keeps it complete in the same transaction. Rows are never updated; a deleted row's path stays,
 *   and matches nothing.
 * - Paths are stored cut at 2 KiB (capText), within a B-tree entry's limit.
 * - The trigram index on request_logs.path is dropped: the dictionary's replaces it, and each
 *   logged request no longer pays for its upkeep (~9 µs of PostgreSQL per row).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table if not exists request_log_paths (path text primary key)`.execute(db);
  // Sorted, so that two writers adding the same new paths take their locks in the same order.
  await sql`
    create or replace function request_log_paths_keep() returns trigger language plpgsql as $$
    begin
      insert into request_log_paths (path) select distinct n.path from inserted n order by 1 on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`drop trigger if exists request_logs_paths_keep on request_logs`.execute(db);
  await sql`
    create trigger request_logs_paths_keep after insert on request_logs
    referencing new table as inserted for each statement execute function request_log_paths_keep()`.execute(db);
  await sql`insert into request_log_paths (path) select distinct path from request_logs on conflict do nothing`.execute(
    db,
  );
  // Built after the backfill, in one pass. No pending list (fastupdate off): every search would read
  // the unmerged entries in full (with the 35,000 paths in it, the filter cost PostgreSQL 26 ms per
  // request instead of 8), and new paths are few, so inserting each into the index costs little.
  await sql`create index if not exists request_log_paths_path_trgm_idx on request_log_paths using gin (path gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );
  await sql`create index if not exists request_logs_path_idx on request_logs (path, id desc)`.execute(db);
  await sql`drop index if exists request_logs_path_trgm_idx`.execute(db);
  await sql`analyze request_log_paths`.execute(db);
  await sql`analyze request_logs`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists request_logs_path_trgm_idx on request_logs using gin (path gin_trgm_ops) with (gin_pending_list_limit = 256)`.execute(
    db,
  );
  await sql`drop index if exists request_logs_path_idx`.execute(db);
  await sql`drop trigger if exists request_logs_paths_keep on request_logs`.execute(db);
  await sql`drop function if exists request_log_paths_keep()`.execute(db);
  await sql`drop table if exists request_log_paths`.execute(db);
}

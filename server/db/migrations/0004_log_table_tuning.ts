import { sql, type Kysely } from 'kysely';

/** Trigram indexes of the tables that grow all day (logs). */
const trigramIndexes = [
  'request_logs_path_trgm_idx',
  'request_logs_body_trgm_idx',
  'liveness_logs_log_text_trgm_idx',
  'finger_logs_log_text_trgm_idx',
  'access_logs_subject_id_trgm_idx',
];
/** Large text of a logged request (bodies up to 16 KiB each). */
const requestLogText = ['body', 'response_body', 'headers'];

/**
 * Cheaper writes and steadier text filters on the log tables, which take a row per API request:
 * - GIN pending lists of 256 kB instead of 4 MB: every text search reads the unmerged rows in
 *   full, which added 5–10 ms to each filter while requests were being logged; a small list is
 *   merged more often, in small steps, by the (batched, off the request path) insert that fills it.
 * - No index on request_logs.created_at: no list or filter reads by it (lists are by id), and
 *   each logged request paid for its upkeep (about a quarter of the insert).
 * - lz4 instead of pglz for the bodies that reach TOAST (list answers are ~16 KiB), where the
 *   server has it (PostgreSQL 14+ built with lz4; PGlite has only pglz).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of trigramIndexes)
    await sql`alter index ${sql.id(index)} set (gin_pending_list_limit = 256)`.execute(db);
  await sql`drop index if exists request_logs_created_at_idx`.execute(db);
  if (await hasLz4(db)) {
    for (const column of requestLogText)
      await sql`alter table request_logs alter column ${sql.id(column)} set compression lz4`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of trigramIndexes)
    await sql`alter index ${sql.id(index)} reset (gin_pending_list_limit)`.execute(db);
  await sql`create index if not exists request_logs_created_at_idx on request_logs (created_at desc, id desc)`.execute(
    db,
  );
  if (await hasLz4(db)) {
    for (const column of requestLogText)
      await sql`alter table request_logs alter column ${sql.id(column)} set compression default`.execute(db);
  }
}

async function hasLz4(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{
    ok: boolean;
  }>`select 'lz4' = any(enumvals) as ok from pg_settings where name = 'default_toast_compression'`.execute(db);
  return rows[0]?.ok === true;
}

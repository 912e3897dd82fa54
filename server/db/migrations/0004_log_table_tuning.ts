import { sql, type Kysely } from 'kysely';

/** Trigram indexes of the tables that grow all day (logs). */
const indexes = [
  'request_logs_path_trgm_idx',
  'request_logs_body_trgm_idx',
  'liveness_logs_log_text_trgm_idx',
  'finger_logs_log_text_trgm_idx',
  'access_logs_subject_id_trgm_idx',
];

/**
 * New rows of a GIN index wait in a pending list that every search reads in full; by default it
 * grows to 4 MB before it is merged, which added 5–10 ms to each text filter on the request log
 * while requests were being logged. A 256 kB list is merged more often, in small steps, by the
 * insert that fills it (off the request path: request logs are written in batches).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of indexes) await sql`alter index ${sql.id(index)} set (gin_pending_list_limit = 256)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of indexes) await sql`alter index ${sql.id(index)} reset (gin_pending_list_limit)`.execute(db);
}

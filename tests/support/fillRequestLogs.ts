import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.js';

/**
 * Fills a PostgreSQL test database with `count` request-log rows (distinct paths and bodies, each
 * path through the distinct-path trigger), then vacuums and analyzes them, for tests of query
 * plans at size. The two trigram indexes are dropped first and built again after the insert, as
 * the migrations define them: one pass instead of maintaining them row by row (seconds instead of
 * minutes).
 */
export async function fillRequestLogs(db: Kysely<Database>, count: number): Promise<void> {
  await sql`drop index request_logs_body_trgm_idx`.execute(db);
  await sql`drop index request_log_paths_path_trgm_idx`.execute(db);
  await sql`
    insert into request_logs (method, path, body, response_status, duration_ms)
    select 'GET', '/admin/v1/' || md5(g::text), '{"busca":"' || md5((g * 7)::text) || '"}', 200, 1
    from generate_series(1, ${count}::int) g`.execute(db);
  await sql`create index request_logs_body_trgm_idx on request_logs using gin (body gin_trgm_ops) with (gin_pending_list_limit = 256)`.execute(
    db,
  );
  await sql`create index request_log_paths_path_trgm_idx on request_log_paths using gin (path gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );
  await sql`vacuum analyze request_logs`.execute(db);
  await sql`analyze request_log_paths`.execute(db);
}

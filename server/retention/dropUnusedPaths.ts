import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Removes from request_log_paths the paths no request_logs row uses any more (checked through
 * request_logs_path_idx), then puts back any a writer used meanwhile: the insert trigger skips a
 * path already listed, so a log written while the path was being removed would otherwise be
 * missing from the endpoint filter's dictionary. Returns how many went.
 *
 * @example await dropUnusedPaths(db, ['/person/v1/12']) // 1 once no log has that path
 */
export async function dropUnusedPaths(db: Kysely<Database>, paths: string[]): Promise<number> {
  const unique = [...new Set(paths)].sort();
  let removed = 0;
  for (let i = 0; i < unique.length; i += 1_000) {
    const chunk = unique.slice(i, i + 1_000);
    const gone = await db
      .deleteFrom('request_log_paths')
      .where('path', 'in', chunk)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('request_logs as r')
              .select(sql.lit(1).as('one'))
              .whereRef('r.path', '=', 'request_log_paths.path'),
          ),
        ),
      )
      .returning('path')
      .execute();
    if (!gone.length) continue;
    const back = await sql<{ path: string }>`
      insert into request_log_paths (path) select distinct path from request_logs where path in (${sql.join(gone.map((row) => row.path))})
      order by 1 on conflict do nothing returning path`.execute(db);
    removed += gone.length - back.rows.length;
  }
  return removed;
}

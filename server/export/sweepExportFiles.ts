import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { queueFileDeletions } from '../storage/queueFileDeletions.js';
import { workOffPendingDeletions } from '../storage/workOffPendingDeletions.js';

/**
 * Deletes the exports made as jobs whose life is over (EXPORT_FILE_HOURS) or whose owner no
 * longer exists, in one transaction with the listing of their files in pending_file_deletions,
 * then removes the files (workOffPendingDeletions: a store that is down keeps them listed for the
 * next run). A file a crash left half written has its row too, and goes when that row expires.
 * Safe on several replicas at once (each row is deleted once). Returns the exports deleted.
 *
 * @example await sweepExportFiles(db, storage) // 2
 */
export async function sweepExportFiles(db: Kysely<Database>, storage: string, now = new Date()): Promise<number> {
  const swept = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ path: string }>`
      delete from export_files e
      where e.expires_at <= ${now} or not exists (select 1 from users u where u.id = e.user_id)
      returning e.path`.execute(trx);
    await queueFileDeletions(
      trx,
      rows.map((r) => r.path),
    );
    return rows.length;
  });
  if (swept) await workOffPendingDeletions(db, storage);
  return swept;
}

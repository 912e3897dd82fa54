import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { fileStore } from '../storage/fileStore.js';
import { queueFileDeletions } from '../storage/queueFileDeletions.js';
import { workOffPendingDeletions } from '../storage/workOffPendingDeletions.js';

/** An export job's file (exportFileKey), or the partial file of one being written (the folder store's `.<hex>.crypt-part`). */
const EXPORT_KEY = /^exports\/\d{4}\/\d{2}\/([0-9a-f-]{36})\.(?:csv|xlsx)(\.[0-9a-f]+\.crypt-part)?$/;

/**
 * Deletes the exports made as jobs whose life is over (EXPORT_FILE_HOURS) or whose owner no
 * longer exists, in one transaction with the listing of their files in pending_file_deletions,
 * then removes the files (workOffPendingDeletions: a store that is down keeps them listed for the
 * next run). Then removes every key under `exports/` that no row justifies — a file whose row an
 * erasure deleted while a process that was writing it died, a partial file of a write that died
 * (kept while its row says it is being written). Safe on several replicas at once. Returns the
 * exports and leftover files deleted.
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
  return swept + (await removeUnlisted(db, storage));
}

/** Removes the keys under `exports/` that no export_files row justifies; how many. */
async function removeUnlisted(db: Kysely<Database>, storage: string): Promise<number> {
  const store = fileStore(storage);
  const found: { key: string; id: string; partial: boolean }[] = [];
  for await (const key of store.list('exports/')) {
    const m = EXPORT_KEY.exec(key);
    if (m) found.push({ key, id: m[1]!, partial: !!m[2] });
  }
  if (!found.length) return 0;
  const rows = await db
    .selectFrom('export_files')
    .select(['id', 'path', 'rows'])
    .where('id', 'in', [...new Set(found.map((f) => f.id))])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  let removed = 0;
  for (const { key, id, partial } of found) {
    const row = byId.get(id);
    if (row && (partial ? row.rows === null : row.path === key)) continue;
    await store.remove(key);
    removed++;
  }
  return removed;
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { removeStoredFiles } from './removeStoredFiles.js';

export interface WorkOffResult {
  /** Files removed (or already absent) whose rows left the list. */
  removed: number;
  /** Removals that failed this time; their rows stay, with attempts + 1 and the error. */
  failed: number;
}

/**
 * Removes the files listed in pending_file_deletions, in batches of `batchSize` in id order,
 * deleting each row once its file is gone (an absent file counts as gone; a path that would leave
 * the storage folder is dropped, never followed). A failure keeps the row with its error and
 * moves on, so one unremovable file never blocks the rest; the next run retries it. Runs after
 * each erasure's commit and at every start (buildApp). Concurrent runs are harmless: removal is
 * idempotent.
 *
 * @example
 * await workOffPendingDeletions(db, storage); // { removed: 12, failed: 0 }
 */
export async function workOffPendingDeletions(
  db: Kysely<Database>,
  storage: string,
  batchSize = 500,
): Promise<WorkOffResult> {
  let removed = 0;
  let failed = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .selectFrom('pending_file_deletions')
      .select(['id', 'path'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (!batch.length) break;
    const done: number[] = [];
    for (const row of batch) {
      try {
        await removeStoredFiles(storage, [row.path]);
        done.push(row.id);
        removed++;
      } catch (error) {
        failed++;
        const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
        await db
          .updateTable('pending_file_deletions')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: message }))
          .where('id', '=', row.id)
          .execute();
      }
    }
    if (done.length) await db.deleteFrom('pending_file_deletions').where('id', 'in', done).execute();
    after = batch[batch.length - 1]!.id;
  }
  return { removed, failed };
}

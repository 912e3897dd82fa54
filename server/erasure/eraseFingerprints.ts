import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { queueFileDeletions } from '../storage/queueFileDeletions.js';
import { workOffPendingDeletions } from '../storage/workOffPendingDeletions.js';

/**
 * Deletes fingerprint registrations, their image rows and their stored image files: the files are
 * listed in pending_file_deletions in the same transaction and removed after the commit (or at the
 * next start, after a crash). Returns the ids deleted.
 */
export async function eraseFingerprints(
  db: Kysely<Database>,
  storage: string,
  ids: readonly number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const erased = await db.transaction().execute(async (trx) => {
    const images = await trx
      .selectFrom('fingerprint_images')
      .select('path')
      .where('fingerprint_id', 'in', ids)
      .execute();
    const rows = await trx.deleteFrom('fingerprints').where('id', 'in', ids).returning('id').execute();
    await queueFileDeletions(
      trx,
      images.map((i) => i.path),
    );
    return rows.map((r) => r.id);
  });
  if (erased.length) await workOffPendingDeletions(db, storage);
  return erased;
}

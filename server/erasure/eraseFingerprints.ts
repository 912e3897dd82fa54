import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { removeStoredFiles } from '../storage/removeStoredFiles.js';

/** Deletes fingerprint registrations, their image rows and their stored image files. Returns the ids deleted. */
export async function eraseFingerprints(db: Kysely<Database>, storage: string, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const { erased, paths } = await db.transaction().execute(async (trx) => {
    const images = await trx.selectFrom('fingerprint_images').select('path').where('fingerprint_id', 'in', ids).execute();
    const rows = await trx.deleteFrom('fingerprints').where('id', 'in', ids).returning('id').execute();
    return { erased: rows.map((r) => r.id), paths: images.map((i) => i.path) };
  });
  removeStoredFiles(storage, paths);
  return erased;
}

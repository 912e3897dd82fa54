import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { removeStoredFiles } from '../storage/removeStoredFiles.js';

/**
 * Erases people completely (LGPD: biometric data is sensitive personal data): their
 * fingerprints and images, liveness proofs, and every stored file of theirs; capture logs keep
 * the row but lose the CPF link (DECISIONS.md 3). Rows go in one transaction; files after it
 * commits (a failed delete leaves the files of the people still there). Returns the ids erased.
 */
export async function erasePeople(db: Kysely<Database>, storage: string, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const { erased, paths } = await db.transaction().execute(async (trx) => {
    const people = await trx.selectFrom('people').select(['id', 'cpf']).where('id', 'in', ids).forUpdate().execute();
    if (!people.length) return { erased: [] as number[], paths: [] as string[] };
    const found = people.map((p) => p.id);
    const cpfs = people.map((p) => p.cpf);
    const { rows } = await sql<{ path: string }>`
      select i.path from fingerprint_images i join fingerprints f on f.id = i.fingerprint_id where f.person_id = any(${found})
      union all
      select video_path from liveness_proofs where person_id = any(${found}) and video_path is not null`.execute(trx);
    await trx.updateTable('liveness_logs').set({ cpf: null }).where('cpf', 'in', cpfs).execute();
    await trx.updateTable('finger_logs').set({ cpf: null }).where('cpf', 'in', cpfs).execute();
    // fingerprints, their images and liveness proofs go by ON DELETE CASCADE.
    await trx.deleteFrom('people').where('id', 'in', found).execute();
    return { erased: found, paths: rows.map((r) => r.path) };
  });
  removeStoredFiles(storage, paths);
  return erased;
}

import type { Kysely } from 'kysely';
import type { Database, ErasureChannel } from '../db/schema.js';
import { workOffPendingDeletions } from '../storage/workOffPendingDeletions.js';
import { commitPeopleErasure } from './commitPeopleErasure.js';

/**
 * Erases people completely (LGPD: biometric data is sensitive personal data): their
 * registrations, fingerprints and images, liveness proofs, their capture logs' CPF link, log text
 * and files (the rows stay as anonymous capture statistics; DECISIONS.md 3), with a receipt for
 * the `channel` (commitPeopleErasure). The files are listed in the same transaction and removed
 * right after it commits; whatever a crash or a failure leaves is removed at the next start
 * (workOffPendingDeletions from buildApp). Returns the ids erased.
 */
export async function erasePeople(db: Kysely<Database>, storage: string, ids: readonly number[], channel: ErasureChannel): Promise<number[]> {
  if (!ids.length) return [];
  const { erased } = await commitPeopleErasure(db, ids, channel);
  if (erased.length) await workOffPendingDeletions(db, storage);
  return erased;
}

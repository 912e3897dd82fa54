import type { Kysely } from 'kysely';
import type { Database, ErasureChannel } from '../db/schema.js';
import { workOffPendingDeletions } from '../storage/workOffPendingDeletions.js';
import { commitPeopleErasure } from './commitPeopleErasure.js';
import type { RecordEndpoints } from './RecordEndpoints.js';

export interface ErasePeopleOptions {
  /** Writes the queued request-log rows first, so that the scrub covers them (app.requestLog.flush). */
  flushRequestLog?: () => Promise<void>;
  /** The record endpoints whose logged reads are scrubbed (see RecordEndpoints). */
  endpoints?: RecordEndpoints;
}

/**
 * Erases people completely (LGPD: biometric data is sensitive personal data): their
 * registrations, fingerprints and images, liveness proofs, their capture logs' CPF link, log text
 * and files (the rows stay as anonymous capture statistics; DECISIONS.md 3), with a receipt for
 * the `channel`; their CPF, name and e-mail replaced in the request and access logs
 * (commitPeopleErasure). The files are listed in the same transaction and removed
 * right after it commits; whatever a crash or a failure leaves is removed at the next start
 * (workOffPendingDeletions from buildApp). Returns the ids erased.
 */
export async function erasePeople(
  db: Kysely<Database>,
  storage: string,
  ids: readonly number[],
  channel: ErasureChannel,
  options: ErasePeopleOptions = {},
): Promise<number[]> {
  if (!ids.length) return [];
  await options.flushRequestLog?.();
  const { erased } = await commitPeopleErasure(db, ids, channel, options.endpoints);
  if (erased.length) await workOffPendingDeletions(db, storage);
  return erased;
}

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Lists stored files for removal in pending_file_deletions, inside the caller's transaction:
 * the list commits (or not) with the rows that pointed at the files, and workOffPendingDeletions
 * removes them after the commit or at the next start. Empty and repeated paths are skipped.
 * Returns how many were listed.
 */
export async function queueFileDeletions(
  trx: Transaction<Database> | Kysely<Database>,
  paths: Iterable<string | null | undefined>,
  receiptId: number | null = null,
): Promise<number> {
  const unique = [...new Set([...paths].filter((p): p is string => !!p))];
  for (let i = 0; i < unique.length; i += 1000) {
    await trx
      .insertInto('pending_file_deletions')
      .values(unique.slice(i, i + 1000).map((path) => ({ path, receipt_id: receiptId })))
      .execute();
  }
  return unique.length;
}

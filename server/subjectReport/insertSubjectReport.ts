import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordAccessOrFail } from '../access/recordAccess.js';

export interface NewSubjectReport {
  /** The administrator who asked for it. */
  requestedBy: number;
  /** The registered person with that CPF; null when nothing is registered under it. */
  personId: number | null;
  /** The people's entity key (their descriptor's): the access log's subject. */
  subject: string;
  cpfMasked: string;
  /** The reason, as recorded (reasonText). */
  reason: string;
  /** How long the report is kept. */
  ttlMs: number;
}

/**
 * A new report's row (status 'running'), and the request recorded in the access log (action
 * 'subject-report', subject the people's entity: the person's id, or the masked CPF when nothing
 * is registered; the reason) in the same transaction: no report is made unrecorded.
 */
export async function insertSubjectReport(db: Kysely<Database>, report: NewSubjectReport) {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('subject_reports')
      .values({
        requested_by: report.requestedBy,
        person_id: report.personId,
        cpf_masked: report.cpfMasked,
        reason: report.reason,
        created_at: now,
        updated_at: now,
        expires_at: new Date(now.getTime() + report.ttlMs),
      })
      .returning(['id', 'status', 'progress', 'message', 'cpf_masked', 'size_bytes', 'created_at', 'expires_at'])
      .executeTakeFirstOrThrow();
    await recordAccessOrFail(
      trx,
      report.requestedBy,
      'subject-report',
      report.subject,
      report.personId !== null ? String(report.personId) : report.cpfMasked,
      { reason: report.reason },
    );
    return inserted;
  });
}

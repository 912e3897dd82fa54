import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * What was read: a stored file, an export, a biometric gallery, a revealed personal field, a
 * data subject's report, a face video decoded on the server (liveness file generation).
 */
export type AccessAction = 'file.read' | 'export' | 'gallery.view' | 'reveal' | 'subject-report' | 'video.process';

export interface AccessDetail {
  /** The personal field shown (a reveal). */
  field?: string;
  /** Why (reveals, full-CPF exports, subject reports). */
  reason?: string;
}

/**
 * Records a read of personal or biometric data in access_logs (who, what, when), as LGPD
 * accountability asks. A failure to record never fails the read itself, but is reported — use
 * {@link recordAccessOrFail} where the read must not happen unrecorded (reveals, reports).
 */
export async function recordAccess(
  db: Kysely<Database>,
  userId: number | undefined,
  action: AccessAction,
  subject: string,
  subjectId: string,
  detail: AccessDetail = {},
): Promise<void> {
  try {
    await recordAccessOrFail(db, userId, action, subject, subjectId, detail);
  } catch (error) {
    console.warn(`Registro de acesso não gravado (${action} ${subject}): ${(error as Error).message}`);
  }
}

/** Like {@link recordAccess}, but a failure to record throws (the caller then shows nothing). */
export async function recordAccessOrFail(
  db: Kysely<Database>,
  userId: number | undefined,
  action: AccessAction,
  subject: string,
  subjectId: string,
  detail: AccessDetail = {},
): Promise<void> {
  await db
    .insertInto('access_logs')
    .values({
      user_id: userId ?? null,
      action,
      subject,
      subject_id: subjectId.slice(0, 1024),
      field: detail.field?.slice(0, 64) ?? null,
      reason: detail.reason?.slice(0, 500) ?? null,
    })
    .execute();
}

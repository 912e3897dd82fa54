import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What was read: a stored file, an export, a biometric gallery... */
export type AccessAction = 'file.read' | 'export' | 'gallery.view';

/**
 * Records a read of personal or biometric data in access_logs (who, what, when), as LGPD
 * accountability asks. A failure to record never fails the read itself, but is reported.
 */
export async function recordAccess(db: Kysely<Database>, userId: number | undefined, action: AccessAction, subject: string, subjectId: string): Promise<void> {
  try {
    await db
      .insertInto('access_logs')
      .values({ user_id: userId ?? null, action, subject, subject_id: subjectId.slice(0, 1024) })
      .execute();
  } catch (error) {
    console.warn(`Registro de acesso não gravado (${action} ${subject}): ${(error as Error).message}`);
  }
}

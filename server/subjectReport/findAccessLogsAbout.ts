import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findCandidates } from '../erasure/scrubPersonalText.js';

/**
 * The access-log entries about a person, in id order: a subject matching one of `textPatterns`
 * (their CPF, name or e-mail spellings), one of their stored `files`, or one of their `records`
 * (an entity's key, the access log's subject → ids, e.g. [personKey, [12]]).
 */
export async function findAccessLogsAbout(
  db: Kysely<Database>,
  textPatterns: readonly string[],
  files: readonly string[],
  records: readonly (readonly [subject: string, ids: readonly number[]])[],
) {
  const bySubject = await findCandidates.accessLogs(textPatterns).execute(db);
  return db
    .selectFrom('access_logs')
    .select(['id', 'user_id', 'action', 'subject', 'subject_id', 'field', 'reason', 'created_at'])
    .where((eb) =>
      eb.or([
        eb('id', 'in', [-1, ...bySubject.rows.map((r) => r.id)]),
        ...(files.length ? [eb('subject_id', 'in', files)] : []),
        ...records
          .filter(([, ids]) => ids.length)
          .map(([subject, ids]) => eb.and([eb('subject', '=', subject), eb('subject_id', 'in', ids.map(String))])),
      ]),
    )
    .orderBy('id')
    .execute();
}

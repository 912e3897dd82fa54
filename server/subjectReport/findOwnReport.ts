import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { readRecordId } from '../crud/recordId.js';

/**
 * The report `rawId` asked for by `userId`, while it has not expired; otherwise a 404 — also
 * when another administrator asked for it, so the answer never tells that it exists.
 */
export async function findOwnReport(db: Kysely<Database>, rawId: unknown, userId: number) {
  const id = readRecordId(rawId);
  const row = id
    ? await db
        .selectFrom('subject_reports')
        .select([
          'id',
          'status',
          'progress',
          'message',
          'cpf_masked',
          'person_id',
          'reason',
          'size_bytes',
          'created_at',
          'expires_at',
        ])
        .where('id', '=', id)
        .where('requested_by', '=', userId)
        .where('expires_at', '>', new Date())
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, apiMessages.reportNotFound);
  return row;
}

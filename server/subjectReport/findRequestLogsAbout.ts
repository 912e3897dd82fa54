import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findCandidates, likePattern } from '../erasure/scrubPersonalText.js';

/** Rows read per query (an IN list of at most this many ids). */
const CHUNK = 1000;

/**
 * The request logs that mention a person, oldest first: a body matching one of `textPatterns`
 * (their CPF, name or e-mail spellings: likePattern), or a path matching one of them or reading
 * one of their records (`ownPaths`, e.g. '/person/v1/12', and what is under it or its query) —
 * found through the trigram indexes (findCandidates), as an erasure finds them.
 */
export async function findRequestLogsAbout(
  db: Kysely<Database>,
  textPatterns: readonly string[],
  ownPaths: readonly string[],
) {
  const escaped = (p: string) => likePattern(p).slice(1, -1);
  const pathPatterns = [
    ...textPatterns,
    ...ownPaths.flatMap((p) => [escaped(p), `${escaped(p)}/%`, `${escaped(p)}?%`]),
  ];
  const paths = await findCandidates.paths(pathPatterns).execute(db);
  const byBody = await findCandidates.requestLogsByBody(textPatterns).execute(db);
  const byPath = paths.rows.length
    ? await findCandidates.requestLogsByPath(paths.rows.map((r) => r.path)).execute(db)
    : { rows: [] };
  const requestIds = [...new Set([...byBody.rows, ...byPath.rows].map((r) => Number(r.id)))];
  const requestLogs = [];
  for (let i = 0; i < requestIds.length; i += CHUNK) {
    requestLogs.push(
      ...(await db
        .selectFrom('request_logs')
        .select(['id', 'method', 'path', 'response_status', 'body', 'response_body', 'created_at'])
        .where('id', 'in', requestIds.slice(i, i + CHUNK))
        .execute()),
    );
  }
  return requestLogs.sort((a, b) => Number(a.id) - Number(b.id));
}

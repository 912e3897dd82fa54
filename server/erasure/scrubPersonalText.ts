import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** What an erased person's CPF, name, e-mail and phone become in stored texts. */
export const ERASED_MARKER = '[titular removido]';

/** Rows changed per table by scrubPersonalText. */
export interface ScrubCounts {
  request_logs: number;
  request_log_paths: number;
  access_logs: number;
  list_views: number;
}

/** Who is erased, as the texts may spell them. */
export interface ErasedPerson {
  cpf: string;
  name: string | null;
  email: string | null;
  phone?: string | null;
}

const IDS_PER_STATEMENT = 1000;
/** Shorter names and e-mails are not searched for: they would match unrelated text. */
const MIN_TERM = 5;

/**
 * Every spelling of a person's identifiers that a stored text may hold: the CPF as digits,
 * formatted (xxx.xxx.xxx-xx) and masked as the API shows it (***.xxx.xxx-**: six of its digits
 * are still theirs), the phone as digits and formatted ((11) 98765-4321), the name and e-mail as
 * typed and percent-encoded (a query string: 'Ana%20Souza', 'Ana+Souza', 'ana%40x.com'). Longest
 * first, so a formatted CPF is replaced whole.
 *
 * @example personalTerms({ cpf: '49858782004', name: 'Ana Souza', email: null })
 * // ['498.587.820-04', '***.587.820-**', '49858782004', 'Ana%20Souza', 'Ana Souza', 'Ana+Souza']
 */
export function personalTerms(person: ErasedPerson): string[] {
  const c = person.cpf;
  const terms = new Set([
    c,
    `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`,
    `***.${c.slice(3, 6)}.${c.slice(6, 9)}-**`,
  ]);
  const phone = person.phone?.replace(/\D/g, '') ?? '';
  if (phone.length >= 10 && phone.length <= 11) {
    terms.add(phone);
    terms.add(`(${phone.slice(0, 2)}) ${phone.slice(2, -4)}-${phone.slice(-4)}`);
  }
  for (const text of [person.name?.trim(), person.email?.trim()]) {
    if (!text || text.length < MIN_TERM) continue;
    terms.add(text);
    terms.add(encodeURIComponent(text));
    terms.add(encodeURIComponent(text).replace(/%20/g, '+'));
  }
  return [...terms].sort((a, b) => b.length - a.length);
}

/** `column` (a name, or an expression such as `state::text`) ILIKE any of `patterns`. */
const anyLike = (column: string | RawBuilder<unknown>, patterns: readonly string[]) =>
  sql.join(
    patterns.map((p) => sql`${typeof column === 'string' ? sql.ref(column) : column} ilike ${p}`),
    sql` or `,
  );

/**
 * The queries that find the rows to scrub, each served by an index (ILIKE ORs by the trigram
 * indexes as a BitmapOr; paths by request_logs_path_idx): exported so that a test can EXPLAIN
 * them over a large table.
 */
export const findCandidates = {
  /** Distinct logged paths matching any pattern (request_log_paths_path_trgm_idx). */
  paths: (patterns: readonly string[]) =>
    sql<{ path: string }>`select path from request_log_paths where ${anyLike('path', patterns)}`,
  /** Request-log rows whose body matches any pattern (request_logs_body_trgm_idx). */
  requestLogsByBody: (patterns: readonly string[]) =>
    sql<{ id: number }>`select id from request_logs where ${anyLike('body', patterns)}`,
  /** Request-log rows of the given paths (request_logs_path_idx). */
  requestLogsByPath: (paths: readonly string[]) =>
    sql<{ id: number }>`select id from request_logs where path = any(${paths})`,
  /** Access-log rows whose subject matches any pattern (access_logs_subject_id_trgm_idx). */
  accessLogs: (patterns: readonly string[]) =>
    sql<{ id: number }>`select id from access_logs where ${anyLike('subject_id', patterns)}`,
  /** Access-log rows whose reason matches any pattern (access_logs_reason_trgm_idx, partial). */
  accessLogReasons: (patterns: readonly string[]) =>
    sql<{ id: number }>`select id from access_logs where reason is not null and (${anyLike('reason', patterns)})`,
};

/** A LIKE pattern containing `term` literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;
const regexPart = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces erased people's CPF, name and e-mail by ERASED_MARKER in the request logs (path with
 * its query string, body, body preview, response body, headers, errors), the distinct-path table
 * the access-log subjects and the operators' saved views (their filters and names), inside the
 * erasure's transaction. Never a full pass over a log table: rows
 * are found through the trigram indexes (request_logs.body, request_log_paths.path, then
 * request_logs by path; access_logs.subject_id) — plus the logged reads of the erased records
 * themselves (`recordPaths`, e.g. '/person/v1/12': their answers held the record) — and updated
 * by id, at most 1,000 per statement. Names match whatever their case. In the rows found, the
 * erased `files` paths are replaced too. Saved views are few (50 per user and list): read whole.
 */
export async function scrubPersonalText(
  trx: Transaction<Database>,
  people: readonly ErasedPerson[],
  recordPaths: readonly string[] = [],
  files: readonly string[] = [],
): Promise<ScrubCounts> {
  const terms = [...new Set(people.flatMap(personalTerms))].sort((a, b) => b.length - a.length);
  const counts: ScrubCounts = { request_logs: 0, request_log_paths: 0, access_logs: 0, list_views: 0 };
  if (!terms.length) return counts;
  // The erased files' paths go too where the rows found hold them (a capture log's answer).
  const regex = `(${[...new Set([...files, ...terms])]
    .sort((a, b) => b.length - a.length)
    .map(regexPart)
    .join('|')})`;
  const scrub = (column: RawBuilder<unknown>) => sql`regexp_replace(${column}, ${regex}, ${ERASED_MARKER}, 'gi')`;
  const textPatterns = terms.map(likePattern);
  const pathPatterns = [
    ...textPatterns,
    ...recordPaths.flatMap((p) => [
      p.replace(/[\\%_]/g, '\\$&'),
      `${likePattern(p).slice(1, -1)}/%`,
      `${likePattern(p).slice(1, -1)}?%`,
    ]),
  ];

  const paths = await findCandidates.paths(pathPatterns).execute(trx);
  const byBody = await findCandidates.requestLogsByBody(textPatterns).execute(trx);
  const byPath = paths.rows.length
    ? await findCandidates.requestLogsByPath(paths.rows.map((r) => r.path)).execute(trx)
    : { rows: [] };
  const ids = [...new Set([...byBody.rows, ...byPath.rows].map((r) => Number(r.id)))];
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
    const chunk = ids.slice(i, i + IDS_PER_STATEMENT);
    const jsonScrub = (column: string) => sql`(${scrub(sql`${sql.ref(column)}::text`)})::jsonb`;
    const result = await sql`
      update request_logs set
        path = ${scrub(sql.ref('path'))}, body = ${scrub(sql.ref('body'))}, body_preview = ${scrub(sql.ref('body_preview'))},
        response_body = ${scrub(sql.ref('response_body'))}, headers = ${jsonScrub('headers')}, errors = ${jsonScrub('errors')}
      where id = any(${chunk})`.execute(trx);
    counts.request_logs += Number(result.numAffectedRows ?? 0);
  }
  // The distinct-path table: a scrubbed path may equal one already there (its key).
  const doomed = paths.rows.map((r) => r.path).filter((p) => new RegExp(regex, 'i').test(p));
  for (let i = 0; i < doomed.length; i += IDS_PER_STATEMENT) {
    const chunk = doomed.slice(i, i + IDS_PER_STATEMENT);
    const gone = await trx.deleteFrom('request_log_paths').where('path', 'in', chunk).returning('path').execute();
    counts.request_log_paths += gone.length;
    await sql`insert into request_log_paths (path) select distinct ${scrub(sql.ref('p'))} from unnest(${chunk}::text[]) p order by 1 on conflict do nothing`.execute(
      trx,
    );
  }
  // The subject (a record or file) and the reason typed for a reveal or report ('pedido da Ana').
  const subjects = await findCandidates.accessLogs(textPatterns).execute(trx);
  const reasons = await findCandidates.accessLogReasons(textPatterns).execute(trx);
  const subjectIds = [...new Set([...subjects.rows, ...reasons.rows].map((r) => Number(r.id)))];
  for (let i = 0; i < subjectIds.length; i += IDS_PER_STATEMENT) {
    const chunk = subjectIds.slice(i, i + IDS_PER_STATEMENT);
    const result = await sql`
      update access_logs set subject_id = ${scrub(sql.ref('subject_id'))}, subject = ${scrub(sql.ref('subject'))}, reason = ${scrub(sql.ref('reason'))}
      where id = any(${chunk})`.execute(trx);
    counts.access_logs += Number(result.numAffectedRows ?? 0);
  }
  // Saved views: a filter value or a view's name an operator typed ('498.587.820-04', 'Caso Ana
  // Souza'). A few rows per user, read whole. A renamed view gets its id after the marker, so two
  // names that differed only by the person never collide in the (owner, list, name) key.
  const nameMatches = anyLike('name', textPatterns);
  const views = await sql<{ id: number }>`
    update list_views set
      state = (${scrub(sql`state::text`)})::jsonb,
      name = case when ${nameMatches} then ${scrub(sql.ref('name'))} || ' (' || id || ')' else name end,
      updated_at = now()
    where ${nameMatches} or ${anyLike(sql`state::text`, textPatterns)}
    returning id`.execute(trx);
  counts.list_views = views.rows.length;
  return counts;
}

import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MatchCount } from './countMatches.js';

/** An exact count stops here: past it the total stays capped ('mais de 10.000'). */
const EXACT_COUNT_MAX = 5_000_000;
/** PostgreSQL cancels an exact count after this long; the total then stays capped. */
const EXACT_COUNT_TIMEOUT_MS = 3_000;

/**
 * The exact number of matches, past the list's usual cap of 10,000 (`count=exact`: the console's
 * jump to the last page and its page field; a page asked past the end). Bounded twice, so it
 * cannot hold the server: it stops at {@link EXACT_COUNT_MAX} rows, and PostgreSQL cancels it
 * after {@link EXACT_COUNT_TIMEOUT_MS} (PGlite has no timer: the row bound alone, ~0.3 s per
 * million index entries). Undefined when either bound is hit: the caller keeps its capped total.
 *
 * @example await countExact(db, sql`request_logs`, sql`where method = 'GET'`) // { total: 612_204, capped: false }
 */
export async function countExact(
  db: Kysely<Database>,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
): Promise<MatchCount | undefined> {
  try {
    const n = await db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = ${sql.lit(EXACT_COUNT_TIMEOUT_MS)}`.execute(trx);
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from (select 1 from ${from} ${where} limit ${EXACT_COUNT_MAX + 1}) s`.execute(trx);
      return Number(rows[0]?.n ?? 0);
    });
    return n > EXACT_COUNT_MAX ? undefined : { total: n, capped: false };
  } catch (e) {
    // 57014: cancelled by the timeout.
    if ((e as { code?: unknown }).code === '57014') return undefined;
    throw e;
  }
}

import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

/** Totals are exact up to this many matching rows; above, 'mais de 10.000'. */
export const COUNT_CAP = 10_000;
/**
 * Planner estimates at or above this are trusted to mean "more than COUNT_CAP" without counting:
 * five times the cap leaves room for the estimate's error (pg_trgm and range estimates are
 * rarely off by more than 2–3×), so totals up to 10,000 stay exact.
 */
export const TRUST_ESTIMATE_FROM = 5 * COUNT_CAP;
/** Below this estimate, the list query counts its own matches (one scan instead of two). */
const COUNT_IN_LIST_BELOW = COUNT_CAP / 2;

/** A list total as the API reports it. */
export interface MatchCount {
  /** Exact count, or COUNT_CAP when capped. */
  total: number;
  capped: boolean;
  /** The planner's estimate, when it stood in for a count (capped is then true). */
  estimate?: number;
}

/** How a list request counts its matches, chosen from the planner's estimate. */
export type CountPlan = 'estimate' | 'in-list' | 'capped-count';

/**
 * The planner's row estimate for `select 1 from <from> <where>` (EXPLAIN, no execution: about
 * a millisecond whatever the table size).
 */
async function estimateRows(
  db: Kysely<Database>,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
): Promise<number> {
  const { rows } = await sql<{
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string;
  }>`explain (format json) select 1 from ${from} ${where}`.execute(db);
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: { 'Plan Rows': number } }]) : plan;
  return Number(parsed?.[0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY);
}

/**
 * Which way to count, given the estimate.
 *
 * @example
 * countPlan(61_342); // 'estimate'     — 'mais de 10.000' without touching the rows
 * countPlan(7_134);  // 'capped-count' — count at most 10,001 rows, beside the list query
 * countPlan(836);    // 'in-list'      — count(*) over () inside the list query
 */
export function countPlan(estimate: number): CountPlan {
  if (estimate >= TRUST_ESTIMATE_FROM) return 'estimate';
  if (estimate < COUNT_IN_LIST_BELOW) return 'in-list';
  return 'capped-count';
}

/** Counts matches, stopping at COUNT_CAP + 1 (index-only where the indexes allow). */
export async function cappedCount(
  db: Kysely<Database>,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
): Promise<MatchCount> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from (select 1 from ${from} ${where} limit ${COUNT_CAP + 1}) s`.execute(db);
  return fromCount(Number(rows[0]?.n ?? 0));
}

/** An exact count as the API reports it (capped above COUNT_CAP). */
export function fromCount(n: number): MatchCount {
  return n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false };
}

/**
 * How to count `where`, and the estimate that decided it. `estimable` false (a condition whose
 * values the planner cannot see, so its estimate is only a default) counts without asking.
 */
export async function planCount(
  db: Kysely<Database>,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  estimable = true,
): Promise<{ plan: CountPlan; estimate: number }> {
  if (!estimable) return { plan: 'capped-count', estimate: Number.NaN };
  const estimate = await estimateRows(db, from, where);
  return { plan: countPlan(estimate), estimate };
}

/**
 * The total of matching rows without a full count: the estimate when it is far above the cap,
 * else a count that stops at COUNT_CAP + 1.
 */
export async function countMatches(
  db: Kysely<Database>,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  estimable = true,
): Promise<MatchCount> {
  const { plan, estimate } = await planCount(db, from, where, estimable);
  if (plan === 'estimate') return { total: COUNT_CAP, capped: true, estimate: Math.round(estimate) };
  return cappedCount(db, from, where);
}

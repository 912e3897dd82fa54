import { sql, type RawBuilder } from 'kysely';

/**
 * Deterministic pseudo-random values for set-based seeding (INSERT ... SELECT FROM
 * generate_series). Each value is a hash of the row key and a "salt" naming the stream, so
 * the same seed gives the same rows on every run and on both engines (hashint8 is the same
 * function in PGlite and PostgreSQL), and columns drawn with different salts are independent.
 *
 * `key` defaults to the column `g` (the generate_series value); salts must stay below 7919.
 */

const defaultKey = sql`g`;

function hash(salt: number, key: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(hashint8((${key})::bigint * 7919 + ${sql.lit(salt)})::bigint + 2147483648)`;
}

/**
 * An integer in [0, n).
 *
 * @example
 * sql`select ${randInt(3, 10)} from generate_series(1, 5) g` // five digits, same every run
 */
export function randInt(
  salt: number,
  n: number | RawBuilder<number>,
  key: RawBuilder<unknown> = defaultKey,
): RawBuilder<number> {
  const bound = typeof n === 'number' ? sql.lit(Math.max(1, Math.floor(n))) : sql`greatest(1, ${n})`;
  return sql<number>`(mod(${hash(salt, key)}, ${bound}))::int`;
}

/** A double in [0, 1). */
export function randUnit(salt: number, key: RawBuilder<unknown> = defaultKey): RawBuilder<number> {
  return sql<number>`(${hash(salt, key)} / 4294967296.0)::float8`;
}

/** A double in [min, max), rounded to `digits` decimals. */
export function randRange(
  salt: number,
  min: number,
  max: number,
  digits: number,
  key: RawBuilder<unknown> = defaultKey,
): RawBuilder<number> {
  // '+ 0' turns a rounded -0 into 0.
  return sql<number>`(round((${sql.lit(min)} + ${randUnit(salt, key)} * ${sql.lit(max - min)})::numeric, ${sql.lit(digits)})::float8 + 0)`;
}

/** One element of `values` (sent once as an array parameter). */
export function randText(
  salt: number,
  values: readonly string[],
  key: RawBuilder<unknown> = defaultKey,
): RawBuilder<string> {
  return sql<string>`(${[...values]}::text[])[1 + ${randInt(salt, values.length, key)}]`;
}

/** True with probability `p`. */
export function chance(salt: number, p: number, key: RawBuilder<unknown> = defaultKey): RawBuilder<boolean> {
  return sql<boolean>`(${randUnit(salt, key)} < ${sql.lit(p)})`;
}

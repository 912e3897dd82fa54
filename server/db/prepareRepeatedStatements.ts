import type pg from 'pg';

/**
 * PostgreSQL's errors for a prepared statement that no longer fits its tables (a column added by
 * `npm run db:promote` while the API runs: "cached plan must not change result type") or that
 * the connection lost: the statement is prepared again under a new name and run once more.
 */
const STALE_STATEMENT_ROUTINES = new Set(['RevalidateCachedQuery', 'FetchPreparedStatement']);

/** Distinct statement texts prepared at most: past it, a new text runs unnamed, as before. */
const MAX_PREPARED_STATEMENTS = 500;

/** The names the statement texts are prepared under, shared by the pool's connections. */
export interface StatementNames {
  /** The text's name, given on first sight while fewer than `max` texts have one. */
  nameOf(text: string): string | undefined;
  /** A new name for the text whose statement `stale` went stale (unless another connection renamed it). */
  renamed(text: string, stale: string): string;
}

export function createStatementNames(max = MAX_PREPARED_STATEMENTS): StatementNames {
  const names = new Map<string, string>();
  let next = 0;
  return {
    nameOf(text) {
      let name = names.get(text);
      if (name === undefined && names.size < max) names.set(text, (name = `s${next++}`));
      return name;
    },
    renamed(text, stale) {
      const current = names.get(text);
      if (current !== undefined && current !== stale) return current;
      const name = `s${next++}`;
      names.set(text, name);
      return name;
    },
  };
}

type QueryFn = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Makes a pool connection run every statement with parameters as a named prepared statement: it
 * is parsed and planned by PostgreSQL once per connection instead of on every request (PostgreSQL
 * still plans it with the values while a generic plan would cost more). Measured on the benchmark's
 * data (A/B, 5 interleaved runs each): the database's CPU per request −56 % on one record read
 * (460 → 201 µs), −37 % on a validated create, 0–18 % on the lists (docs/performance.md).
 *
 * Statements without parameters (DDL, migrations) run as before. Kysely's PostgresDialect calls
 * `query(text, values)`: that form is the one rewritten; any other form passes through.
 */
export function prepareRepeatedStatements(client: pg.ClientBase, names: StatementNames): void {
  const query = client.query.bind(client) as QueryFn;
  const prepared: QueryFn = (text, values, callback) => {
    if (typeof text !== 'string' || !Array.isArray(values) || !values.length || callback !== undefined)
      return query(text, values, callback);
    const name = names.nameOf(text);
    if (name === undefined) return query(text, values);
    return (query({ name, text, values }) as Promise<pg.QueryResult>).catch((error: unknown) => {
      if (!STALE_STATEMENT_ROUTINES.has((error as { routine?: string } | null)?.routine ?? '')) throw error;
      return query({ name: names.renamed(text, name), text, values });
    });
  };
  (client as unknown as { query: QueryFn }).query = prepared;
}

import { mkdirSync } from 'node:fs';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createStatementNames, prepareRepeatedStatements } from './prepareRepeatedStatements.js';
import type { Database } from './schema.js';

/** Which engine holds the data: the embedded PGlite (default) or a PostgreSQL server. */
export type DbKind = 'pglite' | 'postgres';

/** The PostgreSQL pool's connections at one moment (pg.Pool's counters). */
export interface PoolStats {
  /** Connections open (busy or idle). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The pool's size. */
  max: number;
}

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections now (the metrics read it when scraped); absent on PGlite. */
  poolStats?: () => PoolStats;
}

export interface OpenDbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder that keeps the PGlite files; `undefined` (or 'memory://') keeps them in memory. */
  pgliteDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * PostgreSQL cancels a statement that runs (or waits for a lock) longer than this, so a slow
   * database answers a fast 503 instead of holding requests; none when absent or 0. Not for
   * migrations and seeds (their statements may rightly take minutes).
   */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL: statements with parameters run as named prepared statements, parsed and planned
   * once per connection (prepareRepeatedStatements). Off by default; the API server turns it on
   * (DB_PREPARED_STATEMENTS), the command-line tools do not need it.
   */
  preparedStatements?: boolean;
}

// pg returns BIGINT (count(*), bigserial) as strings; our ids and counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
// NUMERIC (prices) as numbers too: two decimals, far below 2^53.
pg.types.setTypeParser(1700, (v) => Number(v));

/**
 * Opens the database: PGlite in `pgliteDir` by default, a PostgreSQL server when `databaseUrl`
 * is given. One SQL dialect (PostgreSQL) for both, so migrations and queries are written once.
 *
 * @example
 * const { db, close } = await openDb({ pgliteDir: './data/pgdata' });
 */
export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      connectionTimeoutMillis: 3_000,
    });
    // A client that loses its server (idle or checked out) must not crash the process: the query
    // in flight rejects (503), the pool drops the client and connects anew on the next request.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    if (options.preparedStatements) {
      const names = createStatementNames();
      pool.on('connect', (client) => prepareRepeatedStatements(client, names));
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
    };
  }
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (options.pgliteDir && !options.pgliteDir.startsWith('memory://')) {
    mkdirSync(options.pgliteDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    dataDir: options.pgliteDir,
    extensions: { pg_trgm },
    parsers: { [types.INT8]: (v: string) => Number(v), [types.NUMERIC]: (v: string) => Number(v) },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

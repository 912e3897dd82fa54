import { join, resolve } from 'node:path';
import { openDb, type DbHandle, type OpenDbOptions } from './openDb.js';

export interface EnvDbHandle extends DbHandle {
  /** Where the data lives, for log lines: 'PostgreSQL em host/db' or 'PGlite em /abs/pgdata'. */
  location: string;
}

/**
 * Opens the database the way every entry point does (server, `npm run migrate`,
 * `npm run seed`): the PostgreSQL server in DATABASE_URL when set, else the embedded PGlite in
 * `${DATA_DIR ?? './data'}/pgdata`.
 *
 * @example
 * const handle = await openDbFromEnv(); // PGlite in ./data/pgdata
 * const pg = await openDbFromEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/console' });
 */
export async function openDbFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  options: Pick<OpenDbOptions, 'statementTimeoutMs' | 'preparedStatements'> = {},
): Promise<EnvDbHandle> {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const handle = await openDb({ databaseUrl, ...options });
    return { ...handle, location: `PostgreSQL em ${describeUrl(databaseUrl)}` };
  }
  const pgliteDir = join(resolve(env.DATA_DIR || './data'), 'pgdata');
  const handle = await openDb({ pgliteDir });
  return { ...handle, location: `PGlite em ${pgliteDir}` };
}

/** host:port/database, never the password. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDbFromEnv, type EnvDbHandle } from '../db/openDbFromEnv.js';
import { embeddedDbDir, embeddedDbHolder, holdEmbeddedDb } from './embeddedDbLock.js';

/** The database a command reads, or why it cannot (pt-BR, for the command's output). */
export type DbToCheck = { handle: EnvDbHandle } | { unreachable: string };

/**
 * Opens the database `npm start` would (openDbFromEnv: DATABASE_URL, else the embedded one in
 * DATA_DIR) for a command, never making one: an embedded database not made yet, one a running
 * server holds, or a PostgreSQL server that does not answer is `unreachable`, with the reason.
 *
 * @example const db = await openDbToCheck(process.env); if ('unreachable' in db) console.log(db.unreachable);
 */
export async function openDbToCheck(env: NodeJS.ProcessEnv = process.env): Promise<DbToCheck> {
  if (!env.DATABASE_URL) {
    const dir = embeddedDbDir(env);
    if (!existsSync(join(dir, 'PG_VERSION')))
      return { unreachable: `nenhum banco embutido em ${dir} (o primeiro npm start o cria)` };
    const holder = embeddedDbHolder(dir);
    if (holder)
      return {
        unreachable: `o banco embutido em ${dir} está aberto pelo processo ${holder} (npm start ou npm run dev); pare-o para conferir o banco`,
      };
    holdEmbeddedDb(dir);
  }
  const handle = await openDbFromEnv(env);
  try {
    await sql`select 1`.execute(handle.db);
    return { handle };
  } catch (error) {
    await handle.close().catch(() => {});
    return {
      unreachable: `${handle.location} não responde (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

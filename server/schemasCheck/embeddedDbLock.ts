import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The embedded database's folder, as openDbFromEnv opens it: `${DATA_DIR ?? './data'}/pgdata`.
 *
 * @example embeddedDbDir({ DATA_DIR: '/srv/console' }) // '/srv/console/pgdata'
 */
export function embeddedDbDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(resolve(env.DATA_DIR || './data'), 'pgdata');
}

/** The file naming the process that has the embedded database at `dir` open: `<dir>.pid`. */
const lockFile = (dir: string) => `${dir}.pid`;

/**
 * The id of another live process that holds the embedded database at `dir` (a running server, or
 * a command reading it), or undefined. PGlite has no lock of its own: two processes opening the
 * same folder would both write it and corrupt it.
 */
export function embeddedDbHolder(dir: string): number | undefined {
  const pid = readPid(dir);
  if (pid === undefined || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, another user's; ESRCH: gone (a killed server leaves its file behind).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * Marks the embedded database at `dir` as this process's until it exits; throws a pt-BR message
 * naming the other process when a live one holds it.
 *
 * @example holdEmbeddedDb(embeddedDbDir()); // before openDbFromEnv
 */
export function holdEmbeddedDb(dir: string): void {
  const holder = embeddedDbHolder(dir);
  if (holder)
    throw new Error(
      `o banco embutido em ${dir} está aberto pelo processo ${holder} (outro npm start, npm run dev ou comando); ` +
        `encerre-o ou use outro DATA_DIR (se esse processo não for do console, apague ${lockFile(dir)})`,
    );
  mkdirSync(dirname(dir), { recursive: true });
  writeFileSync(lockFile(dir), `${process.pid}\n`);
  process.on('exit', () => {
    if (readPid(dir) === process.pid) rmSync(lockFile(dir), { force: true });
  });
}

/** The process id the lock file names, or undefined. */
function readPid(dir: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile(dir), 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

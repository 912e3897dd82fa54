import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { openDb, type DbHandle, type DbKind } from '../../server/db/openDb.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { hashPassword } from '../../server/auth/password.js';
import { tempDir } from './tempDir.js';
import { adminQuery, copyPgliteTemplate, createMigratedDatabase, databaseUrl } from './testDb.js';

export const ADMIN = { email: 'admin@example.com', password: 'admin123' };
export const PROCESS_SECRET = 'segredo-de-teste-de-processo-com-mais-de-32-caracteres';

/** Where a spawned server keeps its data: a PGlite folder, or a fresh PostgreSQL database. */
export interface ServerStore {
  kind: DbKind;
  env: Record<string, string>;
  /** Opens the store directly (only while no server process holds a PGlite folder). */
  open(): Promise<DbHandle>;
  /** Drops the PostgreSQL database (the PGlite folder goes with the temp folders). */
  drop(): Promise<void>;
}

/**
 * A migrated store with only the administrator in it, so the server skips the ~10 s seed
 * (`isSeeded` is true as soon as `users` has a row).
 */
export async function createServerStore(kind: DbKind): Promise<ServerStore> {
  const dataDir = tempDir(`faults-${kind}`);
  let store: ServerStore;
  if (kind === 'pglite') {
    store = {
      kind,
      env: { DATA_DIR: dataDir },
      open: () => openDb({ pgliteDir: join(dataDir, 'pgdata') }),
      drop: async () => {},
    };
    await copyPgliteTemplate(join(dataDir, 'pgdata'));
  } else {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL não definido');
    const name = `faults_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await createMigratedDatabase(base, name);
    const url = databaseUrl(base, name);
    store = {
      kind,
      env: { DATA_DIR: dataDir, DATABASE_URL: url, PUBLIC_URL: 'http://127.0.0.1' },
      open: () => openDb({ databaseUrl: url, poolSize: 2 }),
      drop: () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const handle = await store.open();
  try {
    await migrateToLatest(handle.db);
    await handle.db
      .insertInto('users')
      .values({
        name: 'Administrador',
        email: ADMIN.email,
        phone: '11987654321',
        role: 'admin',
        is_active: 1,
        password_hash: await hashPassword(ADMIN.password),
      })
      .execute();
  } finally {
    await handle.close();
  }
  return store;
}

/** A running `server/main.ts` process. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything printed so far (stdout + stderr). */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGKILLs the process if it is still running. */
  kill(): void;
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Spawns the real server (`node --import tsx server/main.ts`) on a free port (PORT=0, the port
 * is read from its 'Console e API em' line), without the console build. Rejects if it has not
 * started within `timeoutMs`.
 */
export async function startServer(
  store: ServerStore,
  extraEnv: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...store.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_CONSOLE: '0',
      JWT_SECRET: PROCESS_SECRET,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'desconhecido');
    });
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`servidor não iniciou em ${timeoutMs} ms:\n${text}`)), timeoutMs);
    const check = () => {
      const match = /Console e API em http:\/\/localhost:(\d+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`servidor terminou (${code}) antes de iniciar:\n${text}`));
    });
  });
  return {
    child,
    baseUrl,
    output: () => text,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** Signs in through the API and returns the bearer header. */
export async function signIn(baseUrl: string): Promise<{ authorization: string }> {
  const res = await fetch(`${baseUrl}/api/v2/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`login falhou: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${body.access_token}` };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { checkSchemaFiles } from '../schemasCheck/checkSchemaFiles.js';
import { keepsLastGood } from './keepsLastGood.js';
import { isApiMessage } from './ApiMessage.js';

export interface SuperviseApiOptions {
  /** The project's root: the API process's working folder. */
  root: string;
  /** The schemas folder the API reads (SCHEMAS_DIR), watched. */
  schemasDir: string;
  /** Port and address the API listens on (0: any free port, told by `listening()`). */
  port: number;
  host: string;
  /** The API process's environment (DATA_DIR, DATABASE_URL, ...). */
  env: NodeJS.ProcessEnv;
  /** Folders of server code (relative to root) whose change restarts the API process. */
  codeDirs: string[];
  /** Where the supervisor's lines and the API's output go. */
  log: (line: string) => void;
  /** Quiet time after the last file event before acting (editors write a file in several steps). */
  settleMs?: number;
}

export interface ApiSupervisor {
  /** The port of the API once it next says it listens. */
  listening(): Promise<number>;
  /** Stops watching and stops the API process. */
  stop(): Promise<void>;
}

/**
 * `npm run dev`'s API: runs server/main.ts as a child process with an IPC channel, and watches
 * the schemas folder itself (its subfolders too: api/endpoints.json). On a change it checks the folder in this process (checkSchemaFiles:
 * every descriptor, console.json, api/endpoints.json, the roles file): a wrong file is said once, in one line (file, JSON path,
 * reason), and the running API is left alone, still serving the last good version; a good folder
 * makes the API rebuild its routes and validation in place (serveReloadable), without a restart.
 * A change under `codeDirs` restarts the process. An API that ended is started again at the next
 * change.
 */
export function superviseApi(options: SuperviseApiOptions): ApiSupervisor {
  const { root, schemasDir, log } = options;
  const settleMs = options.settleMs ?? 80;
  let child: ChildProcess | undefined;
  /** Whether the API process in `child` serves yet: before, it does not listen for 'reload'. */
  let serving = false;
  /** A change seen while the API process was starting: it reloads once it serves. */
  let pendingReload = false;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  const waiting: ((port: number) => void)[] = [];
  /** The schemas folder's content last acted on (reloaded or refused): saving it unchanged does nothing. */
  let lastSeen = folderFingerprint(schemasDir);

  const start = () => {
    const api = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...options.env,
        PORT: String(options.port),
        HOST: options.host,
        SERVE_CONSOLE: '0',
        SCHEMAS_DIR: schemasDir,
        API_RELOAD: 'ipc',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Its own process group: Ctrl-C reaches the supervisor only, which stops it once (a second
      // signal would make it stop by force). It stops by itself if the supervisor goes away.
      detached: true,
    });
    child = api;
    serving = false;
    pendingReload = false;
    for (const output of [api.stdout!, api.stderr!]) createInterface({ input: output }).on('line', log);
    api.on('message', (message) => {
      if (!isApiMessage(message, 'listening')) return;
      serving = true;
      if (pendingReload) api.send({ type: 'reload' });
      pendingReload = false;
      for (const resolve of waiting.splice(0)) resolve(message.port);
    });
    exited = new Promise((resolve) =>
      // 'close': its output read to the end, so its last lines are said.
      api.once('close', (code, signal) => {
        if (child === api) child = undefined;
        if (!stopping && !api.killed)
          log(`API encerrada (${code ?? signal}); ela reinicia na próxima alteração de arquivo.`);
        resolve();
      }),
    );
  };

  let restarting = Promise.resolve();
  const restart = () =>
    (restarting = restarting.then(async () => {
      if (child) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!stopping) start();
    }));

  const schemasChanged = () => {
    const seen = folderFingerprint(schemasDir);
    if (seen === lastSeen) return;
    lastSeen = seen;
    try {
      checkSchemaFiles(schemasDir, root);
    } catch (error) {
      log(keepsLastGood(`API: ${error instanceof Error ? error.message : String(error)}`));
      return;
    }
    if (!child) void restart();
    else if (serving && child.connected) child.send({ type: 'reload' });
    // Starting: it may have read the folder before this save.
    else pendingReload = true;
  };

  const code = options.codeDirs.map((dir) => resolve(root, dir));
  const missing = code.find((dir) => !existsSync(dir));
  if (missing) throw new Error(`pasta de código a observar não existe: ${missing}`);
  const watchers: FSWatcher[] = [
    // Recursive: schemas/api/endpoints.json is in a folder of its own.
    watch(
      schemasDir,
      { recursive: true },
      settle(settleMs, (name) => name.endsWith('.json'), schemasChanged),
    ),
    ...code.map((dir) =>
      watch(
        dir,
        { recursive: true },
        settle(settleMs, (name) => /\.[cm]?tsx?$/.test(name), restart),
      ),
    ),
  ];
  start();

  return {
    listening: () => new Promise((resolve) => waiting.push(resolve)),
    stop: async () => {
      stopping = true;
      for (const w of watchers) w.close();
      await restarting;
      if (child) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * A file-event listener that acts once the events of `wanted` files have settled for `ms`.
 */
function settle(ms: number, wanted: (name: string) => boolean, act: () => unknown) {
  let timer: NodeJS.Timeout | undefined;
  return (_event: string, name: string | null) => {
    if (name && !wanted(name)) return;
    clearTimeout(timer);
    timer = setTimeout(act, ms);
  };
}

/** A hash of the folder's JSON files (its subfolders' too), names and contents. */
function folderFingerprint(dir: string): string {
  const hash = createHash('sha1');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const name of files) {
    hash.update(name).update('\0');
    try {
      hash.update(readFileSync(join(dir, name)));
    } catch {
      hash.update('(ilegível)');
    }
  }
  return hash.digest('hex');
}

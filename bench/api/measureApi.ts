import { join, resolve } from 'node:path';
import { resetDataset, type Dataset } from '../support/datasets.js';
import { startService, type Service } from '../support/startService.js';
import type { Sample } from '../support/stats.js';
import { API_SCENARIOS } from './scenarios.js';
import { checkSameAnswers } from './checkSameAnswers.js';
import { measureScenario } from './measureScenario.js';

const root = resolve(import.meta.dirname, '..', '..');
/** Same secret for ours and the bare peer, so one token serves both. */
const BENCH_SECRET = 'segredo-do-benchmark-com-mais-de-32-caracteres';

export interface ApiSettings {
  reps: number;
  durationSec: number;
  connections: number;
  /** CPU list for the servers (the benchmark process runs on another). */
  serverCpu: string;
  /** Only these scenario keys (all when absent). */
  scenarios?: string[];
  log(line: string): void;
}

/** Per scenario, per target: requests per second and, at one connection, latency. */
export interface ApiFigures {
  engine: Dataset['engine'];
  targets: string[];
  throughput: Record<string, Record<string, Sample>>;
  /** p99 / p50 at one connection (ms), per scenario and target. */
  p99: Record<string, Record<string, Sample>>;
  p50: Record<string, Record<string, Sample>>;
  /**
   * CPU time per request during the throughput runs (µs), per scenario and target: the server
   * process, and every PostgreSQL process (absent on PGlite, which runs inside the server).
   * Says where a difference in throughput goes, e.g. what request logging costs in Node and in
   * the database.
   */
  cpu?: Record<string, Record<string, { server: Sample; db?: Sample }>>;
}

/**
 * Our server (`npm start` without the console) over a dataset. `wrapper` goes before node in the
 * command (valgrind, for the instruction counts).
 */
export function startOurs(
  d: Dataset,
  cpu: string,
  requestLog: boolean,
  nodeArgs: string[] = [],
  env: NodeJS.ProcessEnv = {},
  wrapper: string[] = [],
): Promise<Service> {
  return startService({
    name: requestLog ? 'ours' : 'ours (sem log)',
    command: [...wrapper, process.execPath, ...nodeArgs, '--import', 'tsx', join(root, 'server', 'main.ts')],
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: d.dataDir,
      DATABASE_URL: d.databaseUrl ?? '',
      // With DATABASE_URL the server needs its public address (reset links never use Host).
      ...(d.databaseUrl && { PUBLIC_URL: 'http://127.0.0.1' }),
      JWT_SECRET: BENCH_SECRET,
      REQUEST_LOG: requestLog ? '1' : '0',
      SERVE_CONSOLE: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    cpu,
    ready: /Console e API em http:\/\/localhost:(\d+)/,
  });
}

/** The bare peer (`bench/peers/bareServer.ts`) over a PostgreSQL dataset; `wrapper` as for startOurs. */
export function startBare(
  d: Dataset,
  cpu: string,
  env: NodeJS.ProcessEnv = {},
  wrapper: string[] = [],
): Promise<Service> {
  return startService({
    name: 'bare',
    command: [...wrapper, process.execPath, '--import', 'tsx', join(root, 'bench', 'peers', 'bareServer.ts')],
    env: { DATABASE_URL: d.databaseUrl, JWT_SECRET: BENCH_SECRET, PORT: '0', ...env },
    cpu,
    ready: /listening (\d+)/,
  });
}

/** Signs in as the seed's administrator and returns the bearer header. */
export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v2/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
  if (!res.ok) throw new Error(`login no benchmark falhou: ${res.status} ${await res.text()}`);
  return `Bearer ${((await res.json()) as { access_token: string }).access_token}`;
}

/** The permissions the profile gives the holder of `token` (what the console keeps of them). */
export async function permissionsOf(url: string, token: string): Promise<string[]> {
  const res = await fetch(`${url}/admin/v1/user/profile`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`perfil no benchmark falhou: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { permissions: string[] } }).data.permissions;
}

/**
 * The API figures of one engine: throughput at `connections` (interleaved runs, targets in
 * rotating order, so drift hits all alike) and latency at one connection. On PostgreSQL the
 * targets are ours, ours without request logging and the bare peer; on PGlite only ours (an
 * embedded database belongs to one process).
 */
export async function measureApi(d: Dataset, settings: ApiSettings): Promise<ApiFigures> {
  const { log } = settings;
  let services: Service[] = [];
  const start = async () => {
    services = [await startOurs(d, settings.serverCpu, true)];
    if (d.engine === 'postgres')
      services.push(await startOurs(d, settings.serverCpu, false), await startBare(d, settings.serverCpu));
  };
  const stop = async () => {
    for (const s of services) await s.stop();
    services = [];
  };
  try {
    await resetDataset(d);
    await start();
    const authorization = await signIn(services[0]!.url);
    if (d.engine === 'postgres') {
      // Compare with ours without request logging: the logging server's own rows would race in.
      await new Promise((r) => setTimeout(r, 600));
      await checkSameAnswers(services[1]!, services[2]!, authorization, API_SCENARIOS);
    }
    const throughput: ApiFigures['throughput'] = {};
    const p99: ApiFigures['p99'] = {};
    const p50: ApiFigures['p50'] = {};
    const cpu: NonNullable<ApiFigures['cpu']> = {};
    for (const s of API_SCENARIOS.filter((x) => !settings.scenarios || settings.scenarios.includes(x.key))) {
      // Every scenario starts from the seeded data: the rows earlier scenarios logged are removed
      // (PGlite belongs to one process: its server is stopped for that and started again).
      if (d.engine === 'pglite') await stop();
      await resetDataset(d);
      if (d.engine === 'pglite') await start();
      const targets = services.filter((t) => t.name !== 'bare' || s.peer);
      const figures = await measureScenario(d, s, targets, authorization, settings);
      throughput[s.key] = figures.throughput;
      cpu[s.key] = figures.cpu;
      if (figures.p99) p99[s.key] = figures.p99;
      if (figures.p50) p50[s.key] = figures.p50;
      log(
        `  ${d.engine} ${s.key}: ${Object.entries(throughput[s.key]!)
          .map(([k, v]) => `${k} ${v.median.toFixed(0)} req/s`)
          .join(', ')}${p99[s.key] ? `; p99 ${p99[s.key]!.ours!.median.toFixed(2)} ms` : ''}`,
      );
    }
    return {
      engine: d.engine,
      targets: d.engine === 'postgres' ? ['ours', 'ours (sem log)', 'bare'] : ['ours'],
      throughput,
      p99,
      p50,
      cpu,
    };
  } finally {
    await stop();
  }
}

import { join, resolve } from 'node:path';
import { resetDataset, type Dataset } from '../support/datasets.js';
import { startService, type Service } from '../support/startService.js';
import { postgresCpuSeconds, processCpuSeconds } from '../support/cpuTime.js';
import { summarize, type Sample } from '../support/stats.js';
import { runLoad, type LoadResult } from './runLoad.js';
import { API_SCENARIOS, type ApiScenario } from './scenarios.js';

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

/** The request log's writer sends its batch every 250 ms: waiting this long after a run counts it. */
const WRITER_SETTLE_MS = 300;

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

/** The bare peer must answer exactly what ours answers (same SQL, same data): checked once per scenario. */
async function checkSameAnswers(
  ours: Service,
  bare: Service,
  authorization: string,
  scenarios: ApiScenario[],
): Promise<void> {
  for (const s of scenarios.filter((x) => x.method === 'GET')) {
    const path = s.path.replace('{id}', '12345');
    const [a, b] = await Promise.all(
      [ours, bare].map(
        async (t) =>
          (await fetch(t.url + path, { headers: { authorization } })).json() as Promise<Record<string, unknown>>,
      ),
    );
    const strip = (x: Record<string, unknown>) =>
      JSON.stringify({ ...x, total_estimate: undefined, total_estimated: undefined });
    if (strip(a!) !== strip(b!))
      throw new Error(
        `O par mínimo responde diferente do nosso em ${s.key}: o benchmark compararia trabalhos diferentes.\nnosso: ${strip(a!).slice(0, 300)}\npar:   ${strip(b!).slice(0, 300)}`,
      );
  }
}

function ensureValid(r: LoadResult, scenario: string, target: string): LoadResult {
  if (r.failures)
    throw new Error(
      `${target} / ${scenario}: ${r.failures} resposta(s) sem sucesso (${r.firstFailure}); a medição não vale.`,
    );
  return r;
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
      const load = (t: Service, connections: number, durationSec: number) =>
        runLoad(s, { url: t.url, authorization, connections, durationSec, maxId: d.baseline.requestLogs }).then((r) =>
          ensureValid(r, s.key, t.name),
        );
      const targets = services.filter((t) => t.name !== 'bare' || s.peer);
      for (const t of targets) await load(t, settings.connections, 1); // warm-up
      const rps: Record<string, number[]> = {};
      const lat99: Record<string, number[]> = {};
      const lat50: Record<string, number[]> = {};
      const cpuServer: Record<string, number[]> = {};
      const cpuDb: Record<string, number[]> = {};
      for (let rep = 0; rep < settings.reps; rep++) {
        const order = targets.map((_, i) => targets[(i + rep) % targets.length]!);
        for (const t of order) {
          const server0 = processCpuSeconds(t.child.pid);
          const db0 = d.engine === 'postgres' ? postgresCpuSeconds() : NaN;
          const r = await load(t, settings.connections, settings.durationSec);
          await new Promise((resolve) => setTimeout(resolve, WRITER_SETTLE_MS));
          (rps[t.name] ??= []).push(r.rps);
          const perRequest = (seconds: number) => (seconds * 1e6) / Math.max(1, r.requests);
          const server = perRequest(processCpuSeconds(t.child.pid) - server0);
          if (Number.isFinite(server)) (cpuServer[t.name] ??= []).push(server);
          const db = perRequest(postgresCpuSeconds() - db0);
          if (Number.isFinite(db)) (cpuDb[t.name] ??= []).push(db);
        }
        if (s.filterPage) {
          for (const t of order.filter((x) => x.name !== 'ours (sem log)')) {
            const r = await load(t, 1, settings.durationSec);
            (lat99[t.name] ??= []).push(r.p99);
            (lat50[t.name] ??= []).push(r.p50);
          }
        }
      }
      throughput[s.key] = Object.fromEntries(Object.entries(rps).map(([k, v]) => [k, summarize(v)]));
      cpu[s.key] = Object.fromEntries(
        Object.entries(cpuServer).map(([k, v]) => [
          k,
          { server: summarize(v), ...(cpuDb[k]?.length && { db: summarize(cpuDb[k]!) }) },
        ]),
      );
      if (s.filterPage) {
        p99[s.key] = Object.fromEntries(Object.entries(lat99).map(([k, v]) => [k, summarize(v)]));
        p50[s.key] = Object.fromEntries(Object.entries(lat50).map(([k, v]) => [k, summarize(v)]));
      }
      log(
        `  ${d.engine} ${s.key}: ${Object.entries(throughput[s.key]!)
          .map(([k, v]) => `${k} ${v.median.toFixed(0)} req/s`)
          .join(', ')}${s.filterPage ? `; p99 ${p99[s.key]!.ours!.median.toFixed(2)} ms` : ''}`,
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

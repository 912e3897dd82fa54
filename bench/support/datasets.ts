import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { openDb } from '../../server/db/openDb.js';

export type Engine = 'postgres' | 'pglite';

/** Rows the seed generates (`npm run seed` flags). */
export interface DatasetSize {
  name: string;
  people: number;
  requestLogs: number;
  livenessLogs: number;
  fingerLogs: number;
}

/** Issue 7: 100,000 people, 1,000,000 request logs, 200,000 capture logs. */
export const FULL: DatasetSize = {
  name: 'full',
  people: 100_000,
  requestLogs: 1_000_000,
  livenessLogs: 100_000,
  fingerLogs: 100_000,
};
/** A tenth, for trying the benchmark quickly (`--size small`); its figures are not the budgets'. */
export const SMALL: DatasetSize = {
  name: 'small',
  people: 10_000,
  requestLogs: 100_000,
  livenessLogs: 10_000,
  fingerLogs: 10_000,
};

/** A seeded database the benchmark reuses between runs. */
export interface Dataset {
  engine: Engine;
  size: DatasetSize;
  /** DATA_DIR for the server (PGlite files, stored files, secrets). */
  dataDir: string;
  /** PostgreSQL only. */
  databaseUrl?: string;
  /** Highest ids the seed wrote: rows the benchmark adds above them are removed before a run. */
  baseline: { requestLogs: number; deviceConfigs: number };
}

const root = resolve(import.meta.dirname, '..', '..');
const dataRoot = join(root, 'bench', 'data');

function pgBase(): string {
  return (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
}

async function runSeed(env: NodeJS.ProcessEnv, size: DatasetSize, log: (line: string) => void): Promise<void> {
  const args = [
    '--reset',
    '--people',
    String(size.people),
    '--request-logs',
    String(size.requestLogs),
    '--liveness-logs',
    String(size.livenessLogs),
    '--finger-logs',
    String(size.fingerLogs),
  ];
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'cli', 'seed.ts'), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((l) => log(`  seed: ${l}`)),
  );
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`npm run seed falhou (código ${code})`);
}

/** Runs `fn` with a Kysely over the dataset (the server must not be running on PGlite). */
async function withDb<T>(
  d: Pick<Dataset, 'engine' | 'dataDir' | 'databaseUrl'>,
  fn: (db: Awaited<ReturnType<typeof openDb>>['db']) => Promise<T>,
): Promise<T> {
  const handle = await openDb(
    d.engine === 'postgres' ? { databaseUrl: d.databaseUrl, poolSize: 2 } : { pgliteDir: join(d.dataDir, 'pgdata') },
  );
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * The dataset of this engine and size: seeded once (about 1.5 min on PostgreSQL, 3 on PGlite
 * for the full size) and reused; its state file records the seed's highest ids.
 */
export async function ensureDataset(engine: Engine, size: DatasetSize, log: (line: string) => void): Promise<Dataset> {
  mkdirSync(dataRoot, { recursive: true });
  const dataDir = join(dataRoot, `${engine}-${size.name}`);
  const stateFile = join(dataRoot, `${engine}-${size.name}.json`);
  const dbName = `biometria_bench_${size.name}`;
  const databaseUrl = engine === 'postgres' ? `${pgBase()}/${dbName}` : undefined;
  if (existsSync(stateFile)) {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as Dataset;
    if (
      JSON.stringify(state.size) === JSON.stringify(size) &&
      state.databaseUrl === databaseUrl &&
      (engine === 'pglite' ? existsSync(join(dataDir, 'pgdata')) : await databaseExists(dbName))
    )
      return state;
  }
  log(`Gerando a base ${engine} (${size.name}: ${size.requestLogs.toLocaleString('pt-BR')} logs de requisições)...`);
  if (engine === 'postgres') {
    const admin = new pg.Client({ connectionString: `${pgBase()}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
  }
  await runSeed(
    { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }) },
    size,
    log,
  );
  const baseline = await withDb({ engine, dataDir, databaseUrl }, async (db) => {
    const { rows } = await sql<{
      r: number | null;
      d: number | null;
    }>`select (select max(id) from request_logs) as r, (select max(id) from device_configs) as d`.execute(db);
    return { requestLogs: Number(rows[0]?.r ?? 0), deviceConfigs: Number(rows[0]?.d ?? 0) };
  });
  const dataset: Dataset = { engine, size, dataDir, databaseUrl, baseline };
  writeFileSync(stateFile, JSON.stringify(dataset, null, 2));
  return dataset;
}

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: `${pgBase()}/postgres` });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

/** Removes what earlier benchmark runs added (request logs, created records) and refreshes statistics. */
export async function resetDataset(d: Dataset): Promise<void> {
  await withDb(d, async (db) => {
    await sql`delete from request_logs where id > ${d.baseline.requestLogs}`.execute(db);
    await sql`delete from device_configs where id > ${d.baseline.deviceConfigs}`.execute(db);
    await sql`vacuum analyze request_logs`.execute(db);
    await sql`vacuum analyze device_configs`.execute(db);
  });
}

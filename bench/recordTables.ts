/**
 * `npx tsx bench/recordTables.ts [--records 100000] [--requests 200] [--engines pglite,postgres]`:
 * what keeping a new entity's records as JSON costs against the same table after
 * `npm run db:promote` (docs/new-entity-storage.md). The supplier fixture
 * (tests/fixtures/records/supplier.json) is filled with `--records` records in `extra`, then
 * promoted in place; on each, through the API (`app.inject`: routing, validation, SQL, JSON), the
 * latency of a list page (first and twentieth), a `contains`, a digits prefix and an `eq` filter,
 * and a unique check (a create refused as a duplicate, 409), each over `--requests` requests with
 * varying values after a warm-up; plus the start on the filled table, the promotion itself and the
 * table's size. PostgreSQL from BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * in a database of its own, dropped at the end. Prints a Markdown table and writes
 * bench/results/recordTables.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp, type App } from '../server/app.js';
import { storedFields, type ServedDescriptor } from '../server/crud/sqlMapping.js';
import { ensureRecordTables } from '../server/db/ensureRecordTables.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { openDb, type DbHandle, type DbKind } from '../server/db/openDb.js';
import { promoteRecords } from '../server/db/promoteRecords.js';
import { loadDescriptors } from '../server/descriptors/loadDescriptors.js';
import { insertSuppliers, supplierDescriptor } from '../tests/fixtures/records/supplierApp.js';
import { completeCnpj } from '../server/seed/documents.js';
import { compareRecordLayouts, type LayoutFigures } from './support/compareRecordLayouts.js';

const root = resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const RECORDS = Number(arg('records', '100000'));
const REQUESTS = Number(arg('requests', '200'));
const WARM_UP = 20;
const ENGINES = arg('engines', 'pglite,postgres').split(',') as DbKind[];
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENDPOINT = '/admin/v1/supplier';

/** Median and 95th percentile, in ms. */
function figures(ms: number[]): { median: number; p95: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

/** Open a fresh, migrated database of `kind`, removed by `drop`. */
async function freshDb(kind: DbKind): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-records-'));
    const handle = await openDb({ pgliteDir: dir });
    await migrateToLatest(handle.db);
    return { handle, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `bench_records_${process.pid}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const handle = await openDb({ databaseUrl: url.toString(), poolSize: 5 });
    await migrateToLatest(handle.db);
    return { handle, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** The document of the n-th supplier: a valid CNPJ, scattered (n × 7919 mod a prime, unique). */
const documentOf = (n: number) => completeCnpj(String((n * 7919) % 1_000_003).padStart(12, '0'));

/** `RECORDS` suppliers in `extra`, as the API stores them (insertSuppliers, in chunks). */
async function fill(handle: DbHandle): Promise<void> {
  const hex = (n: number) => createHash('md5').update(String(n)).digest('hex');
  for (let from = 1; from <= RECORDS; from += 5_000) {
    const chunk = Array.from({ length: Math.min(5_000, RECORDS - from + 1) }, (_, k) => {
      const n = from + k;
      return {
        name: `Fornecedor ${n} ${hex(n).slice(0, 10)}`,
        document: documentOf(n),
        email: `f${n}@exemplo.com`,
        contact: `Contato ${n % 977}`,
        rating: 1 + (n % 5),
        credit: (n % 1000) * 10.5,
        active: n % 3 !== 0,
        categories: ['Papel', `Cat ${n % 20}`],
        created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
      };
    });
    await insertSuppliers(handle.db, chunk);
  }
  await sql`vacuum analyze supplier_records`.execute(handle.db);
}

/** The app over `handle` serving `supplier`, and an administrator's bearer header. */
async function appFor(handle: DbHandle, supplier: ServedDescriptor): Promise<{ app: App; headers: object }> {
  const app = await buildApp({
    db: handle.db,
    jwtSecret: 'segredo-do-benchmark-com-mais-de-32-caracteres',
    descriptors: [...loadDescriptors(join(root, 'schemas')), supplier],
    storageDir: mkdtempSync(join(tmpdir(), 'bench-records-storage-')),
    requestLog: false,
    dbKind: handle.kind,
  });
  await app.ready();
  const admin = await handle.db
    .insertInto('users')
    .values({ name: 'Bench', email: `bench${Date.now()}@x.com`, role: 'admin', is_active: 1, password_hash: '-' })
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();
  const token = await app.tokens.sign({ userId: admin.id, tokenVersion: admin.token_version });
  return { app, headers: { authorization: `Bearer ${token}` } };
}

/** Deterministic values for the i-th request (the same for both layouts). */
const g = (i: number) => 1 + ((i * 104_729) % RECORDS);

type Scenario = {
  name: string;
  request: (i: number, hex: string[]) => { method: 'GET' | 'POST'; url: string; payload?: object };
  status: number;
};
const SCENARIOS: Scenario[] = [
  {
    name: 'list page 1 (50, name order)',
    request: () => ({ method: 'GET', url: `${ENDPOINT}?per_page=50` }),
    status: 200,
  },
  {
    name: 'list page 20 (50)',
    request: () => ({ method: 'GET', url: `${ENDPOINT}?per_page=50&page=20` }),
    status: 200,
  },
  {
    name: 'contains (name)',
    request: (i, hex) => ({ method: 'GET', url: `${ENDPOINT}?per_page=50&name=${hex[i]!.slice(2, 8)}` }),
    status: 200,
  },
  {
    name: 'digits prefix (CNPJ, 10 digits)',
    request: (i) => ({
      method: 'GET',
      url: `${ENDPOINT}?per_page=50&cnpj=${String((g(i) * 7919) % 1_000_003)
        .padStart(12, '0')
        .slice(0, 10)}`,
    }),
    status: 200,
  },
  {
    name: 'eq (email)',
    request: (i) => ({ method: 'GET', url: `${ENDPOINT}?per_page=50&email=f${g(i)}@exemplo.com` }),
    status: 200,
  },
  {
    name: 'unique check (duplicate CNPJ → 409)',
    request: (i) => ({
      method: 'POST',
      url: ENDPOINT,
      payload: { name: 'Duplicado', document: documentOf(g(i)) },
    }),
    status: 409,
  },
];

async function measure(
  app: App,
  headers: object,
  hex: string[],
): Promise<Record<string, { median: number; p95: number }>> {
  const out: Record<string, { median: number; p95: number }> = {};
  for (const s of SCENARIOS) {
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + REQUESTS; i++) {
      const r = s.request(i, hex);
      const t0 = performance.now();
      const res = await app.inject({ ...r, headers: headers as Record<string, string> });
      const ms = performance.now() - t0;
      if (res.statusCode !== s.status) throw new Error(`${s.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= WARM_UP) times.push(ms);
    }
    out[s.name] = figures(times);
  }
  return out;
}

async function tableSize(handle: DbHandle): Promise<{ table: string; indexes: string }> {
  const { rows } = await sql<{ t: string; i: string }>`
    select pg_size_pretty(pg_table_size('supplier_records')) as t, pg_size_pretty(pg_indexes_size('supplier_records')) as i`.execute(
    handle.db,
  );
  return { table: rows[0]!.t, indexes: rows[0]!.i };
}

async function time<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await work();
  return { ms: performance.now() - t0, value };
}

async function bench(kind: DbKind) {
  const { handle, drop } = await freshDb(kind);
  try {
    const json = supplierDescriptor();
    const promoted = supplierDescriptor((raw) => (raw.server.promoted = storedFields(json)));
    const created = await time(() => ensureRecordTables(handle.db, [json]));
    const filled = await time(() => fill(handle));
    const hex = Array.from({ length: WARM_UP + REQUESTS }, (_, i) =>
      createHash('md5')
        .update(String(g(i)))
        .digest('hex'),
    );
    // A start on the filled table, its indexes built: catalogue reads only.
    const restart = await time(() => ensureRecordTables(handle.db, [json]));
    // A filter added to a filled table: start builds its index (here the name's trigram index).
    const { rows: trgm } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'supplier_records' and indexname like 'supplier_records_name_trgm_%'`.execute(
      handle.db,
    );
    await sql`drop index ${sql.id(trgm[0]!.indexname)}`.execute(handle.db);
    const newIndex = await time(() => ensureRecordTables(handle.db, [json]));
    const jsonSize = await tableSize(handle);
    let { app, headers } = await appFor(handle, json);
    const asJson = await measure(app, headers, hex);
    await app.close();

    const promotion = await time(() => promoteRecords(handle.db, json));
    // What autovacuum does on PostgreSQL after the batches' updates (PGlite has none: the size shows it).
    await sql`vacuum analyze supplier_records`.execute(handle.db);
    const restartPromoted = await time(() => ensureRecordTables(handle.db, [promoted]));
    const promotedSize = await tableSize(handle);
    ({ app, headers } = await appFor(handle, promoted));
    const asColumns = await measure(app, headers, hex);
    await app.close();
    await handle.close();
    await drop();
    const layouts = await freshDb(kind);
    let layout: LayoutFigures;
    try {
      await ensureRecordTables(layouts.handle.db, [json]);
      await fill(layouts.handle);
      layout = await compareRecordLayouts(
        layouts.handle,
        (i) => ({ hex: hex[i % hex.length]!, document: documentOf(g(i)), email: `f${g(i)}@exemplo.com` }),
        REQUESTS,
      );
    } finally {
      await layouts.handle.close();
      await layouts.drop();
    }
    return {
      engine: kind,
      layout,
      records: RECORDS,
      requests: REQUESTS,
      createTableMs: created.ms,
      fillMs: filled.ms,
      startOnFilledJsonMs: restart.ms,
      startBuildingTrigramIndexMs: newIndex.ms,
      startOnFilledPromotedMs: restartPromoted.ms,
      promotionMs: promotion.ms,
      promotionBatches: promotion.value.batches,
      size: { json: jsonSize, promoted: promotedSize },
      latency: { json: asJson, promoted: asColumns },
    };
  } catch (error) {
    await handle.close().catch(() => undefined);
    await drop();
    throw error;
  }
}

const results = [];
for (const kind of ENGINES) {
  console.log(`${kind}: ${RECORDS.toLocaleString('pt-BR')} registros, ${REQUESTS} pedidos por cenário…`);
  results.push(await bench(kind));
}
const fmt = (n: number) => n.toFixed(2);
for (const r of results) {
  console.log(
    `\n### ${r.engine} — ${r.records.toLocaleString('en')} records, ${r.requests} requests per scenario (ms, median / p95)\n`,
  );
  console.log('| scenario | JSON (`extra`) | promoted (columns) |');
  console.log('| --- | --- | --- |');
  for (const name of Object.keys(r.latency.json)) {
    const a = r.latency.json[name]!;
    const b = r.latency.promoted[name]!;
    console.log(`| ${name} | ${fmt(a.median)} / ${fmt(a.p95)} | ${fmt(b.median)} / ${fmt(b.p95)} |`);
  }
  console.log(
    `\nstart on the filled table: ${fmt(r.startOnFilledJsonMs)} ms (JSON), ${fmt(r.startOnFilledPromotedMs)} ms (promoted); ` +
      `a start that builds a new filter's trigram index: ${fmt(r.startBuildingTrigramIndexMs)} ms; ` +
      `promotion: ${(r.promotionMs / 1000).toFixed(1)} s in ${r.promotionBatches} batches; ` +
      `size: table ${r.size.json.table} + indexes ${r.size.json.indexes} (JSON), ${r.size.promoted.table} + ${r.size.promoted.indexes} (promoted)`,
  );
}
for (const r of results) {
  console.log(
    `\n### ${r.engine} — JSON records: a table per entity (ours) or one shared table (partial indexes), SQL only (ms, median / p95)\n`,
  );
  console.log('| query | own table | shared table |');
  console.log('| --- | --- | --- |');
  for (const [name, f] of Object.entries(r.layout.queries))
    console.log(
      `| ${name} | ${fmt(f.own.median)} / ${fmt(f.own.p95)} | ${fmt(f.shared.median)} / ${fmt(f.shared.p95)} |`,
    );
  console.log(
    `| remove the entity | ${fmt(r.layout.removeMs.own)} (drop table) | ${fmt(r.layout.removeMs.shared)} (delete, drop its indexes, vacuum) |`,
  );
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/recordTables.json'),
  `${JSON.stringify({ date: new Date().toISOString(), commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(), results }, null, 2)}\n`,
);

/**
 * `npm run bench:partitions -- [--rows N] [--months M] [--keep-days D] [--batches-only]`: the partitioned logs on
 * PostgreSQL (issue 25, item 3). Builds request_logs with N rows (default 1,000,000; bodies of
 * ~500 bytes, 2,000 paths) spread evenly over the last M months (default 7) in their month
 * partitions, and capture logs with N/10 rows each; then prints
 *
 * 1. the plan of each list query of the three log screens (EXPLAIN ANALYZE): which partitions it
 *    reads, which the planner or the executor pruned, and its time;
 * 2. one retention run (runRetention, as the server runs it) keeping D days (default 150), on the
 *    clock of the moment a month has just wholly expired (the limit on the first instant of a
 *    month: the run drops every month before it and has nothing left to delete in batches, the
 *    largest run of the steady state): how many rows it removed, how long it took, and the
 *    longest a writer inserting a request log all along waited meanwhile. With `--batches-only`
 *    the same rows go the way they went before the partitions (deleteExpiredRows alone, 5,000 ids
 *    per statement): the two runs side by side give the ratio.
 *
 * Each run starts from a fresh database `biometria_bench_partitions` on BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432), dropped at the end.
 */
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { openDb } from '../server/db/openDb.js';
import { adminStatement } from './support/adminStatement.js';
import { migrateToLatest } from '../server/db/migrate.js';
import type { Database } from '../server/db/schema.js';
import { ensureLogPartitions } from '../server/partitions/ensureLogPartitions.js';
import { monthBounds } from '../server/partitions/monthPartition.js';
import { deleteExpiredRows } from '../server/retention/deleteExpiredRows.js';
import { retentionTables } from '../server/retention/retentionTables.js';
import { runRetention, type RetentionReport } from '../server/retention/runRetention.js';
import { describeRetentionReport } from '../server/retention/startRetentionTask.js';
import { withIndexesDeferred } from '../server/seed/withIndexesDeferred.js';

const NAME = 'biometria_bench_partitions';

/** The list queries the three log screens run (first page, a filter each, a sort each). */
const LIST_QUERIES: [label: string, query: string][] = [
  ['request-log: first page (id desc)', 'select id from request_logs order by id desc limit 50'],
  ['request-log: method = POST', "select id from request_logs where method = 'POST' order by id desc limit 50"],
  [
    'request-log: status 5xx',
    'select id from request_logs where (response_status / 100) = 5 order by id desc limit 50',
  ],
  [
    'request-log: path = /person/v1/17',
    "select id from request_logs where path = '/person/v1/17' order by id desc limit 50",
  ],
  [
    "request-log: body contains 'c0ffee'",
    "select id from request_logs where body ilike '%c0ffee%' order by id desc limit 50",
  ],
  ['request-log: sorted by created_at desc', 'select id from request_logs order by created_at desc, id desc limit 50'],
  ['request-log: sorted by duration desc', 'select id from request_logs order by duration_ms desc, id desc limit 50'],
  [
    'request-log: stats card (5xx, capped count)',
    'select count(*) from (select 1 from request_logs where (response_status / 100) = 5 limit 10001) s',
  ],
  [
    'liveness-log: first page (data_hora desc)',
    'select id from liveness_logs order by data_hora desc, id desc limit 50',
  ],
  [
    'liveness-log: dataHora in the last 7 days',
    "select id from liveness_logs where data_hora >= now() - interval '7 days' and data_hora <= now() order by data_hora desc, id desc limit 50",
  ],
  [
    'finger-log: dataHora in one past week',
    "select id from finger_logs where data_hora >= now() - interval '60 days' and data_hora <= now() - interval '53 days' order by data_hora desc, id desc limit 50",
  ],
  ['finger-log: sorted by zoom desc', 'select id from finger_logs order by zoom desc nulls last, id desc limit 50'],
];

/** The partitions a plan reads, and the ones pruned at run time ('Subplans Removed'). */
function summarizePlan(plan: string): { read: string[]; removed: number; ms: number } {
  const read = [...new Set([...plan.matchAll(/ on (\w+_(?:p\d{6}|default))\b/g)].map((m) => m[1]!))];
  const removed = [...plan.matchAll(/Subplans Removed: (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  return { read, removed, ms };
}

async function fill(db: Kysely<Database>, rows: number, months: number): Promise<void> {
  const span = months * 30 * 86_400;
  const step = span / rows;
  await db.transaction().execute(async (trx) => {
    await withIndexesDeferred(trx, 'request_logs', () =>
      sql`
        insert into request_logs (method, path, body, response_body, response_status, duration_ms, ip_address, created_at)
        select (array['GET','POST','PUT','DELETE'])[1 + g % 4], '/person/v1/' || (g % 2000),
          repeat(md5(g::text), 16), repeat(md5((g + 1)::text), 64),
          (array[200,200,200,201,204,400,401,404,422,500])[1 + g % 10], (g % 997) / 3.0, '10.0.' || (g % 250) || '.1',
          now() - make_interval(secs => ${span} - g * ${step}::float8)
        from generate_series(1, ${rows}) g`.execute(trx),
    );
    const capture = Math.round(rows / 10);
    const captureStep = span / capture;
    await withIndexesDeferred(trx, 'liveness_logs', () =>
      sql`
        insert into liveness_logs (exposure, bpm, device_model, relation, log_text, data_hora)
        select g % 13, 50 + g % 60, 'moto g' || (g % 40), (g % 100) / 100.0, 'captura ' || md5(g::text),
          now() - make_interval(secs => ${span} - g * ${captureStep}::float8)
        from generate_series(1, ${capture}) g`.execute(trx),
    );
    await withIndexesDeferred(trx, 'finger_logs', () =>
      sql`
        insert into finger_logs (exposure, device_model, zoom, log_text, data_hora)
        select g % 13, 'galaxy a' || (g % 40), (g % 30) / 10.0, 'dedo ' || md5(g::text),
          now() - make_interval(secs => ${span} - g * ${captureStep}::float8)
        from generate_series(1, ${capture}) g`.execute(trx),
    );
  });
  await sql`vacuum (analyze) request_logs, liveness_logs, finger_logs`.execute(db);
}

/** The expired rows of the three logs deleted in batches only, as before the partitions. */
async function batchesOnly(db: Kysely<Database>, cutoff: Date): Promise<RetentionReport> {
  const started = performance.now();
  const tables: RetentionReport['tables'] = {};
  for (const spec of retentionTables.filter((t) => t.table !== 'access_logs'))
    tables[spec.table] = await deleteExpiredRows(db, spec, { cutoff, storage: '/nonexistent' });
  return { skipped: false, tables, ms: performance.now() - started };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '1000000' },
      months: { type: 'string', default: '7' },
      'keep-days': { type: 'string', default: '150' },
      'batches-only': { type: 'boolean', default: false },
    },
  });
  const rows = Number(values.rows);
  const months = Number(values.months);
  const keepDays = Number(values['keep-days']);
  if (![rows, months, keepDays].every((n) => Number.isInteger(n) && n > 0))
    throw new Error('uso: npm run bench:partitions -- [--rows N] [--months M] [--keep-days D] (inteiros positivos)');
  const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  await adminStatement(base, `drop database if exists ${NAME} with (force)`);
  await adminStatement(base, `create database ${NAME}`);
  const { db, close } = await openDb({ databaseUrl: `${base}/${NAME}`, poolSize: 4 });
  try {
    await migrateToLatest(db);
    const from = new Date(Date.now() - months * 30 * 86_400_000);
    await ensureLogPartitions(db, { from });
    let started = performance.now();
    await fill(db, rows, months);
    console.log(
      `${rows.toLocaleString('pt-BR')} request logs e ${Math.round(rows / 10).toLocaleString('pt-BR')} de cada log de captura em ${months} meses: ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const size = await sql<{ size: string }>`
      select pg_size_pretty(sum(pg_total_relation_size(i.inhrelid))) as size from pg_inherits i
      where i.inhparent = 'request_logs'::regclass`.execute(db);
    console.log(`request_logs: ${size.rows[0]?.size} (tabela, TOAST e índices de todas as partições)\n`);

    // Each query twice: the first reads its index pages from disk after the load (cold), the
    // second is what an operator's next page costs (warm).
    console.log('Consulta | partições lidas | podadas na execução | ms (fria) | ms');
    for (const [label, query] of LIST_QUERIES) {
      const plans: string[] = [];
      for (let run = 0; run < 2; run++) {
        const { rows: lines } = await sql<{
          'QUERY PLAN': string;
        }>`explain (analyze, costs off) ${sql.raw(query)}`.execute(db);
        plans.push(lines.map((l) => l['QUERY PLAN']).join('\n'));
      }
      const [cold, warm] = plans.map(summarizePlan);
      console.log(
        `${label} | ${warm!.read.length} | ${warm!.removed} | ${cold!.ms.toFixed(2)} | ${warm!.ms.toFixed(2)}`,
      );
      if (process.env.BENCH_PLANS) console.log(plans[1]);
    }

    // A writer all along: one request log at a time, its slowest insert reported.
    let writing = true;
    let slowest = 0;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        const t = performance.now();
        await sql`insert into request_logs (method, path, response_status, duration_ms) values ('GET', '/durante', 200, 1)`.execute(
          db,
        );
        slowest = Math.max(slowest, performance.now() - t);
        writes++;
      }
    })();
    started = performance.now();
    const days = { requestLogDays: keepDays, captureLogDays: keepDays, accessLogDays: 0 };
    const cutoff = monthBounds(new Date(Date.now() - keepDays * 86_400_000)).from;
    const clock = new Date(cutoff.getTime() + keepDays * 86_400_000);
    const report = values['batches-only']
      ? await batchesOnly(db, cutoff)
      : await runRetention(db, { days, storage: '/nonexistent', kind: 'postgres', now: () => clock });
    const ms = performance.now() - started;
    writing = false;
    await writer;
    console.log(`\n${describeRetentionReport(report)}`);
    console.log(
      `Retenção${values['batches-only'] ? ' (só lotes)' : ''} até ${cutoff.toISOString().slice(0, 10)} sobre ${rows.toLocaleString('pt-BR')} linhas: ${(ms / 1000).toFixed(2)} s; ${writes} inserções durante, a mais lenta ${slowest.toFixed(1)} ms`,
    );
  } finally {
    await close();
    await adminStatement(base, `drop database if exists ${NAME} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

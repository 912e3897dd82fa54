/**
 * `npm run bench:log-indexes -- [--size small|full] [--reps N] [--rows N]`: what each index (and
 * the paths trigger) of request_logs costs the request-log writer per row, on PostgreSQL (issue 24:
 * "measure what each index costs per row").
 *
 * Every variant starts from a copy of the benchmark's dataset (same rows, same index depth) with
 * one index or the trigger dropped, and writes the same rows — taken from the dataset itself, the
 * newest first — through the console's own writer (createRequestLogWriter: batches of 500 in one
 * statement). The variants run interleaved, `reps` times each; the figure is the median time per
 * row, and the saving of a variant is what the full table costs more.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDb } from '../server/db/openDb.js';
import { adminStatement } from './support/adminStatement.js';
import { createRequestLogWriter } from '../server/requestLog/createRequestLogWriter.js';
import type { RequestLogRow } from '../server/requestLog/RequestLogRow.js';
import { ensureDataset, FULL, SMALL } from './support/datasets.js';
import { summarize } from './support/stats.js';

interface Variant {
  label: string;
  /** Statements run on the copy before the writes (drop one index or the trigger). */
  setup?: string[];
}

const BATCH = 500;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'small' },
      reps: { type: 'string', default: '3' },
      rows: { type: 'string', default: '5000' },
    },
  });
  const size = values.size === 'full' ? FULL : values.size === 'small' ? SMALL : undefined;
  const reps = Number(values.reps);
  const count = Number(values.rows);
  if (!size || !Number.isInteger(reps) || reps < 1 || !Number.isInteger(count) || count < BATCH)
    throw new Error(`uso: npm run bench:log-indexes -- [--size small|full] [--reps N ≥ 1] [--rows N ≥ ${BATCH}]`);

  const dataset = await ensureDataset('postgres', size, console.log);
  const url = new URL(dataset.databaseUrl!);
  const source = url.pathname.slice(1);
  const base = `${url.protocol}//${url.username ? `${url.username}@` : ''}${url.host}`;

  const { db, close } = await openDb({ databaseUrl: dataset.databaseUrl! });
  let rows: RequestLogRow[];
  let variants: Variant[];
  try {
    const now = Date.now();
    const sample = await db
      .selectFrom('request_logs')
      .select([
        'client_id',
        'client_kind',
        'method',
        'path',
        'body_preview',
        'body',
        'headers',
        'response_body',
        'response_status',
        'duration_ms',
        'ip_address',
        'user_agent',
        'errors',
      ])
      .orderBy('id', 'desc')
      .limit(count)
      .execute();
    // New rows, as the writer gets them: times of now, newest last.
    rows = sample.map((r, i) => ({
      ...r,
      client_kind: r.client_kind as RequestLogRow['client_kind'],
      headers: r.headers as RequestLogRow['headers'],
      created_at: new Date(now + i).toISOString(),
    }));
    const { rows: indexes } = await sql<{ indexname: string }>`
      select indexname from pg_indexes
      where tablename = 'request_logs' and indexname <> 'request_logs_pkey' order by indexname
    `.execute(db);
    variants = [
      { label: 'every index and the trigger (as shipped)' },
      ...indexes.map((i) => ({ label: `without ${i.indexname}`, setup: [`drop index ${i.indexname}`] })),
      {
        // Its pending list is 256 kB (migration 0004): merges in small steps. A larger one defers
        // more of the insert's work to the merge (by vacuum, or by the insert that fills it).
        label: 'request_logs_body_trgm_idx with a 4 MB pending list',
        setup: ['alter index request_logs_body_trgm_idx set (gin_pending_list_limit = 4096)'],
      },
      {
        label: 'without the paths trigger (request_logs_paths_keep)',
        setup: ['drop trigger request_logs_paths_keep on request_logs'],
      },
      {
        label: 'no index but the primary key, no trigger',
        setup: [
          ...indexes.map((i) => `drop index ${i.indexname}`),
          'drop trigger request_logs_paths_keep on request_logs',
        ],
      },
    ];
  } finally {
    await close();
  }

  console.log(
    `request_logs, base '${size.name}' (${size.requestLogs.toLocaleString('en')} rows): ${rows.length} rows written in batches of ${BATCH}, ${variants.length} variants × ${reps}`,
  );
  const times = new Map<string, number[]>(variants.map((v) => [v.label, []]));
  for (let rep = 0; rep < reps; rep++) {
    for (const variant of variants) {
      const name = `log_index_cost_${process.pid}`;
      await adminStatement(base, `drop database if exists ${name} with (force)`);
      await adminStatement(base, `create database ${name} template ${source}`);
      const copy = await openDb({ databaseUrl: `${base}/${name}` });
      try {
        for (const statement of variant.setup ?? []) await sql.raw(statement).execute(copy.db);
        await sql`checkpoint`.execute(copy.db);
        const writer = createRequestLogWriter(copy.db, { intervalMs: 3_600_000, batchSize: BATCH });
        const started = process.hrtime.bigint();
        for (const row of rows) writer.push(row);
        await writer.close();
        const us = Number(process.hrtime.bigint() - started) / 1000 / rows.length;
        times.get(variant.label)!.push(us);
      } finally {
        await copy.close();
        await adminStatement(base, `drop database if exists ${name} with (force)`);
      }
    }
    console.log(`  rodada ${rep + 1} de ${reps}`);
  }

  const full = summarize(times.get(variants[0]!.label)!).median;
  console.log('\n| variant | µs per row (median) | saving vs as shipped |\n| --- | --- | --- |');
  for (const v of variants) {
    const s = summarize(times.get(v.label)!);
    const saving =
      v === variants[0]
        ? '—'
        : `${(full - s.median).toFixed(1)} µs (${(((full - s.median) / full) * 100).toFixed(0)} %)`;
    console.log(`| ${v.label} | ${s.median.toFixed(1)} (${s.min.toFixed(1)}–${s.max.toFixed(1)}) | ${saving} |`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

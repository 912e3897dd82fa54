/**
 * The Markdown of one benchmark run: a line with its date, machine and commit, the budgets, then
 * every figure table (API per engine, PGlite ÷ PostgreSQL, console). The one report of a run:
 * `npm run bench` prints it, and writePerformanceTables.ts writes it into docs/performance.md.
 */
import type { ApiFigures } from '../api/measureApi.js';
import { API_SCENARIOS } from '../api/scenarios.js';
import type { ConsoleResults } from '../console/runConsoleBench.js';
import { scenarioName } from './benchLabels.js';
import type { BudgetLine } from './budgets.js';
import { spreadPct, type Sample } from './stats.js';

/** bench/results/latest.json, as bench/run.ts writes it. */
export interface BenchResults {
  date: string;
  size: { name: string; people: number; requestLogs: number; livenessLogs: number; fingerLogs: number };
  reps: number;
  durationSec: number;
  connections: number;
  cpus: number;
  /** `os.cpus()[0].model` (absent in runs before it was recorded). */
  cpuModel?: string;
  /** `git rev-parse --short HEAD` when the run started (absent in runs before it was recorded). */
  commit?: string;
  /** measureHostSpeed at the start and the end of the run (absent in runs before it was recorded). */
  hostSpeedMs?: { start: number; end: number };
  api: ApiFigures[];
  console?: ConsoleResults;
  budgets: BudgetLine[];
  minutes: number;
}

const fmt = (s: Sample | undefined, digits = 0) =>
  s ? `${s.median.toFixed(digits)} (±${(spreadPct(s) / 2).toFixed(0)} %)` : '—';
const us = (s: Sample | undefined) => (s ? s.median.toFixed(0) : '—');
const ratio = (a: Sample | undefined, b: Sample | undefined) => (a && b ? `${(a.median / b.median).toFixed(2)}x` : '—');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');

function apiTables(a: ApiFigures): string[] {
  const peer = a.targets.includes('bare');
  const out = [
    `### API on ${a.engine}: requests per second (median and half spread; p50/p99 at 1 connection)`,
    table(
      [
        'scenario',
        'ours',
        ...(peer ? ['ours without log', 'bare peer', 'ours ÷ peer', 'log cost'] : []),
        'p50 ms',
        'p99 ms',
      ],
      API_SCENARIOS.map((s) => {
        const t = a.throughput[s.key] ?? {};
        const off = t['ours (sem log)'];
        const cost = t.ours && off ? `${((1 - t.ours.median / off.median) * 100).toFixed(1)} %` : '—';
        return [
          scenarioName(s.key),
          fmt(t.ours),
          ...(peer ? [fmt(off), fmt(t.bare), ratio(t.ours, t.bare), cost] : []),
          fmt(a.p50[s.key]?.ours, 2),
          fmt(a.p99[s.key]?.ours, 2),
        ];
      }),
    ),
  ];
  if (a.cpu && Object.keys(a.cpu).length) out.push(cpuTable(a));
  return out;
}

/**
 * Where the API's time goes: CPU µs per request of the server process and of PostgreSQL, per
 * target, and what request logging adds to each (ours − ours without the log). Scenarios not
 * measured are left out. On PGlite, the database runs inside the server process: one figure.
 *
 * @example
 * cpuTable(figures).split('\n').at(-1); // '| list, 50 rows | 710 / 400 | 600 / 260 | 420 / 255 | +110 / +140 |'
 */
export function cpuTable(a: ApiFigures): string {
  const peer = a.targets.includes('bare');
  const both = (x: { server: Sample; db?: Sample } | undefined) =>
    x ? (x.db ? `${us(x.server)} / ${us(x.db)}` : us(x.server)) : '—';
  const delta = (x: Sample | undefined, y: Sample | undefined) =>
    x && y ? `${x.median >= y.median ? '+' : ''}${(x.median - y.median).toFixed(0)}` : '—';
  const rows = API_SCENARIOS.filter((s) => a.cpu?.[s.key]).map((s) => {
    const { ours: on, 'ours (sem log)': off, bare } = a.cpu![s.key]!;
    if (!peer) return [scenarioName(s.key), both(on)];
    const logAdds = `${delta(on?.server, off?.server)} / ${delta(on?.db, off?.db)}`;
    return [scenarioName(s.key), both(on), both(off), both(bare), logAdds];
  });
  return [
    `### API on ${a.engine}: CPU per request (µs, median of the throughput runs)`,
    table(
      peer
        ? ['scenario', 'ours (Node / PostgreSQL)', 'ours without log', 'bare peer', 'the log adds (Node / PostgreSQL)']
        : ['scenario', `ours (the process, ${a.engine} included)`],
      rows,
    ),
  ].join('\n\n');
}

function consoleTables(c: ConsoleResults): string[] {
  const names = Object.keys(c.fcp);
  const o = c.ours;
  const vsPeer = (pick: (n: string) => Sample | undefined) => ratio(pick('ours'), pick('react-admin'));
  return [
    '### Console: JavaScript per route (empty cache)',
    table(
      ['console', 'route', 'files', 'JS', 'JS gzip until shown', 'with idle preload'],
      c.jsBytes.map((j) => [
        j.target,
        j.route,
        String(j.files),
        kib(j.raw),
        kib(j.gzip),
        j.gzipAll > j.gzip ? kib(j.gzipAll) : '—',
      ]),
    ),
    '### Console: the request-log list, ours and react-admin (ms, median and half spread)',
    table(
      ['measure', ...names, 'ours ÷ react-admin'],
      [
        ['FCP (cold load)', ...names.map((n) => fmt(c.fcp[n])), vsPeer((n) => c.fcp[n])],
        ['LCP (cold load)', ...names.map((n) => fmt(c.lcp[n])), vsPeer((n) => c.lcp[n])],
        ['round trips before the data request leaves (cold load)', ...names.map((n) => us(c.roundTrips[n])), '—'],
        ['10 → 1000: Event Timing (0 = < 16 ms)', ...names.map((n) => fmt(c.pageSize[n]!.event)), '—'],
        [
          '10 → 1000: input → next frame',
          ...names.map((n) => fmt(c.pageSize[n]!.nextFrame, 1)),
          vsPeer((n) => c.pageSize[n]?.nextFrame),
        ],
        [
          '10 → 1000: until the 1000 rows show',
          ...names.map((n) => fmt(c.pageSize[n]!.shown)),
          vsPeer((n) => c.pageSize[n]?.shown),
        ],
        ['10 → 1000: longest frame (LoAF, 0 = < 50 ms)', ...names.map((n) => fmt(c.pageSize[n]!.frame)), '—'],
      ],
    ),
    '### Console: our interactions (ms)',
    table(
      ['interaction', 'Event Timing (0 = < 16)', 'input → next frame', 'until shown', 'longest frame (LoAF)'],
      [
        [
          "apply the filter 'serpro'",
          fmt(o.filter.event),
          fmt(o.filter.nextFrame, 1),
          fmt(o.filter.shown),
          fmt(o.filter.frame),
        ],
        [
          `open the ${o.form.key} form (${o.form.fields} fields)`,
          fmt(o.formOpen.event),
          fmt(o.formOpen.nextFrame, 1),
          fmt(o.formOpen.shown, 1),
          fmt(o.formOpen.frame),
        ],
        ['type 11 keys (worst key)', fmt(o.typing.event), fmt(o.typing.nextFrame, 1), '—', fmt(o.typing.frame)],
      ],
    ),
    `First validation of the ${o.form.key} form (cold process): as the console loads the validator (precompiled, warmed at load) ${fmt(c.firstValidation.console, 2)} ms; precompiled, used cold ${fmt(c.firstValidation.precompiled, 2)} ms; compiled on the spot by Ajv ${fmt(c.firstValidation.runtime, 1)} ms.`,
  ];
}

/** The Markdown of one run: its heading line, the budgets, then every figure table. */
export function renderPerformanceTables(r: BenchResults): string {
  const n = (x: number) => x.toLocaleString('en-US');
  const machine = `${r.cpus} CPU${r.cpus === 1 ? '' : 's'}${r.cpuModel ? ` (${r.cpuModel})` : ''}`;
  const out = [
    `Last run: **${r.date.slice(0, 16).replace('T', ' ')} UTC**, commit ${r.commit ? `\`${r.commit}\`` : 'not recorded'}, ${machine}, ` +
      `data '${r.size.name}' (${n(r.size.people)} people, ${n(r.size.requestLogs)} request logs, ${n(r.size.livenessLogs)} liveness and ${n(r.size.fingerLogs)} finger capture logs), ` +
      `${r.reps} runs per figure of ${r.durationSec} s at ${r.connections} connections, ${r.minutes.toFixed(0)} min in all.` +
      (r.hostSpeedMs
        ? ` Host speed (\`bench/support/hostSpeed.ts\`, lower is faster): ${r.hostSpeedMs.start.toFixed(0)} ms at the start, ${r.hostSpeedMs.end.toFixed(0)} ms at the end.`
        : ''),
    '### Budgets',
    table(
      ['budget', 'measured', 'limit', ''],
      r.budgets.map((b) => [b.budget, b.measured, b.limit, b.pass ? 'PASS' : '**FAIL**']),
    ),
    ...r.api.flatMap(apiTables),
  ];
  const pg = r.api.find((a) => a.engine === 'postgres');
  const lite = r.api.find((a) => a.engine === 'pglite');
  if (pg && lite)
    out.push(
      '### PGlite ÷ PostgreSQL (ours, requests per second)',
      table(
        ['scenario', 'PGlite ÷ PostgreSQL'],
        API_SCENARIOS.map((s) => [
          scenarioName(s.key),
          ratio(lite.throughput[s.key]?.ours, pg.throughput[s.key]?.ours),
        ]),
      ),
    );
  if (r.console) out.push(...consoleTables(r.console));
  return out.join('\n\n');
}

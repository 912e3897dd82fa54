import type { InteractionFigures } from '../../../bench/console/measureConsole.js';
import type { BenchResults } from '../../../bench/support/renderPerformanceTables.js';
import { summarize } from '../../../bench/support/stats.js';

const s = (...runs: number[]) => summarize(runs);
const KiB = 1024;
const interaction = (event: number, nextFrame: number, shown: number, frame: number): InteractionFigures => ({
  event: s(event),
  nextFrame: s(nextFrame),
  shown: s(shown),
  frame: s(frame),
});

/**
 * A small benchmark run as bench/results/latest.json holds it: two API scenarios on PostgreSQL
 * (with the peer and the unlogged server) and on PGlite, the console figures, three budgets.
 */
export const benchResultsFixture: BenchResults = {
  date: '2026-11-24T11:12:34.567Z',
  size: { name: 'small', people: 10_000, requestLogs: 100_000, livenessLogs: 20_000, fingerLogs: 20_000 },
  reps: 3,
  durationSec: 2,
  connections: 10,
  cpus: 2,
  cpuModel: 'Intel(R) Xeon(R) CPU @ 2.20GHz',
  commit: 'abc1234',
  hostSpeedMs: { start: 41.2, end: 44.8 },
  api: [
    {
      engine: 'postgres',
      targets: ['ours', 'ours (sem log)', 'bare'],
      throughput: {
        'list-50': { ours: s(1450, 1500, 1660), 'ours (sem log)': s(1700, 1800, 1916), bare: s(1900, 2000, 2100) },
        'get-one': { ours: s(2600), 'ours (sem log)': s(3300), bare: s(3400) },
      },
      p50: { 'list-50': { ours: s(0.9, 1, 1.1) } },
      p99: { 'list-50': { ours: s(11, 12, 12.92) } },
      cpu: {
        'list-50': {
          ours: { server: s(700, 720, 710), db: s(400, 410, 390) },
          'ours (sem log)': { server: s(600, 590, 610), db: s(260, 250, 270) },
          bare: { server: s(420), db: s(255) },
        },
      },
    },
    {
      engine: 'pglite',
      targets: ['ours'],
      throughput: { 'list-50': { ours: s(450) }, 'get-one': { ours: s(1144) } },
      p50: { 'list-50': { ours: s(1.8) } },
      p99: { 'list-50': { ours: s(11.7) } },
    },
  ],
  console: {
    jsBytes: [
      { target: 'ours', route: '/', files: 12, raw: 400 * KiB, gzip: 143 * KiB, gzipAll: 150 * KiB },
      { target: 'react-admin', route: '/requests', files: 3, raw: 900 * KiB, gzip: 293 * KiB, gzipAll: 293 * KiB },
    ],
    fcp: { ours: s(200), 'react-admin': s(400) },
    lcp: { ours: s(210), 'react-admin': s(420) },
    roundTrips: { ours: s(2), 'react-admin': s(2) },
    pageSize: { ours: interaction(24, 30, 300, 55), 'react-admin': interaction(48, 60, 600, 110) },
    ours: {
      filter: interaction(32, 15, 120, 0),
      formOpen: interaction(40, 20, 55, 0),
      typing: interaction(32, 8, 0, 0),
      form: { key: 'param', listPath: '/param', formPath: '/param/form', fields: 20 },
    },
    firstValidation: { console: s(0.66), precompiled: s(0.9), runtime: s(30) },
  },
  budgets: [
    { budget: 'JS gzip, sign-in route', measured: '143.0 KiB', limit: '≤ 150 KiB', pass: true },
    { budget: 'Apply a filter: longest frame until shown (LoAF)', measured: 'none', limit: '≤ 40 ms', pass: true },
    { budget: 'p99 postgres, list, 50 rows', measured: '12.00 ms', limit: '≤ 10 ms', pass: false },
  ],
  minutes: 4.2,
};

import { describe, expect, it } from 'vitest';
import type { ApiFigures } from '../../../bench/api/measureApi.js';
import { cpuTable, renderPerformanceTables } from '../../../bench/support/renderPerformanceTables.js';
import { summarize } from '../../../bench/support/stats.js';
import { benchResultsFixture } from './benchResultsFixture.js';

const s = (...runs: number[]) => summarize(runs);

describe('cpuTable', () => {
  it('shows Node / PostgreSQL µs per request per target and what the log adds to each', () => {
    const figures: ApiFigures = {
      engine: 'postgres',
      targets: ['ours', 'ours (sem log)', 'bare'],
      throughput: {},
      p50: {},
      p99: {},
      cpu: {
        'list-50': {
          ours: { server: s(700, 720, 710), db: s(400, 410, 390) },
          'ours (sem log)': { server: s(600, 590, 610), db: s(260, 250, 270) },
          bare: { server: s(420), db: s(255) },
        },
        'get-one': {
          ours: { server: s(250), db: s(280) },
          'ours (sem log)': { server: s(260), db: s(210) },
          bare: { server: s(200), db: s(214) },
        },
      },
    };
    const text = cpuTable(figures);
    expect(text).toContain('| list, 50 rows | 710 / 400 | 600 / 260 | 420 / 255 | +110 / +140 |');
    // A negative difference keeps its own sign.
    expect(text).toContain('| one record | 250 / 280 | 260 / 210 | 200 / 214 | -10 / +70 |');
    // Scenarios not measured are left out, not shown empty.
    expect(text).not.toContain('list, 1000 rows');
  });

  it('on PGlite shows the server process alone (the database runs inside it)', () => {
    const text = cpuTable({
      engine: 'pglite',
      targets: ['ours'],
      throughput: {},
      p50: {},
      p99: {},
      cpu: { 'get-one': { ours: { server: s(900) } } },
    });
    expect(text).toContain('| one record | 900 |');
    expect(text).toContain('| scenario | ours (the process, pglite included) |');
  });
});

describe('renderPerformanceTables', () => {
  const text = renderPerformanceTables(benchResultsFixture);

  it('heads the tables with the date, the machine, the commit and the data of the run', () => {
    const heading = text.split('\n')[0]!;
    expect(heading).toContain('**2026-11-24 11:12 UTC**');
    expect(heading).toContain('commit `abc1234`');
    expect(heading).toContain('2 CPUs (Intel(R) Xeon(R) CPU @ 2.20GHz)');
    expect(heading).toContain("data 'small' (10,000 people, 100,000 request logs");
    expect(heading).toContain('3 runs per figure of 2 s at 10 connections, 4 min in all.');
    expect(heading).toContain('lower is faster): 41 ms at the start, 45 ms at the end.');
  });

  it('says when a run recorded no commit or CPU model (runs before they were recorded)', () => {
    const { commit: _commit, cpuModel: _cpuModel, hostSpeedMs: _speed, ...older } = benchResultsFixture;
    const heading = renderPerformanceTables(older).split('\n')[0]!;
    expect(heading).toContain('commit not recorded, 2 CPUs, data');
    expect(heading).not.toContain('Host speed');
  });

  it('lists every budget in English with its verdict', () => {
    expect(text).toContain('| JS gzip, sign-in route | 143.0 KiB | ≤ 150 KiB | PASS |');
    expect(text).toContain('| p99 postgres, list, 50 rows | 12.00 ms | ≤ 10 ms | **FAIL** |');
    expect(text).toContain('| Apply a filter: longest frame until shown (LoAF) | none | ≤ 40 ms | PASS |');
  });

  it('shows every measured scenario of each engine with its figures', () => {
    // PostgreSQL, with the peer: ours, without the log, the peer, ours ÷ peer, the log's cost, p50, p99.
    expect(text).toContain(
      '| list, 50 rows | 1500 (±7 %) | 1800 (±6 %) | 2000 (±5 %) | 0.75x | 16.7 % | 1.00 (±10 %) | 12.00 (±8 %) |',
    );
    expect(text).toContain('| one record | 2600 (±0 %) | 3300 (±0 %) | 3400 (±0 %) | 0.76x | 21.2 % | — | — |');
    expect(text).toContain('| list, 50 rows | 710 / 400 | 600 / 260 | 420 / 255 | +110 / +140 |');
    // PGlite, ours alone, and its ratio to PostgreSQL.
    expect(text).toContain('### API on pglite: requests per second');
    expect(text).toContain('| list, 50 rows | 450 (±0 %) | 1.80 (±0 %) | 11.70 (±0 %) |');
    expect(text).toContain('| list, 50 rows | 0.30x |');
    expect(text).toContain('| one record | 0.44x |');
  });

  it('shows the console tables: bytes per route, ours against react-admin, our interactions', () => {
    expect(text).toContain('| ours | / | 12 | 400.0 KiB | 143.0 KiB | 150.0 KiB |');
    expect(text).toContain('| react-admin | /requests | 3 | 900.0 KiB | 293.0 KiB | — |');
    expect(text).toContain('| FCP (cold load) | 200 (±0 %) | 400 (±0 %) | 0.50x |');
    expect(text).toContain('| 10 → 1000: input → next frame | 30.0 (±0 %) | 60.0 (±0 %) | 0.50x |');
    expect(text).toContain('| open the param form (20 fields) | 40 (±0 %) | 20.0 (±0 %) | 55.0 (±0 %) | 0 (±0 %) |');
    expect(text).toContain('precompiled, used cold 0.90 (±0 %) ms; compiled on the spot by Ajv 30.0 (±0 %) ms.');
  });

  it('leaves out what the run did not measure', () => {
    const apiOnly = renderPerformanceTables({ ...benchResultsFixture, console: undefined, api: [] });
    expect(apiOnly).not.toContain('### Console');
    expect(apiOnly).not.toContain('PGlite ÷ PostgreSQL');
    expect(apiOnly).toContain('### Budgets');
  });
});

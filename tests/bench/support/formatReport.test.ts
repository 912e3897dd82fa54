import { describe, expect, it } from 'vitest';
import type { ApiFigures } from '../../../bench/api/measureApi.js';
import { cpuTable } from '../../../bench/support/formatReport.js';
import { summarize } from '../../../bench/support/stats.js';

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
      },
    };
    const text = cpuTable(figures);
    expect(text).toContain('| lista, 50 linhas | 710 / 400 | 600 / 260 | 420 / 255 | +110 / +140 |');
    // Scenarios not measured are left out, not shown empty.
    expect(text).not.toContain('um registro');
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
    expect(text).toContain('| um registro | 900 |');
    expect(text).toContain('pglite incluído');
  });
});

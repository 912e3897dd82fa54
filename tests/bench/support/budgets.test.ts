import { describe, expect, it } from 'vitest';
import { apiBudgets, consoleBudgets, isListRoute, wallTimeBudget } from '../../../bench/support/budgets.js';
import { benchResultsFixture } from './benchResultsFixture.js';

const KiB = 1024;
const line = (lines: ReturnType<typeof consoleBudgets>, start: string) => lines.find((l) => l.budget.startsWith(start));

describe('budgets', () => {
  const c = benchResultsFixture.console!;
  const withLists = {
    ...c,
    jsBytes: [
      ...c.jsBytes,
      { target: 'ours', route: '/requests', files: 20, raw: 600 * KiB, gzip: 171 * KiB, gzipAll: 180 * KiB },
      { target: 'ours', route: '/param', files: 18, raw: 500 * KiB, gzip: 160 * KiB, gzipAll: 170 * KiB },
      { target: 'ours', route: '/config/form', files: 25, raw: 800 * KiB, gzip: 230 * KiB, gzipAll: 230 * KiB },
    ],
  };
  const lines = consoleBudgets(withLists);

  it("checks issue 24's console budgets: ratios against react-admin in the same run, bytes, round trips, the form", () => {
    expect(line(lines, 'Cold load of /requests, LCP')).toMatchObject({
      measured: '0.50x',
      limit: '≤ 0.8x',
      pass: true,
    });
    // The heaviest list route decides, not a form (230 KiB) nor the sign-in route.
    expect(line(lines, 'JS gzip before the table shows')).toMatchObject({
      budget: 'JS gzip before the table shows, every list route (heaviest: /requests, of 2)',
      measured: '171.0 KiB',
      pass: false,
    });
    expect(line(lines, 'JS gzip, sign-in route')).toMatchObject({
      measured: '143.0 KiB',
      limit: '≤ 120 KiB',
      pass: false,
    });
    expect(line(lines, 'Round trips')).toMatchObject({ measured: '2', pass: true });
    expect(line(lines, '10 → 1000 rows until shown')).toMatchObject({ measured: '0.50x', pass: true });
    expect(line(lines, 'Open the largest form (param, 20 fields)')).toMatchObject({
      measured: '55.0 ms',
      limit: '≤ 60 ms',
      pass: true,
    });
    expect(line(lines, 'JS gzip, heaviest screen (/config/form)')).toMatchObject({ pass: true });
  });

  it('a list route is neither a form, the profile, the sign-in route nor a public screen', () => {
    expect(['/requests', '/param', '/liveness-log'].every(isListRoute)).toBe(true);
    expect(
      ['/', '/param/form/1', '/user/profile', '/delete-account', '/reset-password?token=x'].some(isListRoute),
    ).toBe(false);
  });

  it("checks the API: p99 per engine (deep page 30 ms on both), the log's cost and ours without it against the peer", () => {
    const api = apiBudgets(benchResultsFixture.api);
    expect(api.find((l) => l.budget === 'p99 postgres, list, 50 rows')).toMatchObject({
      limit: '≤ 10 ms',
      pass: false,
    });
    expect(api.find((l) => l.budget === 'p99 pglite, list, 50 rows')).toMatchObject({ limit: '≤ 30 ms', pass: true });
    // 1 − 1500 / 1800.
    expect(api.find((l) => l.budget === 'Request-log cost, list, 50 rows')).toMatchObject({
      measured: '16.7 %',
      limit: '≤ 8 %',
      pass: false,
    });
    // Without the log: 1800 / 2000.
    expect(
      api.find((l) => l.budget === 'Ours without the log ÷ bare peer (node:http + pg), list, 50 rows'),
    ).toMatchObject({
      measured: '0.90x',
      limit: '≥ 0.95x',
      pass: false,
    });
    const deep = apiBudgets([
      {
        engine: 'pglite',
        targets: ['ours'],
        throughput: {},
        p50: {},
        p99: { 'deep-page': { ours: { median: 31, min: 30, max: 32, runs: [31] } } },
      },
    ]);
    expect(deep).toEqual([
      { budget: 'p99 pglite, page 10,000 (50 rows)', measured: '31.00 ms', limit: '≤ 30 ms', pass: false },
    ]);
  });

  it('the wall time of a full run', () => {
    expect(wallTimeBudget(14.6)).toMatchObject({ measured: '14.6 min', pass: true });
    expect(wallTimeBudget(15.2).pass).toBe(false);
  });
});

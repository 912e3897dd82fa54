import type { ApiFigures } from '../api/measureApi.js';
import { API_SCENARIOS, measuresLatency } from '../api/scenarios.js';
import type { ConsoleResults } from '../console/runConsoleBench.js';
import { scenarioName } from './benchLabels.js';

/** One budget, checked against a measured figure (English: the tables go to docs/performance.md). */
export interface BudgetLine {
  budget: string;
  measured: string;
  limit: string;
  pass: boolean;
}

const KiB = 1024;
const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB`;
const ms = (n: number) => (n === 0 ? '< 16 ms' : `${n.toFixed(1)} ms`);
const x = (n: number) => `${n.toFixed(2)}x`;
const frame = (n: number) => (n ? `${n.toFixed(0)} ms` : 'none');

/** A list route of the console (not a form, not the profile): its table is what shows. */
export const isListRoute = (route: string) => !/\/form|\/profile|^\/$|delete-account|reset-password/.test(route);

/**
 * The console's budgets: issue 24's (cold load against react-admin, JS before the table shows,
 * round trips, 10 → 1000 rows, the largest form), then issue 7's that still hold (the heaviest
 * screen's JS, Event Timing of the interactions, the first validation).
 */
export function consoleBudgets(c: ConsoleResults): BudgetLine[] {
  const lines: BudgetLine[] = [];
  const ours = c.jsBytes.filter((j) => j.target === 'ours');
  const peer = 'react-admin';

  const lcp = c.lcp.ours!.median / c.lcp[peer]!.median;
  lines.push({
    budget: `Cold load of /requests, LCP: ours (${c.lcp.ours!.median.toFixed(0)} ms) ÷ react-admin (${c.lcp[peer]!.median.toFixed(0)} ms)`,
    measured: x(lcp),
    limit: '≤ 0.8x',
    pass: lcp <= 0.8,
  });
  const lists = ours.filter((j) => isListRoute(j.route)).sort((a, b) => b.gzip - a.gzip);
  const heaviestList = lists[0]!;
  lines.push({
    budget: `JS gzip before the table shows, every list route (heaviest: ${heaviestList.route}, of ${lists.length})`,
    measured: kib(heaviestList.gzip),
    limit: '≤ 170 KiB',
    pass: heaviestList.gzip <= 170 * KiB,
  });
  const login = ours.find((j) => j.route === '/')!;
  lines.push({
    budget: 'JS gzip, sign-in route',
    measured: kib(login.gzip),
    limit: '≤ 120 KiB',
    pass: login.gzip <= 120 * KiB,
  });
  const trips = c.roundTrips.ours!.median;
  lines.push({
    budget: `Round trips before the list's data request leaves, cold /requests (react-admin: ${c.roundTrips[peer]!.median})`,
    measured: String(trips),
    limit: '≤ 2',
    pass: trips <= 2,
  });
  const rows = c.pageSize.ours!.shown.median / c.pageSize[peer]!.shown.median;
  lines.push({
    budget: `10 → 1000 rows until shown: ours (${c.pageSize.ours!.shown.median.toFixed(0)} ms) ÷ react-admin (${c.pageSize[peer]!.shown.median.toFixed(0)} ms)`,
    measured: x(rows),
    limit: '≤ 0.8x',
    pass: rows <= 0.8,
  });
  lines.push({
    budget: `Open the largest form (${c.ours.form.key}, ${c.ours.form.fields} fields): click → fields on screen`,
    measured: `${c.ours.formOpen.shown.median.toFixed(1)} ms`,
    limit: '≤ 60 ms',
    pass: c.ours.formOpen.shown.median <= 60,
  });

  const heaviest = ours.filter((j) => j.route !== '/').sort((a, b) => b.gzip - a.gzip)[0]!;
  lines.push({
    budget: `JS gzip, heaviest screen (${heaviest.route})`,
    measured: kib(heaviest.gzip),
    limit: '≤ 250 KiB',
    pass: heaviest.gzip <= 250 * KiB,
  });
  const size = c.pageSize.ours!;
  lines.push({
    budget: 'Page size 10 → 1000: Event Timing',
    measured: ms(size.event.median),
    limit: '≤ 40 ms',
    pass: size.event.median <= 40,
  });
  lines.push({
    budget: 'Page size 10 → 1000: longest frame until the 1000 rows show (LoAF ≥ 50 ms)',
    measured: frame(size.frame.median),
    limit: '≤ 40 ms',
    pass: size.frame.median <= 40,
  });
  lines.push({
    budget: "Apply a filter ('Pesquisar'): Event Timing",
    measured: ms(c.ours.filter.event.median),
    limit: '≤ 40 ms',
    pass: c.ours.filter.event.median <= 40,
  });
  lines.push({
    budget: 'Apply a filter: longest frame until shown (LoAF)',
    measured: frame(c.ours.filter.frame.median),
    limit: '≤ 40 ms',
    pass: c.ours.filter.frame.median <= 40,
  });
  lines.push({
    budget: 'Typing in the largest form: Event Timing per key (worst)',
    measured: ms(c.ours.typing.event.median),
    limit: '≤ 40 ms',
    pass: c.ours.typing.event.median <= 40,
  });
  lines.push({
    budget: 'First validation of the largest form (precompiled, as the console loads it)',
    measured: `${c.firstValidation.console.median.toFixed(2)} ms`,
    limit: '≤ 2 ms',
    pass: c.firstValidation.console.median <= 2,
  });
  return lines;
}

/**
 * The API's budgets: p99 at one connection (the 50-row pages with any filter: ≤ 10 ms on
 * PostgreSQL, ≤ 30 ms on PGlite; the deep page: ≤ 30 ms on both), the request log's cost (≤ 8 %
 * of throughput on every scenario) and ours without the log ÷ the bare peer on the list and filter
 * scenarios (≥ 0.95x; ≥ 1.0x on the 1000-row list).
 */
export function apiBudgets(api: ApiFigures[]): BudgetLine[] {
  const lines: BudgetLine[] = [];
  for (const a of api) {
    for (const s of API_SCENARIOS.filter(measuresLatency)) {
      const p99 = a.p99[s.key]?.ours?.median;
      if (p99 === undefined) continue;
      const limit = s.deepPage || a.engine === 'pglite' ? 30 : 10;
      lines.push({
        budget: `p99 ${a.engine}, ${scenarioName(s.key)}`,
        measured: `${p99.toFixed(2)} ms`,
        limit: `≤ ${limit} ms`,
        pass: p99 <= limit,
      });
    }
  }
  const pg = api.find((a) => a.engine === 'postgres');
  if (pg) {
    for (const s of API_SCENARIOS) {
      const t = pg.throughput[s.key];
      if (!t?.ours || !t['ours (sem log)']) continue;
      const cost = 1 - t.ours.median / t['ours (sem log)'].median;
      lines.push({
        budget: `Request-log cost, ${scenarioName(s.key)}`,
        measured: `${(cost * 100).toFixed(1)} %`,
        limit: '≤ 8 %',
        pass: cost <= 0.08,
      });
    }
    for (const s of API_SCENARIOS.filter((x) => x.path.startsWith('/requests/v1/request-logs?'))) {
      const t = pg.throughput[s.key];
      if (!t?.['ours (sem log)'] || !t.bare) continue;
      const ratio = t['ours (sem log)'].median / t.bare.median;
      const limit = s.key === 'list-1000' ? 1 : 0.95;
      lines.push({
        budget: `Ours without the log ÷ bare peer (node:http + pg), ${scenarioName(s.key)}`,
        measured: x(ratio),
        limit: `≥ ${limit.toFixed(2)}x`,
        pass: ratio >= limit,
      });
    }
  }
  return lines;
}

/** The whole benchmark's wall time (a full run only: every part, both engines, full data). */
export function wallTimeBudget(minutes: number): BudgetLine {
  return {
    budget: 'Full benchmark wall time',
    measured: `${minutes.toFixed(1)} min`,
    limit: '≤ 15 min',
    pass: minutes <= 15,
  };
}

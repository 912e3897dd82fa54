import type { Dataset } from '../support/datasets.js';
import type { Service } from '../support/startService.js';
import { postgresCpuSeconds, processCpuSeconds } from '../support/cpuTime.js';
import { summarize, type Sample } from '../support/stats.js';
import { runLoad, type LoadResult } from './runLoad.js';
import { measuresLatency, type ApiScenario } from './scenarios.js';

/**
 * Seconds of each target's warm-up per scenario: the servers are already warm from the scenarios
 * before; this compiles the scenario's own route and query plan. 0.5 s was tried with runs of
 * 1.5 s: spreads grew (docs/performance.md, "Full benchmark wall time"); not kept.
 */
const WARM_UP_SEC = 1;

/** The request log's writer sends its batch every 250 ms: waiting this long after a run counts it. */
const WRITER_SETTLE_MS = 300;

export interface ScenarioRuns {
  reps: number;
  durationSec: number;
  connections: number;
}

/** One scenario's figures, per target name. */
export interface ScenarioFigures {
  /** Requests per second at `connections`. */
  throughput: Record<string, Sample>;
  /** CPU time per request (µs): the server process, and PostgreSQL's (absent on PGlite). */
  cpu: Record<string, { server: Sample; db?: Sample }>;
  /** Latency at one connection (ms) of ours, for the filter pages and the deep page only. */
  p99?: Record<string, Sample>;
  p50?: Record<string, Sample>;
}

function ensureValid(r: LoadResult, scenario: string, target: string): LoadResult {
  if (r.failures)
    throw new Error(
      `${target} / ${scenario}: ${r.failures} resposta(s) sem sucesso (${r.firstFailure}); a medição não vale.`,
    );
  return r;
}

/**
 * Measures one scenario against running targets: a warm-up, then `reps` interleaved throughput
 * runs (targets in rotating order, so drift hits all alike) with the CPU each costs, and, for a
 * filter page, latency runs at one connection. A run with any failed answer throws.
 */
export async function measureScenario(
  d: Dataset,
  s: ApiScenario,
  targets: readonly Service[],
  authorization: string,
  runs: ScenarioRuns,
): Promise<ScenarioFigures> {
  const load = (t: Service, connections: number, durationSec: number) =>
    runLoad(s, { url: t.url, authorization, connections, durationSec, maxId: d.baseline.requestLogs }).then((r) =>
      ensureValid(r, s.key, t.name),
    );
  for (const t of targets) await load(t, runs.connections, WARM_UP_SEC);
  const rps: Record<string, number[]> = {};
  const lat99: Record<string, number[]> = {};
  const lat50: Record<string, number[]> = {};
  const cpuServer: Record<string, number[]> = {};
  const cpuDb: Record<string, number[]> = {};
  for (let rep = 0; rep < runs.reps; rep++) {
    const order = targets.map((_, i) => targets[(i + rep) % targets.length]!);
    for (const t of order) {
      const server0 = processCpuSeconds(t.child.pid);
      const db0 = d.engine === 'postgres' ? postgresCpuSeconds() : NaN;
      const r = await load(t, runs.connections, runs.durationSec);
      // Only the logging server has a batch in flight to count.
      if (t.name === 'ours') await new Promise((resolve) => setTimeout(resolve, WRITER_SETTLE_MS));
      (rps[t.name] ??= []).push(r.rps);
      const perRequest = (seconds: number) => (seconds * 1e6) / Math.max(1, r.requests);
      const server = perRequest(processCpuSeconds(t.child.pid) - server0);
      if (Number.isFinite(server)) (cpuServer[t.name] ??= []).push(server);
      const db = perRequest(postgresCpuSeconds() - db0);
      if (Number.isFinite(db)) (cpuDb[t.name] ??= []).push(db);
    }
    if (measuresLatency(s)) {
      // Latency is a budget of ours alone (as shipped, with the log): the peers' would cost
      // 2 × reps × duration per scenario for a figure no table shows.
      for (const t of order.filter((x) => x.name === 'ours')) {
        const r = await load(t, 1, runs.durationSec);
        (lat99[t.name] ??= []).push(r.p99);
        (lat50[t.name] ??= []).push(r.p50);
      }
    }
  }
  const summarized = (runsOf: Record<string, number[]>) =>
    Object.fromEntries(Object.entries(runsOf).map(([k, v]) => [k, summarize(v)]));
  return {
    throughput: summarized(rps),
    cpu: Object.fromEntries(
      Object.entries(cpuServer).map(([k, v]) => [
        k,
        { server: summarize(v), ...(cpuDb[k]?.length && { db: summarize(cpuDb[k]!) }) },
      ]),
    ),
    ...(measuresLatency(s) && { p99: summarized(lat99), p50: summarized(lat50) }),
  };
}

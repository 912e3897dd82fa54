import autocannon from 'autocannon';
import type { ApiScenario } from './scenarios.js';

/** What one load run against one server measured. */
export interface LoadResult {
  /** 2xx answers per second. */
  rps: number;
  /** Latency percentiles of the 2xx answers (ms, from the raw times, not autocannon's 1-ms histogram). */
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, and connection errors/timeouts: a run with any is invalid. */
  failures: number;
  firstFailure?: string;
}

export interface LoadOptions {
  url: string;
  authorization: string;
  connections: number;
  durationSec: number;
  /** Send exactly this many requests instead of running for durationSec (the instruction counts). */
  amount?: number;
  /** Largest request-log id of the dataset (`{id}` rotates below it). */
  maxId: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * One autocannon run of a scenario against a server (the benchmark process itself is pinned to
 * the other core). Latencies are collected per response, so p99 has sub-millisecond resolution.
 */
export async function runLoad(scenario: ApiScenario, options: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  let next = 0;
  let finish!: (result: autocannon.Result) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => ((finish = resolve), (fail = reject)));
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections,
      ...(options.amount ? { amount: options.amount } : { duration: options.durationSec }),
      headers: { authorization: options.authorization, 'content-type': 'application/json' },
      requests: [
        {
          method: scenario.method,
          path: scenario.path,
          setupRequest: (req: autocannon.Request) => {
            const out = { ...req };
            if (scenario.path.includes('{id}')) {
              next = (next + 7919) % options.maxId;
              out.path = scenario.path.replace('{id}', String(next + 1));
            }
            if (scenario.body) out.body = scenario.body();
            return out;
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    if (status >= 200 && status < 300) times.push(responseTime);
    else {
      failures += 1;
      firstFailure ??= `HTTP ${status}`;
    }
  });
  const result = await done;
  failures += result.errors + result.timeouts;
  if (result.errors && !firstFailure) firstFailure = `${result.errors} erro(s) de conexão`;
  times.sort((a, b) => a - b);
  return {
    rps: times.length / (result.duration || options.durationSec),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    requests: times.length + failures,
    failures,
    firstFailure,
  };
}

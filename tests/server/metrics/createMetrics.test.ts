import { describe, expect, it } from 'vitest';
import { createMetrics } from '../../../server/metrics/createMetrics.js';

/** The value of one sample line of the text format (`name{labels} value`), or undefined. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe('createMetrics: the process metrics Prometheus scrapes', () => {
  it('request durations by method, route pattern and status, in seconds buckets', async () => {
    const metrics = createMetrics();
    metrics.observeRequest('GET', '/person/v1/:id', 200, 0.003);
    metrics.observeRequest('GET', '/person/v1/:id', 200, 0.2);
    metrics.observeRequest('POST', '/person/v1', 400, 0.02);
    const text = await metrics.registry.metrics();
    const ok = 'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/person/v1/:id",status_code="200"}';
    expect(sample(text, ok)).toBe(1);
    expect(sample(text, ok.replace('0.005', '0.25'))).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="POST",route="/person/v1",status_code="400"}'),
    ).toBe(1);
    // The default metrics of a Node process come along (CPU, memory, event loop).
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it("the pool's connections are read when scraped; none on PGlite (no pool)", async () => {
    const metrics = createMetrics();
    expect(await metrics.registry.metrics()).not.toMatch(/^db_pool_connections\{/m);
    let waiting = 0;
    metrics.watchPool(() => ({ total: 10, idle: 2, waiting, max: 10 }));
    waiting = 7;
    const text = await metrics.registry.metrics();
    expect(sample(text, 'db_pool_connections{state="total"}')).toBe(10);
    expect(sample(text, 'db_pool_connections{state="idle"}')).toBe(2);
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(7);
    expect(sample(text, 'db_pool_connections{state="max"}')).toBe(10);
  });

  it("the request log's backlog, and its dropped rows as a counter that survives a new writer (dev reload)", async () => {
    const metrics = createMetrics();
    const writer = { pending: 12, dropped: 0 };
    metrics.watchRequestLog(writer);
    let text = await metrics.registry.metrics();
    expect(sample(text, 'request_log_backlog_rows')).toBe(12);
    expect(sample(text, 'request_log_dropped_rows_total')).toBe(0);
    writer.dropped = 5;
    text = await metrics.registry.metrics();
    expect(sample(text, 'request_log_dropped_rows_total')).toBe(5);
    // A rebuilt app brings a writer whose own count starts at 0: the counter never goes back.
    const fresh = { pending: 0, dropped: 0 };
    metrics.watchRequestLog(fresh);
    fresh.dropped = 2;
    text = await metrics.registry.metrics();
    expect(sample(text, 'request_log_dropped_rows_total')).toBe(7);
    expect(sample(text, 'request_log_backlog_rows')).toBe(0);
  });

  it('two processes worth of registries do not collide (each app test builds its own)', async () => {
    const a = createMetrics();
    const b = createMetrics();
    a.observeRequest('GET', '/x', 200, 0.01);
    expect(await b.registry.metrics()).not.toContain('route="/x"');
  });
});

describe('createMetrics: the job queue', () => {
  it('its depth is read when scraped (none while unknown or unreadable); job durations by kind and outcome', async () => {
    const metrics = createMetrics();
    expect(await metrics.registry.metrics()).not.toMatch(/^job_queue_jobs\{/m);
    let down = false;
    metrics.watchJobs({
      counts: async () => {
        if (down) throw new Error('Redis fora');
        return { waiting: 4, active: 2 };
      },
    });
    let text = await metrics.registry.metrics();
    expect(sample(text, 'job_queue_jobs{state="waiting"}')).toBe(4);
    expect(sample(text, 'job_queue_jobs{state="active"}')).toBe(2);
    down = true;
    text = await metrics.registry.metrics();
    expect(text).not.toMatch(/^job_queue_jobs\{/m);
    metrics.observeJob('liveness-files', 'completed', 3.2);
    metrics.observeJob('liveness-files', 'failed', 0.4);
    text = await metrics.registry.metrics();
    expect(sample(text, 'job_duration_seconds_count{kind="liveness-files",outcome="completed"}')).toBe(1);
    expect(sample(text, 'job_duration_seconds_bucket{le="5",kind="liveness-files",outcome="completed"}')).toBe(1);
    expect(sample(text, 'job_duration_seconds_bucket{le="2",kind="liveness-files",outcome="completed"}')).toBe(0);
    expect(sample(text, 'job_duration_seconds_count{kind="liveness-files",outcome="failed"}')).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../../../server/metrics/createMetrics.js';
import { serveMetrics, type MetricsServer } from '../../../server/metrics/serveMetrics.js';
import * as apiMessages from '../../../src/core/api/apiMessages.js';

const TOKEN = 'um-token-de-metricas-bem-longo';

describe('serveMetrics: GET /metrics on its own internal listener', () => {
  const metrics = createMetrics();
  let open: MetricsServer;
  let guarded: MetricsServer;
  const url = (server: MetricsServer, path = '/metrics') => `http://127.0.0.1:${server.port}${path}`;

  beforeAll(async () => {
    metrics.observeRequest('GET', '/person/v1', 200, 0.01);
    open = await serveMetrics(metrics.registry, { port: 0, host: '127.0.0.1' });
    guarded = await serveMetrics(metrics.registry, { port: 0, host: '127.0.0.1', token: TOKEN });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
  });

  it("answers Prometheus' text format, never cached", async () => {
    const res = await fetch(url(open));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain(
      'http_request_duration_seconds_count{method="GET",route="/person/v1",status_code="200"} 1',
    );
    const head = await fetch(url(open), { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('with METRICS_TOKEN: 401 without it, with another one or another scheme; 200 with it', async () => {
    for (const authorization of [undefined, 'Bearer outro-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, 'Bearer ']) {
      const res = await fetch(url(guarded), { headers: authorization ? { authorization } : {} });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({ message: apiMessages.metricsTokenInvalid });
    }
    const res = await fetch(url(guarded), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('process_cpu_seconds_total');
  });

  it('nothing else is served there: 404 for other paths (encoded ones too), 405 for other methods', async () => {
    for (const path of ['/', '/metrics/', '/%6detrics', '/person/v1', '/healthz']) {
      const res = await fetch(url(open, path));
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: apiMessages.resourceNotFound });
    }
    const post = await fetch(url(open), { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await post.json()).toEqual({ message: apiMessages.methodNotAllowed });
  });

  it('a query string does not change the answer (scrapers may add one)', async () => {
    expect((await fetch(url(open, '/metrics?name[]=up'))).status).toBe(200);
  });

  it('50 concurrent scrapes all answer', async () => {
    const all = await Promise.all(Array.from({ length: 50 }, () => fetch(url(open)).then((r) => r.status)));
    expect(new Set(all)).toEqual(new Set([200]));
  });
});

import { createHash, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import * as apiMessages from '../../src/core/api/apiMessages.js';

export interface MetricsListenOptions {
  port: number;
  /** The internal interface to bind (METRICS_HOST, default 127.0.0.1). */
  host: string;
  /** When set, every scrape must send `Authorization: Bearer <token>` (METRICS_TOKEN). */
  token?: string;
}

export interface MetricsServer {
  /** The port bound (the one asked for, or the one the system gave for 0). */
  port: number;
  close(): Promise<void>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries the token (compared in constant time). */
function carriesToken(request: IncomingMessage, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(sent), digest(token));
}

function answer(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/**
 * Serves `GET /metrics` (Prometheus' text format) on its own listener, apart from the console and
 * the API: bound to an internal interface and port (METRICS_HOST, METRICS_PORT) that the public
 * load balancer never routes to, and with METRICS_TOKEN also behind a bearer token. Nothing else
 * is served there: other paths answer 404, other methods 405, a missing or wrong token 401, each
 * with the API's error body in pt-BR. Scrapes are not written to the request log.
 *
 * @example const server = await serveMetrics(metrics.registry, { port: 9464, host: '127.0.0.1' });
 */
export async function serveMetrics(registry: Registry, options: MetricsListenOptions): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics') return answer(response, 404, { message: apiMessages.resourceNotFound });
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return answer(response, 405, { message: apiMessages.methodNotAllowed }, { allow: 'GET, HEAD' });
    if (options.token && !carriesToken(request, options.token))
      return answer(response, 401, { message: apiMessages.metricsTokenInvalid }, { 'www-authenticate': 'Bearer' });
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => answer(response, 500, { message: apiMessages.metricsFailed }),
    );
  });
  // A scraper that opens a connection and sends nothing is cut (as the API's slow-header clients).
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.listen(options.port, options.host);
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

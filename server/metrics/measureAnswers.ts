import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './createMetrics.js';

/**
 * Measures every answer of the app into `metrics`: its method, the matched route's pattern
 * ('/person/v1/:id', never the URL, so no id, CPF or token becomes a label and the series stay
 * few; 'unmatched' when no route matched) and its status, with Fastify's own elapsed time.
 */
export function measureAnswers(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}

import type * as Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { apiRoutes } from './openapiOperations.js';

/** Every route's options as registered (schema, config, handler, hooks), gathered by the Fastify below. */
const registered = vi.hoisted(() => [] as RouteOptions[]);

// The app as buildApp makes it, with one more onRoute hook that keeps each route's options: Fastify
// shows a route's schema to no one once it is built.
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof Fastify>();
  const withRoutesKept = ((options: object) => {
    const app = (fastify.default as unknown as (o: object) => FastifyInstance)(options);
    app.addHook('onRoute', (route) => void registered.push(route));
    return app;
  }) as unknown as typeof fastify.default;
  return { ...fastify, default: withRoutesKept };
});

/** The text of the route's handler and of its own hooks, where it reads its request. */
function codeOf(route: RouteOptions): string {
  const hooks = [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flat().filter(Boolean);
  return [route.handler, ...hooks].map(String).join('\n');
}

/** True when `code` reads the request's `part` (`request.query`, `req.body`, `{ body }` …). */
function reads(code: string, part: 'query' | 'body'): boolean {
  return new RegExp(`\\.${part}\\b|\\{[^}]*\\b${part}\\b[^}]*\\}\\s*=\\s*(request|req)\\b`).test(code);
}

/**
 * Issue 22, "Done when": every route has declared schemas. For each API route (app.routeList, as
 * the OpenAPI document lists them): a 2xx response schema always; a params schema when its URL
 * has parameters; a body schema when a POST, PUT or PATCH reads its body; a querystring schema when
 * a GET reads its query string ("reads": its handler or its own hooks name `.body` / `.query`).
 */
describe('every API route declares its schemas', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  });
  afterAll(() => ctx?.close());

  it('lists the routes that lack one: none', () => {
    const byRoute = new Map(registered.map((r) => [`${[r.method].flat().join(',')} ${r.url}`, r]));
    const lacking = apiRoutes(ctx.app).flatMap(({ method, url }) => {
      const route = byRoute.get(`${method} ${url}`);
      if (!route) return [`${method} ${url}: opções da rota não encontradas`];
      const schema = (route.schema ?? {}) as {
        response?: Record<string, unknown>;
        params?: unknown;
        body?: unknown;
        querystring?: unknown;
      };
      const code = codeOf(route);
      return [
        !Object.keys(schema.response ?? {}).some((s) => /^2(\d\d|xx)$/.test(s)) && 'resposta 2xx',
        /[:*]/.test(url) && !schema.params && 'params',
        ['POST', 'PUT', 'PATCH'].includes(method) && reads(code, 'body') && !schema.body && 'body',
        method === 'GET' && reads(code, 'query') && !schema.querystring && 'querystring',
      ]
        .filter(Boolean)
        .map((part) => `${method} ${url}: sem esquema de ${part}`);
    });
    expect(lacking).toEqual([]);
  });

  it('finds what a route reads in its handler', () => {
    expect(reads('async (request) => request.body.ids', 'body')).toBe(true);
    expect(reads('const { page, per_page } = request.query;', 'query')).toBe(true);
    expect(reads('const { body } = request;', 'body')).toBe(true);
    expect(reads('async (request) => ({ data: request.user })', 'body')).toBe(false);
    expect(reads('reply.send(answer.body)', 'query')).toBe(false);
  });
});

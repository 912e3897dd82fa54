import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';

// Found by the fuzzer: a URL that is not valid percent-encoding got Fastify's English default,
// `{"error":"Bad Request","code":"FST_ERR_BAD_URL","message":"'/…' is not a valid url component"}`.
describe('errors before routing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { requestLog: false });
  });
  afterAll(() => ctx.close());

  it('a URL with broken percent-encoding is a 400 in pt-BR, without the URL or an internal code', async () => {
    for (const url of ['/admin/v1/param/%E0%A4%A', '/files/%E0%A4%A?ticket=x', '/requests/v1/request-logs/%ZZ']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json(), url).toEqual({ message: 'Endereço inválido: a URL não está codificada corretamente.' });
    }
  });
});

// Issue 18: a path parameter over Fastify's 100-character limit fell into the generic 500.
describe('a path parameter over the router limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { requestLog: false });
  });
  afterAll(() => ctx.close());

  it('is a 414 in pt-BR on every route with a parameter, signed in or not', async () => {
    await ctx.createUser({ email: 'longo@example.com' });
    const { authorization } = await ctx.login('longo@example.com', 'senha123');
    const long = '9'.repeat(101);
    const withParams = ctx.app.routeList.filter((r) => r.url.includes(':') && r.method !== 'HEAD');
    expect(withParams.length).toBeGreaterThan(10);
    for (const route of withParams) {
      const url = route.url.replace(/:[A-Za-z_]+/g, long);
      for (const headers of [{}, { authorization }]) {
        const res = await ctx.app.inject({ method: route.method as 'GET', url, headers });
        expect(res.statusCode, `${route.method} ${url}`).toBe(414);
        expect(res.json()).toEqual({ message: 'Endereço longo demais: um dos seus trechos passa do tamanho máximo.' });
      }
    }
  });
});

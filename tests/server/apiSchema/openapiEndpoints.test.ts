import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { endpoints } from '../../../src/core/api/endpoints.js';
import { TOKEN_KEY } from '../../../src/core/auth/tokenStore.js';
import { AuthCode } from '../../../src/core/api/AuthCode.js';

const { openapi, apiDocs } = endpoints.paths;

/** `path` with its first letter after `/api/` percent-encoded (`/api/%6Fpenapi.json`): the same route. */
const encoded = (path: string) =>
  path.replace(/^\/api\/(.)/, (_m, c: string) => `/api/%${c.charCodeAt(0).toString(16)}`);

describe('the API describes itself: the document and the reference page', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let operator: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    await ctx.createUser({ email: 'admin@example.com', role: 'admin' });
    await ctx.createUser({ email: 'operador@example.com', role: 'operador' });
    admin = await ctx.login('admin@example.com', 'senha123');
    operator = await ctx.login('operador@example.com', 'senha123');
  });
  afterAll(() => ctx?.close());

  it('serves the OpenAPI document to an administrator only: 401 without a token, 403 to an operator', async () => {
    for (const url of [openapi, encoded(openapi)]) {
      const none = await ctx.app.inject({ url });
      expect(none.statusCode, url).toBe(401);
      expect(none.json()).toMatchObject({ code: AuthCode.missingToken, message: expect.any(String) });
      const refused = await ctx.app.inject({ url, headers: operator });
      expect(refused.statusCode, url).toBe(403);
      expect(Object.keys(refused.json())).toEqual(['message']);
    }
    const res = await ctx.app.inject({ url: openapi, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(ctx.app.swagger())));
    // It documents itself, for administrators.
    expect(res.json().paths[openapi].get).toMatchObject({ operationId: 'getOpenapiDocument', tags: ['Documentação'] });
    expect(res.json().paths[openapi].get.description).toContain('`api-docs:read`');
  });

  it('writes the error answers the document declares with the one error body', async () => {
    const missing = await ctx.app.inject({ url: '/client/v1/999999999', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(missing.json())).toEqual(['message']);
    const expired = await ctx.app.inject({ url: '/client/v1', headers: { authorization: 'Bearer x.y.z-invalido' } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: expect.any(String), code: expect.any(Number) });
    const invalid = await ctx.app.inject({ method: 'POST', url: '/client/v1', headers: admin, payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  });

  it('serves the reference page to anyone, with its script apart (no inline script) and a CSP without unsafe-inline scripts', async () => {
    const page = await ctx.app.inject({ url: apiDocs });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    expect(page.body).toContain('lang="pt-BR"');
    // Every script has a source on this origin: nothing inline.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(1);
    for (const [, attributes, inline] of scripts) {
      expect(inline!.trim()).toBe('');
      expect(attributes).toMatch(/src="\/[^/]/);
    }
    const tag = scripts[0]![1]!;
    const attribute = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
    expect(attribute('data-openapi')).toBe(openapi);
    expect(attribute('data-token-key')).toBe(TOKEN_KEY);
    expect(page.body).toContain('href="/"');

    const script = await ctx.app.inject({ url: attribute('src')! });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('createApiReference');
    expect(script.body).toContain('localStorage.getItem(settings.tokenKey)');

    const scalar = await ctx.app.inject({ url: attribute('data-scalar')! });
    expect(scalar.statusCode).toBe(200);
    expect(scalar.headers['content-type']).toMatch(/^text\/javascript/);
    expect(scalar.headers['cache-control']).toContain('immutable');
    expect(scalar.body.length).toBeGreaterThan(1_000_000);
    expect(scalar.body).toContain('createApiReference');
    expect(attribute('data-scalar')).toMatch(/\?v=[0-9a-f]{12}$/);
    // Nothing else under the page: an unknown file is the API's JSON 404.
    const unknown = await ctx.app.inject({ url: `${apiDocs}/outro.js` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: expect.any(String) });
  });

  it('keeps the page and its scripts out of the document and the API routes', () => {
    const document = ctx.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((p) => p.startsWith(apiDocs))).toEqual([]);
    const pageRoutes = ctx.app.routeList.filter((r) => r.url.startsWith(apiDocs));
    expect(pageRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of pageRoutes) expect(route, route.url).toMatchObject({ console: true, public: true });
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from '../../../../src/core/api/apiClient.js';
import type {
  EndpointBody,
  EndpointJson,
  EnginePath,
  Json,
  JsonBody,
  Query,
  Widened,
} from '../../../../src/core/api/apiTypes.js';

/**
 * The console's calls typed from the API's document (src/core/api/openapi.gen.d.ts): checked by
 * `npm run typecheck` (expectTypeOf, @ts-expect-error); the client's behaviour is the same for a
 * typed call as for any other.
 */
const api = createApiClient({
  baseUrl: '',
  getToken: () => 'T',
  fetchImpl: async (input) => new Response(JSON.stringify({ url: String(input) }), { status: 200 }),
});

describe('types from the API document', () => {
  it('a literal documented path takes its answer, body and query from the document', async () => {
    const call = () => api.get('/services/v1/pricing', { query: { page: 2, per_page: 10 } });
    expectTypeOf(call).returns.resolves.toEqualTypeOf<Json<'/services/v1/pricing', 'get'>>();
    expectTypeOf<Json<'/services/v1/pricing', 'get'>>().toHaveProperty('total').toEqualTypeOf<number>();
    expectTypeOf<Query<'/services/v1/pricing', 'get'>>().toEqualTypeOf<{ page?: number; per_page?: number }>();
    expectTypeOf<JsonBody<'/api/v2/user/login', 'post'>>().toEqualTypeOf<{ email: string; password: string }>();
    // A body or a query the document does not allow does not compile (no untyped fallback for a documented path).
    // @ts-expect-error the login takes email and password
    void (() => api.post('/api/v2/user/login', { email: 'a@example.com' }));
    // @ts-expect-error the price list reads page and per_page
    void (() => api.get('/services/v1/pricing', { query: { pagina: 2 } }));
    expect(await call()).toEqual({ url: '/services/v1/pricing?page=2&per_page=10' });
  });

  it('a path known at run time answers what the caller names, unknown by default', async () => {
    const path: string = '/services/v1/pricing';
    expectTypeOf(api.get(path)).resolves.toBeUnknown();
    expectTypeOf(api.get<{ n: number }>(path)).resolves.toEqualTypeOf<{ n: number }>();
    expect(await api.get(path)).toEqual({ url: '/services/v1/pricing' });
  });

  it('a route of schemas/api/endpoints.json is typed by its name, where the file puts it', () => {
    expectTypeOf<EndpointJson<'pricing', 'get'>>().toEqualTypeOf<Json<'/services/v1/pricing', 'get'>>();
    expectTypeOf<EndpointBody<'login', 'post'>>().toEqualTypeOf<JsonBody<'/api/v2/user/login', 'post'>>();
    expectTypeOf<EndpointJson<'login', 'post'>>().toHaveProperty('access_token').toEqualTypeOf<string>();
  });

  it('an operation the document does not have answers unknown, so a call typed by it fails where it reads', () => {
    expectTypeOf<Json<'/services/v1/pricing', 'delete'>>().toBeUnknown();
  });

  it("the engine's routes are typed by every entity's, and Widened lets a screen hold any text", () => {
    expectTypeOf<Json<EnginePath<'/{id}/reveal', 'post'>, 'post'>>().toEqualTypeOf<{ value: string | null }>();
    expectTypeOf<Widened<{ reason: 'a' | 'b'; id: number }>>().toEqualTypeOf<{ reason: string; id: number }>();
  });
});

import { describe, expect, it } from 'vitest';
import { defaultErrorStatuses, withErrorResponses } from '../../../server/apiSchema/openapiErrorResponses.js';

describe('defaultErrorStatuses: the error answers a route can give whatever its handler does', () => {
  it.each<[string, Parameters<typeof defaultErrorStatuses>[0], number[]]>([
    [
      'a signed-in read of a record',
      { method: 'GET', url: '/client/v1/:id', config: {} },
      [400, 401, 403, 404, 414, 503],
    ],
    ['a signed-in list', { method: 'GET', url: '/client/v1', config: {} }, [400, 401, 403, 503]],
    ['a public POST', { method: 'POST', url: '/api/v2/user/login', config: { public: true } }, [400, 413, 415, 503]],
    [
      "a descriptor's create",
      { method: 'POST', url: '/client/v1', config: { operation: 'create' } },
      [400, 401, 403, 409, 413, 415, 503],
    ],
    [
      "a descriptor's update",
      { method: 'PUT', url: '/client/v1/:id', config: { operation: 'update' } },
      [400, 401, 403, 404, 409, 413, 414, 415, 428, 503],
    ],
    ['a stored file', { method: 'GET', url: '/files/*', config: { ticket: true } }, [400, 401, 403, 404, 503]],
  ])('%s', (_name, route, statuses) => {
    expect(defaultErrorStatuses(route)).toEqual(statuses);
  });

  it("adds each as the API's error body, keeping what the route declares (its 2xx, its own 401)", () => {
    const own401 = { description: 'Email ou senha inválidos.', $ref: 'ApiError#' };
    const ok = { type: 'object', properties: { access_token: { type: 'string' } } };
    const schema = { response: { 200: ok, 401: own401 } };
    const responses = withErrorResponses({ method: 'POST', url: '/api/v2/user/login', schema, config: {} });
    expect(responses[200]).toBe(ok);
    expect(responses[401]).toBe(own401);
    expect(responses[503]).toEqual({ description: expect.stringContaining('Banco de dados'), $ref: 'ApiError#' });
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '401', '403', '413', '415', '503']);
    // The route's own schema is not changed.
    expect(Object.keys(schema.response)).toEqual(['200', '401']);
  });
});

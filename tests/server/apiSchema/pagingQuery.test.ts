import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apiMessages from '../../../src/core/api/apiMessages.js';
import { createValidatorCompiler } from '../../../server/apiSchema/createValidatorCompiler.js';
import { MAX_PAGE, pagingMessages, pagingQuery } from '../../../server/apiSchema/pagingQuery.js';
import { installErrorHandler } from '../../../server/http/errorHandler.js';

describe('pagingQuery', () => {
  const app = Fastify();
  const paging = { perPage: 10, maxPerPage: 1000 };
  beforeAll(async () => {
    app.setValidatorCompiler(createValidatorCompiler());
    installErrorHandler(app);
    app.get(
      '/list',
      {
        schema: { querystring: { type: 'object', properties: pagingQuery(paging) } },
        config: { validation: { fields: pagingMessages(paging) } },
      },
      async (request) => request.query,
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (query: string) => app.inject({ url: `/list${query}` });

  it('gives the handler whole numbers, the defaults when absent', async () => {
    expect((await get('?page=3&per_page=50')).json()).toEqual({ page: 3, per_page: 50 });
    expect((await get('')).json()).toEqual({ page: 1, per_page: 10 });
    expect((await get(`?page=${MAX_PAGE}&per_page=1000`)).json()).toEqual({ page: MAX_PAGE, per_page: 1000 });
  });

  it('refuses anything else with a 400 naming the parameter and its bounds (no silent clamping)', async () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '', String(MAX_PAGE + 1)]) {
      const res = await get(`?page=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toEqual({
        message: apiMessages.pagingInvalid('page', MAX_PAGE),
        errors: { page: apiMessages.pagingInvalid('page', MAX_PAGE) },
      });
    }
    for (const bad of ['0', '1001', '99999', 'x', '10&per_page=20']) {
      const res = await get(`?per_page=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors, bad).toEqual({ per_page: apiMessages.pagingInvalid('per_page', 1000) });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apiMessages from '../../../src/core/api/apiMessages.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

/**
 * The hand-written lists that page (pagingQuery): the price list and the erasure receipts. Paging
 * their query strings cannot read is a 400 naming the parameter, never silently another page.
 */
describe.each(testDbKinds)('paged hand-written lists (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await ctx.createUser({ email: 'admin@example.com', password: 'segredo1' });
    auth = await ctx.login('admin@example.com', 'segredo1');
    await ctx.handle.db
      .insertInto('prices')
      .values(
        ['Biometria', 'Liveness', 'OCR'].flatMap((service) => [
          { service, tier_max: 1000, price: 1.5 },
          { service, tier_max: null, price: 0.5 },
        ]),
      )
      .execute();
    await ctx.handle.db
      .insertInto('erasure_receipts')
      .values(
        [1, 2, 3].map((people) => ({
          channel: 'console' as const,
          people,
          counts: JSON.stringify({ people }),
          files: 0,
        })),
      )
      .execute();
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ url, headers: auth });

  it('prices: 10 services a page by default, any page size up to 1000', async () => {
    const first = (await get('/services/v1/pricing')).json();
    expect(first).toMatchObject({ total: 3, pages: 1, page: 1, per_page: 10 });
    expect(first.data.OCR).toEqual({ 1000: 1.5, None: 0.5 });
    const second = (await get('/services/v1/pricing?per_page=2&page=2')).json();
    expect(Object.keys(second.data)).toEqual(['OCR']);
    expect(second).toMatchObject({ total: 3, pages: 2, page: 2, per_page: 2 });
    expect((await get('/services/v1/pricing?per_page=1000')).statusCode).toBe(200);
  });

  it('prices: a page or page size out of range or not a whole number is a 400', async () => {
    for (const query of ['per_page=0', 'per_page=1001', 'per_page=99999', 'per_page=abc', 'per_page=2&per_page=3']) {
      const res = await get(`/services/v1/pricing?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({
        message: apiMessages.pagingInvalid('per_page', 1000),
        errors: { per_page: apiMessages.pagingInvalid('per_page', 1000) },
      });
    }
    for (const query of ['page=0', 'page=-1', 'page=1.5', 'page=1000001']) {
      const res = await get(`/services/v1/pricing?${query}`);
      expect(res.json().errors, query).toEqual({ page: apiMessages.pagingInvalid('page', 1_000_000) });
    }
  });

  it('erasure receipts: 20 a page by default, up to the largest page size its list offers (1000), newest first', async () => {
    const all = (await get('/admin/v1/erasure-receipt')).json();
    expect(all).toMatchObject({ total: 3, page: 1, per_page: 20 });
    expect(all.items.map((r: { people: number }) => r.people)).toEqual([3, 2, 1]);
    expect(Object.keys(all.items[0]).sort()).toEqual(
      ['channel', 'channelLabel', 'counts', 'erasedAt', 'files', 'filesPending', 'id', 'people', 'summary'].sort(),
    );
    const page = (await get('/admin/v1/erasure-receipt?per_page=1&page=2')).json();
    expect(page.items.map((r: { people: number }) => r.people)).toEqual([2]);
    expect((await get('/admin/v1/erasure-receipt?per_page=1000')).statusCode).toBe(200);
    const over = await get('/admin/v1/erasure-receipt?per_page=1001');
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ per_page: apiMessages.pagingInvalid('per_page', 1000) });
  });
});

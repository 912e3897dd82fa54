import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

// Found by the fuzzer: JavaScript reads year 0, negative and six-digit years as dates, PostgreSQL
// refused them ("time zone displacement out of range"): lists answered 500 and exports broke off.
describe.each(testDbKinds)('date filters (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await ctx.createUser({ email: 'datas@example.com', password: 'segredo1' });
    auth = await ctx.login('datas@example.com', 'segredo1');
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });

  it('refuse dates PostgreSQL cannot hold with a 400 in pt-BR, in lists and exports', async () => {
    for (const value of [
      '0000-01-01',
      '0000-12-31T23:59:59.999Z',
      '-001000-01-01',
      '+010000-01-01T00:00:00.000Z',
      '+275760-09-13',
      '99999-01-01',
    ]) {
      for (const url of [
        `/admin/v1/access-logs?to=${encodeURIComponent(value)}`,
        `/admin/v1/fingerprint?dataHora=${encodeURIComponent(value)}`,
        `/admin/v1/liveness/export.csv?dataHoraFim=${encodeURIComponent(value)}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json().message).toMatch(/^Filtro ".+" inválido: use uma data AAAA-MM-DD\.$/);
      }
    }
  });

  it('take the years 1 to 9999', async () => {
    for (const [from, to] of [
      ['0001-01-02', '0001-01-02'],
      ['9999-12-31', '9999-12-30'],
      ['2026-11-23T10:00:00.000Z', '2026-11-23T10:00:00.000Z'],
    ]) {
      expect((await get(`/admin/v1/access-logs?from=${from}&to=${to}`)).statusCode, `${from} ${to}`).toBe(200);
    }
  });
});

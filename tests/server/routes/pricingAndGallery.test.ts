import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/password.js';
import { seed } from '../../../server/seed/seed.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';

describe('GET /services/v1/pricing', () => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { requestLog: false });
    await seed(ctx.handle.db, {
      admin: { email: 'admin@example.com', password: 'admin123' },
      hashPassword,
      people: 2,
      livenessLogs: 0,
      fingerLogs: 0,
      requestLogs: 0,
    });
    auth = await ctx.login('admin@example.com', 'admin123');
  }, 60_000);
  afterAll(() => ctx.close());

  it('answers service → tier → price, tiers ascending with the top tier (None) last', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/services/v1/pricing?per_page=10&page=1', headers: auth });
    expect(res.statusCode).toBe(200);
    const { data, total, pages } = res.json();
    const services = Object.keys(data);
    expect(services.length).toBeGreaterThan(1);
    expect(total).toBe(services.length);
    expect(pages).toBe(1);
    for (const service of services) {
      const tiers = Object.keys(data[service]);
      expect(tiers.at(-1)).toBe('None');
      const bounds = tiers.slice(0, -1).map(Number);
      expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
      for (const price of Object.values(data[service])) expect(typeof price).toBe('number');
    }
    expect(res.body.indexOf('"1000"')).toBeLessThan(res.body.indexOf('"None"'));
  });

  it('pages over services', async () => {
    const one = (
      await ctx.app.inject({ method: 'GET', url: '/services/v1/pricing?per_page=1&page=2', headers: auth })
    ).json();
    expect(Object.keys(one.data)).toHaveLength(1);
    expect(one.page).toBe(2);
  });
});

describe('GET /admin/v2/person-fingerprint/:id/images', () => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { requestLog: false });
    await seed(ctx.handle.db, {
      admin: { email: 'admin@example.com', password: 'admin123' },
      hashPassword,
      people: 6,
      livenessLogs: 0,
      fingerLogs: 0,
      requestLogs: 0,
    });
    auth = await ctx.login('admin@example.com', 'admin123');
  }, 60_000);
  afterAll(() => ctx.close());

  it('groups the images three at a time with the original score, and records the access', async () => {
    const fp = await ctx.handle.db.selectFrom('fingerprints').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/admin/v2/person-fingerprint/${fp.id}/images`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: fp.id,
      finger: expect.any(String),
      person_cpf: expect.stringMatching(/^\*{3}\.\d{3}\.\d{3}-\*{2}$/),
    });
    expect(data.groups.length).toBeGreaterThan(0);
    for (const g of data.groups) {
      expect(g.original).toMatch(/\.jpeg$/);
      expect(typeof g.score).toBe('number');
    }
    const access = await ctx.handle.db
      .selectFrom('access_logs')
      .selectAll()
      .where('action', '=', 'gallery.view')
      .execute();
    expect(access.map((a) => a.subject_id)).toContain(String(fp.id));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/admin/v2/person-fingerprint/999999/images', headers: auth }))
        .statusCode,
    ).toBe(404);
  });
});

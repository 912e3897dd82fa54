import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../server/seed/seed.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testPasswordHash } from '../../support/testPasswordHash.js';
import { loadDescriptors, schemasDir } from '../../../server/descriptors/loadDescriptors.js';
import { SEED_EXAMPLES } from '../../../server/apiSchema/openapiExamples.js';
import { personalFields } from '../../../src/core/personal/personalFields.js';

/** The checked-in examples the document shows (server/apiSchema/openapiExamples.ts). */
const EXAMPLES_FILE = resolve('server/apiSchema/openapiExamples.json');

/**
 * Every instant of an example, and the month folder of a stored path (`finger/2026/11/…`): the
 * seed dates its rows relative to now, the examples are dated once.
 */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const EXAMPLE_INSTANT = '2026-03-02T14:30:00.000Z';
const MONTH_FOLDER = /\/\d{4}\/\d{2}\//g;

/** `value` with every instant replaced by {@link EXAMPLE_INSTANT}, and every month folder by its month. */
function dated(value: unknown): unknown {
  if (typeof value === 'string')
    return INSTANT.test(value) ? EXAMPLE_INSTANT : value.replace(MONTH_FOLDER, '/2026/03/');
  if (Array.isArray(value)) return value.map(dated);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, dated(v)]));
  return value;
}

/**
 * The document's examples come from the seed data as the API answers it: on a database filled by
 * `seed` (its default sizes and random seed), the first record of each descriptor's list, read
 * through its record route as the administrator (CPFs masked, only declared fields). This test
 * fails when server/apiSchema/openapiExamples.json is not that; rewrite it with
 * `npx vitest run tests/server/apiSchema/openapiExamples.test.ts -u`.
 */
describe('the seed examples of the OpenAPI document', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { requestLog: false });
    await seed(ctx.handle.db, {
      admin: { email: 'admin@example.com', password: 'admin123' },
      hashPassword: testPasswordHash,
    });
  });
  afterAll(() => ctx?.close());

  it('are the first record of each list as the API answers it (npx vitest run <this file> -u rewrites them)', async () => {
    const auth = await ctx.login('admin@example.com', 'admin123');
    const examples: Record<string, unknown> = {};
    for (const d of loadDescriptors(schemasDir()).filter((x) => x.server)) {
      const list = await ctx.app.inject({ url: d.api.endpoint, headers: auth });
      expect(list.statusCode, `${d.api.endpoint}: ${list.body}`).toBe(200);
      const first = (list.json()[d.api.list.items] as { id: number }[])[0];
      if (!first) continue;
      const one = await ctx.app.inject({ url: `${d.api.endpoint}/${first.id}`, headers: auth });
      expect(one.statusCode, `${d.api.endpoint}/${first.id}: ${one.body}`).toBe(200);
      examples[d.key] = dated(one.json()[d.api.record]);
    }
    expect(Object.keys(examples).length).toBeGreaterThanOrEqual(10);
    const text = await format(JSON.stringify(examples), {
      ...(await resolveConfig(EXAMPLES_FILE)),
      filepath: EXAMPLES_FILE,
    });
    await expect(text).toMatchFileSnapshot(EXAMPLES_FILE);
  });

  it('hold no full CPF: personal fields are masked as the API answers them', () => {
    let masked = 0;
    for (const d of loadDescriptors(schemasDir()))
      for (const field of personalFields(d)) {
        const value = SEED_EXAMPLES[d.key]?.[field];
        if (value === undefined || value === null) continue;
        expect(value, `${d.key}.${field}`).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
        masked += 1;
      }
    expect(masked).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(SEED_EXAMPLES)).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
  });
});

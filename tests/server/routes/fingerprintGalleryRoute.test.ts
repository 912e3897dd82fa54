import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

describe.each(testDbKinds)('fingerprint gallery: its answer and its id (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  let url: (id: string | number) => string;
  let fingerprintId: number;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await ctx.createUser({ email: 'galeria@example.com', password: 'segredo1' });
    auth = await ctx.login('galeria@example.com', 'segredo1');
    url = (id) => ctx.app.apiRoutes.of.fingerprintGallery!.url.replace(':id', String(id));
    const db = ctx.handle.db;
    const person = await db
      .insertInto('people')
      .values({ name: null, cpf: '52998224725' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fp = await db
      .insertInto('fingerprints')
      .values({ person_id: person.id, finger: 'Polegar direito' })
      .returning('id')
      .executeTakeFirstOrThrow();
    fingerprintId = fp.id;
    // Two captures: the first complete, the second without its mask.
    await db
      .insertInto('fingerprint_images')
      .values([
        {
          fingerprint_id: fp.id,
          position: 0,
          group_index: 0,
          kind: 'original',
          path: 'fp/0-original.jpeg',
          score: 0.91,
        },
        {
          fingerprint_id: fp.id,
          position: 1,
          group_index: 0,
          kind: 'processed',
          path: 'fp/0-processed.tiff',
          score: null,
        },
        { fingerprint_id: fp.id, position: 2, group_index: 0, kind: 'mask', path: 'fp/0-mask.tiff', score: null },
        {
          fingerprint_id: fp.id,
          position: 3,
          group_index: 1,
          kind: 'original',
          path: 'fp/1-original.jpeg',
          score: null,
        },
        {
          fingerprint_id: fp.id,
          position: 4,
          group_index: 1,
          kind: 'processed',
          path: 'fp/1-processed.tiff',
          score: null,
        },
      ])
      .execute();
  });
  afterAll(() => ctx.close());

  const get = (id: string | number) => ctx.app.inject({ method: 'GET', url: url(id), headers: auth });

  it('answers the registration, the masked CPF and the captures three by three (a missing image is null)', async () => {
    const res = await get(fingerprintId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: fingerprintId,
        finger: 'Polegar direito',
        person_cpf: '***.982.247-**',
        person_name: null,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
        groups: [
          {
            group: 0,
            score: 0.91,
            original: 'fp/0-original.jpeg',
            processed: 'fp/0-processed.tiff',
            mask: 'fp/0-mask.tiff',
          },
          { group: 1, score: null, original: 'fp/1-original.jpeg', processed: 'fp/1-processed.tiff', mask: null },
        ],
      },
    });
  });

  it('an id past the column is not found; what is no id is refused by its schema', async () => {
    for (const id of [999_999, 2_147_483_648, '999999999999999']) {
      const res = await get(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'Registro não encontrado.' });
    }
    for (const id of ['abc', '1.5', '-1', '9999999999999999']) {
      const res = await get(id);
      expect(res.statusCode, id).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['id']);
    }
  });
});

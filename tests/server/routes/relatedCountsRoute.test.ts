import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';
import { loadDescriptors, schemasDir } from '../../../server/descriptors/loadDescriptors.js';
import type { Descriptor } from '../../../src/core/descriptors/Descriptor.js';

/** schemas/roles.json plus a role that reads people and fingerprints only, and one that reads no people. */
function rolesWithReaders(): { roles: { key: string; label: string }[] } {
  const file = JSON.parse(readFileSync('schemas/roles.json', 'utf8')) as { roles: { key: string; label: string }[] };
  return {
    roles: [
      ...file.roles,
      { key: 'leitor', label: 'Leitor', grants: ['person:read', 'fingerprint:read'] },
      { key: 'digitais', label: 'Digitais', grants: ['fingerprint:read'] },
    ] as { key: string; label: string }[],
  };
}

/** The production descriptors, the users' role options naming the two extra roles (sanitizeRoles checks them). */
function descriptorsFor(roles: { key: string; label: string }[]): Descriptor[] {
  const descriptors = loadDescriptors(schemasDir());
  const user = descriptors.find((d) => d.key === 'user')!;
  user.fields.role!.options = roles.map((r) => ({ value: r.key, label: r.label }));
  return descriptors;
}

const ANA = '52998224725';
const BRUNO = '39053344705';

describe.each(testDbKinds)('GET {person}/{id}/related: the counts of a person form (%s)', (kind) => {
  let ctx: TestContext;
  const auth: Record<string, { authorization: string }> = {};
  let ana: number;
  let bruno: number;
  const url = (id: string | number) => ctx.app.apiRoutes.of.relatedCounts!.url.replace(':id', String(id));
  const get = (path: string, role = 'admin') => ctx.app.inject({ method: 'GET', url: path, headers: auth[role] });

  beforeAll(async () => {
    const roles = rolesWithReaders();
    ctx = await createTestContext(kind, { requestLog: false, roles, descriptors: descriptorsFor(roles.roles) });
    for (const role of ['admin', 'operador', 'leitor', 'digitais']) {
      await ctx.createUser({ email: `${role}@example.com`, password: 'segredo1', role });
      auth[role] = await ctx.login(`${role}@example.com`, 'segredo1');
    }
    const db = ctx.handle.db;
    const people = await db
      .insertInto('people')
      .values([
        { name: 'Ana', cpf: ANA },
        { name: 'Bruno', cpf: BRUNO },
      ])
      .returning('id')
      .execute();
    [ana, bruno] = people.map((p) => p.id) as [number, number];
    await db
      .insertInto('fingerprints')
      .values([
        { person_id: ana, finger: 'Polegar direito' },
        { person_id: ana, finger: 'Indicador direito' },
        { person_id: bruno, finger: 'Polegar direito' },
      ])
      .execute();
    await db.insertInto('liveness_proofs').values({ person_id: ana, bpm: 72 }).execute();
    await db
      .insertInto('finger_logs')
      .values([{ cpf: ANA }, { cpf: ANA }, { cpf: ANA }, { cpf: BRUNO }, { cpf: null }])
      .execute();
    await db
      .insertInto('liveness_logs')
      .values([{ cpf: ANA }, { cpf: BRUNO }])
      .execute();
  });
  afterAll(() => ctx.close());

  it('counts fingerprints, liveness proofs and both capture logs for an administrator', async () => {
    const res = await get(url(ana));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        fingerprint: { total: 2, capped: false },
        liveness: { total: 1, capped: false },
        'finger-log': { total: 3, capped: false },
        'liveness-log': { total: 1, capped: false },
      },
    });
    expect((await get(url(bruno))).json().data).toMatchObject({
      fingerprint: { total: 1 },
      liveness: { total: 0 },
      'finger-log': { total: 1 },
    });
  });

  it('gives each count the total its filtered list shows (the link the form opens)', async () => {
    const counts = (await get(url(ana))).json().data as Record<string, { total: number }>;
    const lists = {
      fingerprint: `/admin/v2/person-fingerprint?person_id=${ana}`,
      liveness: `/admin/v2/person-liveness?person_id=${ana}`,
      'finger-log': `/admin/v1/fingerprint?person=${ana}`,
      'liveness-log': `/admin/v1/liveness?person=${ana}`,
    };
    for (const [entity, path] of Object.entries(lists)) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.json().total, path).toBe(counts[entity]!.total);
    }
  });

  it('shows the operator every count, and a narrower role only the entities it may read', async () => {
    expect(Object.keys((await get(url(ana), 'operador')).json().data).sort()).toEqual([
      'finger-log',
      'fingerprint',
      'liveness',
      'liveness-log',
    ]);
    expect((await get(url(ana), 'leitor')).json()).toEqual({ data: { fingerprint: { total: 2, capped: false } } });
  });

  it('refuses a role that may not read people (403) and a request without a token (401)', async () => {
    const refused = await get(url(ana), 'digitais');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/permissão/i);
    expect((await ctx.app.inject({ method: 'GET', url: url(ana) })).statusCode).toBe(401);
  });

  it('answers 404 for an id no person has, past int4 too, and 400 for one that is no number', async () => {
    for (const id of ['999999', '2147483648', '999999999999999']) {
      const res = await get(url(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Registro não encontrado.');
    }
    const bad = await get(url('abc'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  });

  it('reads a percent-encoded path as the same route', async () => {
    const encoded = url(ana)
      .replace('/related', '/%72elated')
      .replace(String(ana), encodeURIComponent(String(ana)));
    const res = await get(encoded);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.fingerprint.total).toBe(2);
  });

  it('answers concurrent requests alike', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(url(ana))));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('filters the lists by a person id: other text matches nothing or is a pt-BR 400', async () => {
    const huge = await get('/admin/v2/person-fingerprint?person_id=99999999999');
    expect(huge.statusCode).toBe(200);
    expect(huge.json().total).toBe(0);
    const bad = await get('/admin/v1/fingerprint?person=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ person: expect.stringMatching(/Pessoa \(código\)/) });
  });

  it('answers 404 for an erased person, whose capture logs no longer count', async () => {
    const erased = await ctx.app.inject({ method: 'DELETE', url: `/person/v1/${bruno}`, headers: auth.admin });
    expect(erased.statusCode).toBe(200);
    expect((await get(url(bruno))).statusCode).toBe(404);
    expect((await get(`/admin/v1/fingerprint?person=${bruno}`)).json().total).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';
import { personWithCaptures, type PersonWithCaptures } from '../erasure/personWithCaptures.js';

/**
 * Issue 19 item 7: every read of biometric data is on record (who, what, which record or file),
 * and the record cannot be changed or deleted through the API.
 */
describe.each(testDbKinds)('every read of biometric data is on record (%s)', (kind) => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let adminId: number;
  let ana: PersonWithCaptures;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    adminId = await ctx.createUser({ email: 'auditoria@example.com', password: 'admin123', role: 'admin' });
    admin = await ctx.login('auditoria@example.com', 'admin123');
    ana = await personWithCaptures(ctx.handle.db, ctx.storage, 'ana-registro', '49858782004', 'Ana Registro Souza');
  }, 60_000);
  afterAll(() => ctx.close());

  const records = async () =>
    (
      await ctx.handle.db
        .selectFrom('access_logs')
        .select(['user_id', 'action', 'subject', 'subject_id'])
        .orderBy('id')
        .execute()
    ).map((r) => ({ ...r }));
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: admin, ...(payload !== undefined && { payload: payload as object }) });

  it('each stored file of a person (images, TIFFs, videos, logs, signal files) read with the token or a ticket leaves one record', async () => {
    await sql`truncate access_logs`.execute(ctx.handle.db);
    for (const [i, file] of ana.files.entries()) {
      let res;
      if (i % 2) {
        res = await inject('GET', `/files/${file}`);
      } else {
        const ticket = (await inject('POST', '/admin/v1/files/ticket', { path: file })).json().ticket;
        res = await ctx.app.inject({ method: 'GET', url: `/files/${file}?ticket=${ticket}` });
      }
      expect(res.statusCode, file).toBe(200);
    }
    const rows = await records();
    expect(rows).toHaveLength(ana.files.length);
    expect(rows).toEqual(
      ana.files.map((file) => ({
        user_id: adminId,
        action: 'file.read',
        subject: file.split('/')[0],
        subject_id: file,
      })),
    );
  });

  it('a video played in parts is one record, not one per range', async () => {
    await sql`truncate access_logs`.execute(ctx.handle.db);
    const video = ana.files.find((f) => f.startsWith('proofs/'))!;
    for (const range of ['bytes=0-', 'bytes=3-5', 'bytes=6-']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/files/${video}`, headers: { ...admin, range } });
      expect([200, 206]).toContain(res.statusCode);
    }
    expect(await records()).toEqual([{ user_id: adminId, action: 'file.read', subject: 'proofs', subject_id: video }]);
  });

  it('the fingerprint gallery and the exports of biometric lists leave one record each', async () => {
    await sql`truncate access_logs`.execute(ctx.handle.db);
    const fingerprint = await ctx.handle.db
      .selectFrom('fingerprints')
      .select('id')
      .where('person_id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect((await inject('GET', `/admin/v2/person-fingerprint/${fingerprint.id}/images`)).statusCode).toBe(200);
    const exports = [
      '/admin/v2/person-fingerprint/export.csv',
      '/admin/v2/person-liveness/export.csv',
      '/admin/v1/liveness/export.csv',
      '/admin/v1/fingerprint/export.csv',
    ];
    for (const url of exports) expect((await inject('GET', url)).statusCode, url).toBe(200);
    const rows = await records();
    expect(rows[0]).toEqual({
      user_id: adminId,
      action: 'gallery.view',
      subject: 'fingerprint',
      subject_id: String(fingerprint.id),
    });
    expect(rows.slice(1).map((r) => [r.user_id, r.action])).toEqual(exports.map(() => [adminId, 'export']));
  });

  it('a file that is not there is not a read, and leaves no record', async () => {
    await sql`truncate access_logs`.execute(ctx.handle.db);
    expect((await inject('GET', '/files/proofs/ninguem/video.mp4')).statusCode).toBe(404);
    expect(await records()).toEqual([]);
  });

  it('the access log cannot be changed or deleted through the API: no route writes it, every write method is refused and the rows stay', async () => {
    const endpoint = '/admin/v1/access-logs';
    const writers = (ctx.app.routeList ?? []).filter(
      (r) => (r.url === endpoint || r.url.startsWith(`${endpoint}/`)) && !['GET', 'HEAD'].includes(r.method),
    );
    expect(writers).toEqual([]);
    await inject('GET', `/files/${ana.files[0]}`);
    const before = await ctx.handle.db.selectFrom('access_logs').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    const id = before[0]!.id;
    const attempts: [Parameters<typeof inject>[0], string, unknown?][] = [
      ['DELETE', `${endpoint}/${id}`],
      ['PUT', `${endpoint}/${id}`, { action: 'nada', subject_id: 'x', version: 1 }],
      ['PATCH', `${endpoint}/${id}`, { action: 'nada' }],
      ['POST', endpoint, { action: 'file.read', subject: 'proofs', subject_id: 'forjado' }],
      ['POST', `${endpoint}/batch-delete`, { ids: [id] }],
      ['DELETE', endpoint],
      ['DELETE', `/admin/v1/access-log/${id}`],
      ['DELETE', `/admin/v1/%61ccess-logs/${id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await inject(method, url, payload);
      expect([404, 405], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
    const after = await ctx.handle.db
      .selectFrom('access_logs')
      .selectAll()
      .where('id', '<=', before[before.length - 1]!.id)
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
  });
});

import { mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { commitPeopleErasure } from '../../../server/erasure/commitPeopleErasure.js';
import { workOffPendingDeletions } from '../../../server/storage/workOffPendingDeletions.js';
import { createTestContext, TEST_SECRET, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';
import { filesLeft, personWithCaptures } from './personWithCaptures.js';

describe.each(testDbKinds)('erasing people: capture-log files, crash-proof removal, receipts (%s)', (kind) => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let operator: { authorization: string };
  const pending = async () => await ctx.handle.db.selectFrom('pending_file_deletions').selectAll().execute();

  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await ctx.createUser({ email: 'admin@example.com', password: 'admin123', role: 'admin' });
    await ctx.createUser({ email: 'operador@example.com', password: 'operador1', role: 'operador' });
    admin = await ctx.login('admin@example.com', 'admin123');
    operator = await ctx.login('operador@example.com', 'operador1');
  }, 60_000);
  afterAll(() => ctx.close());

  it('console DELETE removes the 16 files of registrations and capture logs and the capture rows’ links; the capture rows stay as statistics; a receipt counts it', async () => {
    const ana = await personWithCaptures(ctx.handle.db, ctx.storage, 'ana', '49858782004', 'Ana Beatriz Souza');
    const bruno = await personWithCaptures(ctx.handle.db, ctx.storage, 'bruno', '36923802164', 'Bruno Lima');
    expect(filesLeft(ctx.storage, ana.files)).toHaveLength(16);

    const res = await ctx.app.inject({ method: 'DELETE', url: `/person/v1/${ana.id}`, headers: admin });
    expect(res.statusCode).toBe(200);

    expect(filesLeft(ctx.storage, ana.files)).toEqual([]);
    expect(filesLeft(ctx.storage, bruno.files)).toHaveLength(16);
    expect(await pending()).toEqual([]);
    const liveness = await ctx.handle.db
      .selectFrom('liveness_logs')
      .selectAll()
      .where('id', '=', ana.livenessLogId)
      .executeTakeFirstOrThrow();
    expect(liveness).toMatchObject({
      cpf: null,
      log_text: null,
      arquivo_log: null,
      arquivo_video: null,
      arquivo_csv: null,
      arquivo_fft: null,
      arquivo_filtred: null,
      device_model: 'SM-A546E',
      bpm: 70,
    });
    const finger = await ctx.handle.db
      .selectFrom('finger_logs')
      .selectAll()
      .where('id', '=', ana.fingerLogId)
      .executeTakeFirstOrThrow();
    expect(finger).toMatchObject({
      cpf: null,
      log_text: null,
      arquivo_log: null,
      imagens: [],
      device_model: 'iPhone 13',
    });
    // The liveness capture's video no longer downloads.
    const video = await ctx.app.inject({
      method: 'GET',
      url: `/admin/v1/liveness/${ana.livenessLogId}`,
      headers: admin,
    });
    expect(video.statusCode).toBe(200);
    expect(JSON.stringify(video.json())).not.toContain('video.mp4');

    const receipts = await ctx.app.inject({ method: 'GET', url: '/admin/v1/erasure-receipt', headers: admin });
    expect(receipts.statusCode).toBe(200);
    const [receipt] = receipts.json().items;
    expect(receipt).toMatchObject({
      channel: 'console',
      people: 1,
      counts: {
        people: 1,
        fingerprints: 1,
        fingerprint_images: 3,
        liveness_proofs: 1,
        liveness_logs: 1,
        finger_logs: 1,
      },
      files: 16,
      filesPending: 0,
    });
    for (const personal of [ana.cpf, ana.name, ana.email, 'ana/']) expect(receipts.body).not.toContain(personal);
  });

  it('batch delete is recorded as channel batch', async () => {
    const a = await personWithCaptures(ctx.handle.db, ctx.storage, 'carla', '05538873943', 'Carla Dias');
    const b = await personWithCaptures(ctx.handle.db, ctx.storage, 'davi', '31746390778', 'Davi Rocha');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/person/v1/batch-delete',
      headers: admin,
      payload: { ids: [a.id, b.id] },
    });
    expect(res.json().count).toBe(2);
    expect(filesLeft(ctx.storage, [...a.files, ...b.files])).toEqual([]);
    const latest = await ctx.app.inject({ method: 'GET', url: '/admin/v1/erasure-receipt?per_page=1', headers: admin });
    expect(latest.statusCode, latest.body).toBe(200);
    const [receipt] = latest.json().items;
    expect(receipt).toMatchObject({ channel: 'batch', people: 2, files: 32, filesPending: 0 });
    // A batch of one is still a batch delete.
    const c = await personWithCaptures(ctx.handle.db, ctx.storage, 'caio', '82176549002', 'Caio Lima');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/person/v1/batch-delete',
          headers: admin,
          payload: { ids: [c.id] },
        })
      ).json().count,
    ).toBe(1);
    const [single] = (
      await ctx.app.inject({ method: 'GET', url: '/admin/v1/erasure-receipt?per_page=1', headers: admin })
    ).json().items;
    expect(single).toMatchObject({ channel: 'batch', people: 1 });
  });

  it('a crash between commit and file removal: the files stay listed and go at the next start', async () => {
    const eva = await personWithCaptures(ctx.handle.db, ctx.storage, 'eva', '47248799475', 'Eva Martins');
    // The transaction commits; the work-off that erasePeople runs next never happens (the crash).
    const committed = await commitPeopleErasure(ctx.handle.db, [eva.id], 'public');
    expect(committed.files).toBe(16);
    expect(filesLeft(ctx.storage, eva.files)).toHaveLength(16);
    expect((await pending()).map((p) => p.path).sort()).toEqual([...eva.files].sort());

    const restarted = await buildApp({
      db: ctx.handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: ctx.storage,
      requestLog: false,
    });
    try {
      await restarted.ready();
      expect(filesLeft(ctx.storage, eva.files)).toEqual([]);
      expect(await pending()).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it('a removal that fails stays listed with its error, does not block the others, and goes on a later run', async () => {
    const fabio = await personWithCaptures(ctx.handle.db, ctx.storage, 'fabio', '39053344705', 'Fábio Nunes');
    const stuck = fabio.files.find((f) => f.endsWith('video.mp4') && f.startsWith('proofs/'))!;
    // A folder where the file was: rm refuses it (not ENOENT), so the removal fails.
    rmSync(join(ctx.storage, stuck));
    mkdirSync(join(ctx.storage, stuck));
    writeFileSync(join(ctx.storage, stuck, 'x'), 'x');

    await ctx.app.inject({ method: 'DELETE', url: `/person/v1/${fabio.id}`, headers: admin });
    expect(filesLeft(ctx.storage, fabio.files)).toEqual([stuck]);
    const [left] = await pending();
    expect(left).toMatchObject({ path: stuck, attempts: 1 });
    expect(left!.last_error).toBeTruthy();
    const latest = await ctx.app.inject({ method: 'GET', url: '/admin/v1/erasure-receipt?per_page=1', headers: admin });
    expect(latest.statusCode, latest.body).toBe(200);
    const [receipt] = latest.json().items;
    expect(receipt).toMatchObject({ files: 16, filesPending: 1 });

    rmSync(join(ctx.storage, stuck, 'x'));
    rmdirSync(join(ctx.storage, stuck));
    expect(await workOffPendingDeletions(ctx.handle.db, ctx.storage)).toEqual({ removed: 1, failed: 0 });
    expect(await pending()).toEqual([]);
  });

  it('receipts are for administrators only, read-only, by the matched route', async () => {
    const refused = await ctx.app.inject({ method: 'GET', url: '/admin/v1/erasure-receipt', headers: operator });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Seu perfil não tem permissão para esta ação.');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/admin/v1/erasure%2Dreceipt', headers: operator })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/v1/erasure-receipt' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/admin/v1/erasure-receipt', headers: admin })).statusCode,
    ).toBe(404);
  });
});

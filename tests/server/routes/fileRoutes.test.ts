import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

describe.each(testDbKinds)('stored files (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  let ticket: string;
  const video = Buffer.alloc(10_000, 7);
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await ctx.createUser({ email: 'files@example.com', password: 'segredo1' });
    auth = await ctx.login('files@example.com', 'segredo1');
    const dir = join(ctx.storage, 'liveness', '2026', '11', 'abc');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'video.mp4'), video);
    writeFileSync(join(dir, 'log.txt'), 'início da captura\n');
    writeFileSync(join(dir, 'signal.csv'), 'frame;tempo_s\n');
    writeFileSync(join(ctx.storage, '..', 'fora.txt'), 'fora do armazenamento');
    const res = await ctx.app.inject({ method: 'POST', url: '/admin/v1/files/ticket', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().expires_in).toBe(600);
    ticket = res.json().ticket;
  });
  afterAll(() => ctx.close());

  const get = (path: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: path, headers });

  it('serves a file with a ticket, with its content type and no caching; text as UTF-8', async () => {
    const res = await get(`/files/liveness/2026/11/abc/video.mp4?ticket=${ticket}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(video)).toBe(true);
    const log = await get(`/files/liveness/2026/11/abc/log.txt?ticket=${ticket}`);
    expect(log.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(log.body).toBe('início da captura\n');
    const csv = await get(`/files/liveness/2026/11/abc/signal.csv`, auth);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('answers byte ranges (video seeking)', async () => {
    const res = await get(`/files/liveness/2026/11/abc/video.mp4?ticket=${ticket}`, { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/10000');
    expect(res.rawPayload.length).toBe(100);
  });

  it('refuses a missing or bad ticket, and never takes a ticket as a bearer token', async () => {
    expect((await get('/files/liveness/2026/11/abc/video.mp4')).statusCode).toBe(401);
    expect((await get('/files/liveness/2026/11/abc/video.mp4?ticket=abc.def.ghi')).json().code).toBe(99);
    const asBearer = await ctx.app.inject({ method: 'GET', url: '/admin/v1/param', headers: { authorization: `Bearer ${ticket}` } });
    expect(asBearer.statusCode).toBe(401);
  });

  it.each(['/files/../fora.txt', '/files/%2e%2e/fora.txt', '/files/liveness/..%2F..%2Ffora.txt', '/files/nao/existe.mp4', '/files/'])('answers 404 for %s', async (path) => {
    const res = await get(`${path}?ticket=${ticket}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('fora do armazenamento');
  });

  it('records who read which file in the access log, once per read (not per range)', async () => {
    const before = await ctx.handle.db.selectFrom('access_logs').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', 'file.read').executeTakeFirstOrThrow();
    await get(`/files/liveness/2026/11/abc/video.mp4?ticket=${ticket}`);
    await get(`/files/liveness/2026/11/abc/video.mp4?ticket=${ticket}`, { range: 'bytes=5000-' });
    const rows = await ctx.handle.db.selectFrom('access_logs').selectAll().where('action', '=', 'file.read').orderBy('id', 'desc').execute();
    expect(rows.length).toBe(Number(before.n) + 1);
    expect(rows[0]).toMatchObject({ subject: 'liveness', subject_id: 'liveness/2026/11/abc/video.mp4' });
    expect(rows[0]!.user_id).toBeGreaterThan(0);
  });
});

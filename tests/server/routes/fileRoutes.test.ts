import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { hashPassword } from '../../../server/auth/password.js';
import { createTestContext, TEST_SECRET, type TestContext } from '../../support/testApp.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';
import { putStoredFile } from '../../support/storageCrypto.js';

const VIDEO = 'liveness/2026/11/abc/video.mp4';
const LOG = 'liveness/2026/11/abc/log.txt';
const EXPORT = '/client/v1/export.csv';

describe.each(testDbKinds)('stored files (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  /** The app's clock (tokens and tickets): tests move it forward. */
  let clock = Date.now();
  const video = Buffer.alloc(10_000, 7);
  beforeAll(async () => {
    ctx = await createTestContext(kind, { now: () => clock });
    await ctx.createUser({ email: 'files@example.com', password: 'segredo1' });
    auth = await ctx.login('files@example.com', 'segredo1');
    // Stored as the app stores them: encrypted (a plain file would be refused as tampered).
    const dir = 'liveness/2026/11/abc';
    await putStoredFile(ctx.storage, `${dir}/video.mp4`, video);
    await putStoredFile(ctx.storage, `${dir}/log.txt`, 'início da captura\n');
    await putStoredFile(ctx.storage, `${dir}/signal.csv`, 'frame;tempo_s\n');
    await putStoredFile(ctx.storage, `${dir}/50%.txt`, 'cinquenta por cento');
    await putStoredFile(ctx.storage, `${dir}/aA.txt`, 'outro arquivo');
    await putStoredFile(ctx.storage, `${dir}/auditado.txt`, 'lido uma vez');
    writeFileSync(join(ctx.storage, '..', 'fora.txt'), 'fora do armazenamento');
  });
  afterAll(() => ctx.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: path, headers });
  const askTicket = (path: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/admin/v1/files/ticket', headers: auth, payload: { path } });
  /** A ticket for one stored file or export. */
  const ticketFor = async (path: string) => {
    const res = await askTicket(path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().expires_in).toBe(60);
    return res.json().ticket as string;
  };
  const fileReads = async () =>
    Number(
      (
        await ctx.handle.db
          .selectFrom('access_logs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('action', '=', 'file.read')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('serves a file with a ticket issued for it, with its content type and no caching; text as UTF-8', async () => {
    const res = await get(`/files/${VIDEO}?ticket=${await ticketFor(VIDEO)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(video)).toBe(true);
    const log = await get(`/files/${LOG}?ticket=${await ticketFor(LOG)}`);
    expect(log.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(log.body).toBe('início da captura\n');
    const csv = await get(`/files/liveness/2026/11/abc/signal.csv`, auth);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('answers byte ranges (video seeking)', async () => {
    const res = await get(`/files/${VIDEO}?ticket=${await ticketFor(VIDEO)}`, { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/10000');
    expect(res.rawPayload.length).toBe(100);
  });

  it('refuses a missing or bad ticket, and never takes a ticket as a bearer token', async () => {
    const ticket = await ticketFor(VIDEO);
    expect((await get(`/files/${VIDEO}`)).statusCode).toBe(401);
    expect((await get(`/files/${VIDEO}?ticket=abc.def.ghi`)).json().code).toBe(99);
    const asBearer = await ctx.app.inject({
      method: 'GET',
      url: '/admin/v1/param',
      headers: { authorization: `Bearer ${ticket}` },
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('a ticket opens only the file it was issued for: another file, and an export, are 403', async () => {
    const ticket = await ticketFor(VIDEO);
    const other = await get(`/files/${LOG}?ticket=${ticket}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Este link não dá acesso a este arquivo. Abra o arquivo novamente pelo console.');
    expect(other.body).not.toContain('início');
    // Missing or not, a file the ticket was not issued for tells nothing.
    expect((await get(`/files/liveness/2026/11/abc/nada.mp4?ticket=${ticket}`)).statusCode).toBe(403);
    const exported = await get(`${EXPORT}?ticket=${ticket}`);
    expect(exported.statusCode).toBe(403);
    expect(exported.json().message).toBe('Este link não dá acesso a esta exportação. Exporte novamente pelo console.');
    // The same path written another way (an encoded slash) is the same file.
    expect((await get(`/files/liveness%2F2026%2F11%2Fabc%2Fvideo.mp4?ticket=${ticket}`)).statusCode).toBe(200);
    // The bearer token is not bound to anything.
    expect((await get(`/files/${LOG}`, auth)).statusCode).toBe(200);
  });

  it('an export ticket opens its export and no file, nor another export', async () => {
    const ticket = await ticketFor(EXPORT);
    expect((await get(`/files/${VIDEO}?ticket=${ticket}`)).statusCode).toBe(403);
    expect((await get(`/client/%761/export.csv?cpf=529&ticket=${ticket}`)).statusCode).toBe(200);
    expect((await get(`/admin/v1/user/export.csv?ticket=${ticket}`)).statusCode).toBe(403);
  });

  it('a ticket is refused 60 seconds after it was issued (98: expired)', async () => {
    const ticket = await ticketFor(VIDEO);
    clock += 59_000;
    expect((await get(`/files/${VIDEO}?ticket=${ticket}`)).statusCode).toBe(200);
    clock += 1_000;
    const late = await get(`/files/${VIDEO}?ticket=${ticket}`, { range: 'bytes=5000-' });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe(98);
  });

  it.each([
    ['no path', undefined],
    ['a path leaving the storage', '../fora.txt'],
    ['an empty segment', 'liveness//x.mp4'],
    ['an absolute path', '/etc/passwd'],
    ['an API route that is no export', '/admin/v1/user'],
    ['the files route itself', '/files/*'],
    ['an export written another way', '/client/%761/export.csv'],
    ['not text', 42],
    ['an empty path', ''],
    ['a path too long', `liveness/${'x'.repeat(1024)}.mp4`],
  ])('asking for a ticket for %s is 400, the path refused in pt-BR', async (_what, path) => {
    const res = await askTicket(path);
    expect(res.statusCode, res.body).toBe(400);
    const message = 'Informe um arquivo armazenado ou uma exportação válida para o link.';
    expect(res.json()).toEqual({ message, errors: { path: message } });
  });

  it('a ticket needs the bearer token', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/admin/v1/files/ticket', payload: { path: VIDEO } })).statusCode,
    ).toBe(401);
  });

  it.each([
    '/files/../fora.txt',
    '/files/%2e%2e/fora.txt',
    '/files/liveness/..%2F..%2Ffora.txt',
    '/files/nao/existe.mp4',
    '/files/',
  ])('answers 404 for %s', async (path) => {
    const res = await get(path, auth);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('fora do armazenamento');
  });

  it('a missing file, or a folder, is a JSON 404 and records no read', async () => {
    const before = await fileReads();
    for (const path of ['liveness/2026/11/abc/nada.mp4', 'liveness/2026/11/abc']) {
      for (const res of [
        await get(`/files/${path}?ticket=${await ticketFor(path)}`),
        await get(`/files/${path}`, auth),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ message: 'Arquivo não encontrado.' });
      }
    }
    expect(await fileReads()).toBe(before);
  });

  it('the path is decoded once: `50%25.txt` is the file `50%.txt`, `a%2541.txt` is not `aA.txt`', async () => {
    const res = await get(
      `/files/liveness/2026/11/abc/50%25.txt?ticket=${await ticketFor('liveness/2026/11/abc/50%.txt')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('cinquenta por cento');
    const twice = await get('/files/liveness/2026/11/abc/a%2541.txt', auth);
    expect(twice.statusCode).toBe(404);
    expect(twice.body).not.toContain('outro arquivo');
  });

  it('a file read and an export are audited: their request-log row is written before the answer leaves', async () => {
    const logged = async (path: string) =>
      (await ctx.handle.db.selectFrom('request_logs').select('path').where('path', 'like', `${path}%`).execute())
        .length;
    const file = await get(
      `/files/liveness/2026/11/abc/auditado.txt?ticket=${await ticketFor('liveness/2026/11/abc/auditado.txt')}`,
    );
    expect(file.statusCode).toBe(200);
    expect(await logged('/files/liveness/2026/11/abc/auditado.txt')).toBe(1);
    const csv = await get('/admin/v1/param/export.csv', auth);
    expect(csv.statusCode).toBe(200);
    expect(await logged('/admin/v1/param/export.csv')).toBe(1);
  });

  it('records who read which file in the access log, once per read (not per range)', async () => {
    const before = await fileReads();
    const ticket = await ticketFor(VIDEO);
    await get(`/files/${VIDEO}?ticket=${ticket}`);
    await get(`/files/${VIDEO}?ticket=${ticket}`, { range: 'bytes=5000-' });
    const rows = await ctx.handle.db
      .selectFrom('access_logs')
      .selectAll()
      .where('action', '=', 'file.read')
      .orderBy('id', 'desc')
      .execute();
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({ subject: 'liveness', subject_id: VIDEO });
    expect(rows[0]!.user_id).toBeGreaterThan(0);
  });
});

describe('stored files over one keep-alive connection, with the console served', () => {
  it('50 reads of present and missing files: JSON 404s, never the console page, and no listener piling up on an answer', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    const handle = await openTestDb('pglite');
    const storage = tempDir('storage');
    const consoleDir = tempDir('console');
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
    mkdirSync(join(storage, 'x'));
    writeFileSync(join(storage, 'x', 'a.txt'), 'conteúdo');
    const app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: storage,
      consoleDir,
      requestLog: false,
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { id } = await handle.db
        .insertInto('users')
        .values({
          name: 'Arquivos',
          email: 'arq@example.com',
          phone: '11987654321',
          role: 'admin',
          password_hash: await hashPassword('segredo1'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const authorization = `Bearer ${await app.tokens.sign({ userId: id, tokenVersion: 0 })}`;
      const ticket = async (path: string) =>
        (
          await app.inject({
            method: 'POST',
            url: '/admin/v1/files/ticket',
            headers: { authorization },
            payload: { path },
          })
        ).json().ticket as string;
      const tickets = { 'x/a.txt': await ticket('x/a.txt'), 'x/nada.txt': await ticket('x/nada.txt') };
      await app.listen({ port: 0, host: '127.0.0.1' });
      // Close listeners on each answer, counted once it is sent (Node warns from 11 on one emitter).
      const listeners: number[] = [];
      app.server.prependListener('request', (_req, res) =>
        res.on('finish', () => listeners.push(res.listenerCount('close'))),
      );
      const { port } = app.server.address() as AddressInfo;
      const get = (path: string, headers: Record<string, string> = {}) =>
        new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
              let body = '';
              res.on('data', (chunk: Buffer) => (body += chunk));
              res.on('end', () =>
                resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }),
              );
            })
            .on('error', reject);
        });
      for (let i = 0; i < 50; i++) {
        const missing = await get(`/files/x/nada.txt?ticket=${tickets['x/nada.txt']}`);
        expect(missing).toMatchObject({ status: 404, body: '{"message":"Arquivo não encontrado."}' });
        expect(missing.type).toMatch(/^application\/json/);
        if (i % 10 === 0) {
          expect(await get(`/files/x/a.txt?ticket=${tickets['x/a.txt']}`)).toMatchObject({
            status: 200,
            body: 'conteúdo',
          });
          expect((await get('/files/x/a.txt', { authorization, range: 'bytes=0-1' })).status).toBe(206);
        }
      }
      // Every answer has finished (the last one maybe just after its client read it); Node's
      // listener warnings go out on the next tick, so any would be in by the next turn.
      await vi.waitFor(() => expect(listeners).toHaveLength(60));
      await new Promise((r) => setImmediate(r));
      expect(warnings.map((w) => w.message)).toEqual([]);
      expect(Math.max(...listeners)).toBeLessThan(10);
    } finally {
      process.off('warning', onWarning);
      agent.destroy();
      await app.close();
      await handle.close();
    }
  });
});

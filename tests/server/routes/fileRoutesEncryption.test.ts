import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, truncateSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { CHUNK_SIZE, HEADER_LENGTH, TAG_LENGTH } from '../../../server/storage/crypto/fileHeader.js';
import { walkStoredFiles } from '../../../server/storage/walkStoredFiles.js';
import { createTestContext, TEST_SECRET, type TestContext } from '../../support/testApp.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { putStoredFile, testKeyring } from '../../support/storageCrypto.js';
import { tempDir } from '../../support/tempDir.js';

const TAMPERED = 'O arquivo armazenado está corrompido ou foi adulterado e não pode ser entregue.';
const SEALED = CHUNK_SIZE + TAG_LENGTH;

describe.each(testDbKinds)('stored files are encrypted at rest and served decrypted (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  // An MP4-looking video over several chunks, a JPEG, a text file.
  const video = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    randomBytes(3 * CHUNK_SIZE + 765),
  ]);
  const size = video.length;
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4000)]);
  const text = 'Registro de captura: dedo indicador direito, qualidade 87, dispositivo SM-A546E\n';
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await ctx.createUser({ email: 'cripto@example.com', password: 'segredo1' });
    auth = await ctx.login('cripto@example.com', 'segredo1');
    await putStoredFile(ctx.storage, 'liveness/1/video.mp4', video);
    await putStoredFile(ctx.storage, 'finger/1/log/a.jpeg', jpeg);
    await putStoredFile(ctx.storage, 'finger/1/log/log.txt', text);
    await putStoredFile(ctx.storage, 'vazio.txt', '');
  });
  afterAll(() => ctx.close());
  const get = (path: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/files/${path}`, headers: { ...auth, ...headers } });

  it('the storage folder holds no plaintext: no JPEG or MP4 magic, no known text; every file starts with the header', async () => {
    for await (const path of walkStoredFiles(ctx.storage)) {
      const bytes = readFileSync(path);
      if (path.endsWith('.storage-encrypted-v1')) continue;
      expect(bytes.subarray(0, 8).toString('latin1'), path).toBe('BIOCRYPT');
      expect(bytes.includes(Buffer.from('ftypisom'))).toBe(false);
      expect(bytes.includes(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
      expect(bytes.includes(Buffer.from('dedo indicador'))).toBe(false);
      expect(bytes.includes(video.subarray(1000, 1032))).toBe(false);
    }
  });

  it('serves the original bytes with their type and length (video, JPEG, text, empty)', async () => {
    const res = await get('liveness/1/video.mp4');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe(String(size));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(res.rawPayload.equals(video)).toBe(true);
    const image = await get('finger/1/log/a.jpeg');
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(jpeg)).toBe(true);
    const log = await get('finger/1/log/log.txt');
    expect(log.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(log.body).toBe(text);
    const empty = await get('vazio.txt');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-length']).toBe('0');
    expect(empty.rawPayload.length).toBe(0);
  });

  it.each([
    ['the first byte', 'bytes=0-0', 0, 0],
    ['the last byte', `bytes=${size - 1}-${size - 1}`, size - 1, size - 1],
    ['across a chunk border', `bytes=${CHUNK_SIZE - 10}-${CHUNK_SIZE + 9}`, CHUNK_SIZE - 10, CHUNK_SIZE + 9],
    ['across every border', `bytes=1-${size - 2}`, 1, size - 2],
    ['a suffix', 'bytes=-1000', size - 1000, size - 1],
    ['a suffix longer than the file', `bytes=-${size + 50}`, 0, size - 1],
    ['open-ended', `bytes=${2 * CHUNK_SIZE}-`, 2 * CHUNK_SIZE, size - 1],
    ['an end past the file', `bytes=100-${size + 1000}`, 100, size - 1],
  ])('a range: %s → 206 with the same bytes as the original', async (_what, range, start, end) => {
    const res = await get('liveness/1/video.mp4', { range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
  });

  it('a range past the end is 416 (pt-BR, Content-Range */size); several ranges or junk get the whole file; a stale If-Range too; If-None-Match 304', async () => {
    const past = await get('liveness/1/video.mp4', { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.json().message).toBe('O intervalo pedido está fora do arquivo.');
    for (const range of ['bytes=0-1,5-6', 'bytes=abc', 'linhas=1-2']) {
      const res = await get('liveness/1/video.mp4', { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.equals(video)).toBe(true);
    }
    const { etag } = (await get('liveness/1/video.mp4', { range: 'bytes=0-0' })).headers;
    expect((await get('liveness/1/video.mp4', { range: 'bytes=0-0', 'if-range': String(etag) })).statusCode).toBe(206);
    expect((await get('liveness/1/video.mp4', { range: 'bytes=0-0', 'if-range': 'W/"outro"' })).statusCode).toBe(200);
    expect((await get('liveness/1/video.mp4', { 'if-none-match': String(etag) })).statusCode).toBe(304);
  });

  it('HEAD gives the headers of the decrypted file and no body', async () => {
    const res = await ctx.app.inject({
      method: 'HEAD',
      url: '/files/liveness/1/video.mp4',
      headers: { ...auth, range: 'bytes=10-19' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-length']).toBe('10');
    expect(res.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(res.rawPayload.length).toBe(0);
    const whole = await ctx.app.inject({ method: 'HEAD', url: '/files/liveness/1/video.mp4', headers: auth });
    expect(whole.headers['content-length']).toBe(String(size));
  });

  it('a dotted name (the seed pool, the encryption marker) or a partial file is never served', async () => {
    await putStoredFile(ctx.storage, '.seed-pool/face-72/video.mp4', video);
    await putStoredFile(ctx.storage, 'liveness/1/video.mp4.0123456789ab.crypt-part', video);
    for (const path of [
      '.seed-pool/face-72/video.mp4',
      '.storage-encrypted-v1',
      'liveness/1/video.mp4.0123456789ab.crypt-part',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ message: 'Arquivo não encontrado.' });
    }
  });

  it.each([
    ['a flipped bit in the header', (p: string) => flip(p, 40)],
    ['a flipped bit in the first chunk', (p: string) => flip(p, HEADER_LENGTH + 10)],
    ['a flipped bit in the last chunk', (p: string) => flip(p, statSync(p).size - 20)],
    ['a truncated last chunk', (p: string) => truncateSync(p, statSync(p).size - 3)],
    ['a file cut at a chunk border', (p: string) => truncateSync(p, HEADER_LENGTH + 2 * SEALED)],
    ['swapped chunks', (p: string) => swapFirstChunks(p)],
    ['a plain file put after the start', (p: string) => writeFileSync(p, jpeg)],
  ])('%s: refused with a pt-BR 500 before any byte leaves', async (_what, damage) => {
    const path = `danos/${Math.random().toString(36).slice(2)}.mp4`;
    await putStoredFile(ctx.storage, path, video);
    damage(join(ctx.storage, path));
    for (const headers of [{}, { range: 'bytes=0-99' }] as Record<string, string>[]) {
      const res = await get(path, headers);
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: TAMPERED });
      expect(res.headers['content-range']).toBeUndefined();
    }
  });
});

function flip(path: string, offset: number): void {
  const bytes = readFileSync(path);
  bytes[offset]! ^= 0x01;
  writeFileSync(path, bytes);
}

function swapFirstChunks(path: string): void {
  const bytes = readFileSync(path);
  const first = Buffer.from(bytes.subarray(HEADER_LENGTH, HEADER_LENGTH + SEALED));
  bytes.copy(bytes, HEADER_LENGTH, HEADER_LENGTH + SEALED, HEADER_LENGTH + 2 * SEALED);
  first.copy(bytes, HEADER_LENGTH + SEALED);
  writeFileSync(path, bytes);
}

describe('encrypted files over HTTP: damage found mid-stream, logging, the start pass', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _e, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const storage = tempDir('crypt-http');
  const keys = testKeyring();
  const big = randomBytes(40 * CHUNK_SIZE);
  const legacy = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), randomBytes(200_000)]);
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  let authorization = '';
  beforeAll(async () => {
    // A data folder from before encryption: plain files, served the same once the app has started.
    mkdirSync(join(storage, 'liveness/antigo'), { recursive: true });
    writeFileSync(join(storage, 'liveness/antigo/video.mp4'), legacy);
    writeFileSync(join(storage, 'liveness/antigo/log.txt'), 'registro antigo\n');
    const handle = await openTestDb('pglite');
    app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: storage,
      storageKeys: keys,
      requestLog: false,
      logger: { level: 'warn', stream },
    });
    const { id } = await handle.db
      .insertInto('users')
      .values({ name: 'Cifra', email: 'cifra@example.com', phone: '11987654321', role: 'admin', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    authorization = `Bearer ${await app.tokens.sign({ userId: id, tokenVersion: 0 })}`;
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = async () => {
      await app.close();
      await handle.close();
    };
  });
  afterAll(() => close());

  it('the start pass encrypted the plain files (and said so); they are served with the same bytes, ranges included', async () => {
    expect(readFileSync(join(storage, 'liveness/antigo/video.mp4')).subarray(0, 8).toString()).toBe('BIOCRYPT');
    expect(lines.join('')).toMatch(/2 arquivo\(s\) anterior\(es\) criptografado\(s\) na inicialização/);
    const whole = await app.inject({
      method: 'GET',
      url: '/files/liveness/antigo/video.mp4',
      headers: { authorization },
    });
    expect(whole.rawPayload.equals(legacy)).toBe(true);
    const part = await app.inject({
      method: 'GET',
      url: '/files/liveness/antigo/video.mp4',
      headers: { authorization, range: 'bytes=70000-140000' },
    });
    expect(part.rawPayload.equals(legacy.subarray(70_000, 140_001))).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: '/files/liveness/antigo/log.txt', headers: { authorization } })).body,
    ).toBe('registro antigo\n');
  });

  it('a chunk damaged past the first megabyte cuts the connection: fewer bytes than announced, every one of them right; logged', async () => {
    await putStoredFile(storage, 'liveness/grande/video.mp4', big);
    flip(join(storage, 'liveness/grande/video.mp4'), HEADER_LENGTH + 30 * SEALED + 100);
    const { port } = app.server.address() as AddressInfo;
    const outcome = await new Promise<{ status: number; length: number; received: Buffer; aborted: boolean }>(
      (resolve) => {
        http.get(
          { host: '127.0.0.1', port, path: '/files/liveness/grande/video.mp4', headers: { authorization } },
          (res) => {
            const parts: Buffer[] = [];
            let aborted = false;
            res.on('data', (b: Buffer) => parts.push(b));
            res.on('aborted', () => (aborted = true));
            res.on('error', () => (aborted = true));
            res.on('close', () =>
              resolve({
                status: res.statusCode!,
                length: Number(res.headers['content-length']),
                received: Buffer.concat(parts),
                aborted,
              }),
            );
          },
        );
      },
    );
    expect(outcome.status).toBe(200);
    expect(outcome.length).toBe(big.length);
    expect(outcome.aborted).toBe(true);
    expect(outcome.received.length).toBeLessThanOrEqual(30 * CHUNK_SIZE);
    expect(outcome.received.equals(big.subarray(0, outcome.received.length))).toBe(true);
    // Logged once the stream has failed, which may be just after the client saw the cut.
    await vi.waitFor(() => {
      expect(lines.join('')).toMatch(/arquivo armazenado recusado: falha de autenticação/);
      expect(lines.join('')).toMatch(/bloco 30/);
    });
  });

  it('a file refused before the headers is logged with the file and the reason', async () => {
    await putStoredFile(storage, 'finger/9/a.jpeg', randomBytes(100));
    flip(join(storage, 'finger/9/a.jpeg'), HEADER_LENGTH + 3);
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/files/finger/9/a.jpeg', headers: { authorization } });
    expect(res.statusCode).toBe(500);
    const logged = lines.join('');
    expect(logged).toContain('finger/9/a.jpeg');
    expect(logged).toMatch(/bloco 0 \(último\) não autenticado/);
  });
});

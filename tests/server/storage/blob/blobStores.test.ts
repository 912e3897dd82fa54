import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../../../server/storage/blob/BlobStore.js';
import { createLocalBlobStore } from '../../../../server/storage/blob/createLocalBlobStore.js';
import { createS3BlobStore } from '../../../../server/storage/blob/createS3BlobStore.js';
import { startTestS3Server, type TestS3Server } from '../../../support/testS3Server.js';
import { tempDir } from '../../../support/tempDir.js';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(() => s3?.stop());

/** `total` bytes of a known pattern, in pieces of `piece`: never whole in the test's memory either. */
function pattern(total: number, piece = 1024 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const n = Math.min(piece, total - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = (sent + i) % 251;
      sent += n;
      this.push(chunk);
    },
  });
}
const expected = (from: number, length: number) => Buffer.from(Array.from({ length }, (_, i) => (from + i) % 251));

const stores: [string, () => BlobStore][] = [
  ['local', () => createLocalBlobStore(tempDir('blob-local'))],
  ['s3', () => createS3BlobStore({ ...s3.config, prefix: `t${Math.random().toString(36).slice(2, 8)}/` })],
];

describe.each(stores)('the %s store', (_name, make) => {
  let store: BlobStore;
  beforeAll(() => {
    store = make();
  });

  it('streams a write (17 MiB: several multipart parts on S3) and reads any range of it back', async () => {
    const size = 17 * 1024 * 1024 + 123;
    await store.write('liveness/2026/11/ab/video.mp4', pattern(size));
    const blob = (await store.open('liveness/2026/11/ab/video.mp4'))!;
    expect(blob.size).toBe(size);
    expect(blob.mtimeMs).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(await blob.readAt(0, 100)).toEqual(expected(0, 100));
    expect(await blob.readAt(9 * 1024 * 1024 - 7, 5000)).toEqual(expected(9 * 1024 * 1024 - 7, 5000));
    // Past the end: only what there is (the encrypted format calls that truncated).
    expect((await blob.readAt(size - 10, 100)).length).toBe(10);
    await blob.close();
  });

  it('a write replaces the blob whole; list names every key; remove is idempotent', async () => {
    await store.write('finger/1/a.txt', Readable.from([Buffer.from('primeira')]));
    await store.write('finger/1/a.txt', Readable.from([Buffer.from('segunda versão')]));
    const blob = (await store.open('finger/1/a.txt'))!;
    expect((await blob.readAt(0, blob.size)).toString()).toBe('segunda versão');
    await blob.close();
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    expect(keys).toEqual(expect.arrayContaining(['finger/1/a.txt', 'liveness/2026/11/ab/video.mp4']));
    await store.remove('finger/1/a.txt');
    await store.remove('finger/1/a.txt');
    expect(await store.open('finger/1/a.txt')).toBeNull();
  });

  it('list with a prefix names only the keys under it (a missing folder holds none)', async () => {
    await store.write('reports/7.zip', Readable.from([Buffer.from('zip')]));
    await store.write('reports-antigos/8.zip', Readable.from([Buffer.from('outro')]));
    const under = async (prefix: string) => {
      const keys: string[] = [];
      for await (const key of store.list(prefix)) keys.push(key);
      return keys.sort();
    };
    expect(await under('reports/')).toEqual(['reports/7.zip']);
    expect(await under('nada/')).toEqual([]);
    expect(await under('')).toEqual(expect.arrayContaining(['reports/7.zip', 'reports-antigos/8.zip']));
  });

  it('a failed source leaves no blob behind (the old one, or none)', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('fonte interrompida'));
      },
    });
    await expect(store.write('finger/2/b.bin', failing)).rejects.toThrow();
    expect(await store.open('finger/2/b.bin')).toBeNull();
  });

  it('keys that could leave the store are refused: null to read, an error to write, nothing removed', async () => {
    for (const key of ['../fora.txt', '/abs.txt', 'a//b', 'a/./b', 'a\\b', '', 'x'.repeat(1025), 'a/\u0000b']) {
      expect(await store.open(key), key).toBeNull();
      await expect(store.write(key, Readable.from([Buffer.from('x')])), key).rejects.toThrow(/inválido/);
      await store.remove(key);
    }
  });

  it('is ready when it can be written and read', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('the s3 store when the server is down', () => {
  it('check, open, write and remove reject (the callers answer 503 or keep the deletion listed); all work again once it is back', async () => {
    const store = createS3BlobStore({ ...s3.config, prefix: 'queda/' });
    await store.write('a/b.txt', Readable.from([Buffer.from('antes')]));
    await s3.stop();
    try {
      await expect(store.check()).rejects.toThrow();
      await expect(store.open('a/b.txt')).rejects.toThrow();
      await expect(store.remove('a/b.txt')).rejects.toThrow();
    } finally {
      await s3.start();
    }
    await store.remove('a/b.txt');
    expect(await store.open('a/b.txt')).toBeNull();
  });
});

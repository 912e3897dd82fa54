import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../../../server/app.js';
import type { DbHandle } from '../../../../server/db/openDb.js';
import { writeSyntheticFaceVideo } from '../../../../server/media/writeSyntheticFaceVideo.js';
import type { BlobStore } from '../../../../server/storage/blob/BlobStore.js';
import { createS3BlobStore } from '../../../../server/storage/blob/createS3BlobStore.js';
import { useFileStore } from '../../../../server/storage/fileStore.js';
import { useStorageKeys } from '../../../../server/storage/storageKeys.js';
import { walkStoredFiles } from '../../../../server/storage/walkStoredFiles.js';
import { personWithCaptures } from '../../erasure/personWithCaptures.js';
import { TEST_SECRET } from '../../../support/testApp.js';
import { openTestDb, testDbKinds } from '../../../support/testDb.js';
import { signInNewAdmin } from '../../../support/signInNewAdmin.js';
import { putStoredFile, testKeyring } from '../../../support/storageCrypto.js';
import { startTestS3Server, type TestS3Server } from '../../../support/testS3Server.js';
import { tempDir } from '../../../support/tempDir.js';
import * as apiMessages from '../../../../src/core/api/apiMessages.js';

/** Issue 25, item 1: the stored files in an S3-compatible bucket, the same code as the folder. */
describe.each(testDbKinds)('stored files in S3 (%s)', (kind) => {
  let s3: TestS3Server;
  let handle: DbHandle;
  let app: App;
  let store: BlobStore;
  let auth: { authorization: string };
  const storage = tempDir('s3-storage');

  /** The keys present in the bucket (under this test's prefix). */
  const objects = async () => {
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    return keys.filter((k) => !k.startsWith('.'));
  };

  beforeAll(async () => {
    s3 = await startTestS3Server();
    handle = await openTestDb(kind);
    useStorageKeys(storage, testKeyring());
    store = createS3BlobStore({ ...s3.config, prefix: `${kind}/` });
    useFileStore(storage, store);
    app = await buildApp({ db: handle.db, jwtSecret: TEST_SECRET, storageDir: storage, deletionRetryMs: 200 });
    await app.ready();
    auth = await signInNewAdmin(app, handle.db);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await s3?.stop();
  });

  it('files written through the app go to the bucket, encrypted, and nothing to the local folder', async () => {
    await putStoredFile(storage, 'finger/2026/11/x/log/log.txt', 'texto do titular 529.982.247-25');
    expect(await objects()).toContain('finger/2026/11/x/log/log.txt');
    const blob = (await store.open('finger/2026/11/x/log/log.txt'))!;
    const raw = await blob.readAt(0, blob.size);
    expect(raw.toString('latin1')).not.toContain('titular');
    expect(raw.subarray(0, 8).toString('latin1')).toBe('BIOCRYPT');
    const local: string[] = [];
    for await (const file of walkStoredFiles(storage)) local.push(file);
    expect(local.filter((f) => f.includes('finger/'))).toEqual([]);
  });

  it('GET /files streams the file from the bucket, decrypted, after the access is on record; ranges too; a missing one is 404', async () => {
    const res = await app.inject({ url: '/files/finger/2026/11/x/log/log.txt', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('texto do titular 529.982.247-25');
    expect(res.headers.etag).toMatch(/^W\/"/);
    const reads = await handle.db
      .selectFrom('access_logs')
      .select('subject_id')
      .where('action', '=', 'file.read')
      .execute();
    expect(reads).toEqual([{ subject_id: 'finger/2026/11/x/log/log.txt' }]);
    const part = await app.inject({
      url: '/files/finger/2026/11/x/log/log.txt',
      headers: { ...auth, range: 'bytes=6-12' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('do titu');
    expect((await app.inject({ url: '/files/finger/2026/11/x/nada.txt', headers: auth })).statusCode).toBe(404);
    expect((await app.inject({ url: '/files/finger/2026/11/x/log/log.txt' })).statusCode).toBe(401);
  });

  it('liveness file generation reads the video from the bucket and stores its three signal files there', async () => {
    vi.stubEnv('TMPDIR', tempDir('s3-liveness'));
    try {
      const plain = join(tempDir('s3-video'), 'video.mp4');
      await writeSyntheticFaceVideo(plain, { bpm: 72, seed: 9 });
      const folder = `liveness/2026/11/s3${kind}`;
      await putStoredFile(storage, `${folder}/video.mp4`, readFileSync(plain));
      const row = await handle.db
        .insertInto('liveness_logs')
        .values({ arquivo_video: `${folder}/video.mp4`, device_model: 'SM-A546E' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await app.inject({
        method: 'POST',
        url: '/admin/v1/liveness/gerar-arquivos',
        headers: auth,
        payload: { id: row.id },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(Math.abs(res.json().data.bpm - 72)).toBeLessThanOrEqual(3);
      expect(await objects()).toEqual(
        expect.arrayContaining(['signal.csv', 'fft.csv', 'filtred.csv'].map((f) => `${folder}/${f}`)),
      );
      const csv = await app.inject({ url: `/files/${folder}/signal.csv`, headers: auth });
      expect(csv.statusCode).toBe(200);
      expect(csv.body.split('\n')[0]).toBe('frame;tempo_s;r;g;b');
    } finally {
      vi.unstubAllEnvs();
    }
  }, 60_000);

  it('an erasure while the bucket is down commits, keeps the files listed, and they go once it is back', async () => {
    const person = await personWithCaptures(handle.db, storage, `s3${kind}`, '49858782004', 'Ana Beatriz Souza');
    expect(await objects()).toEqual(expect.arrayContaining(person.files));
    await s3.stop();
    try {
      const erased = await app.inject({ method: 'DELETE', url: `/person/v1/${person.id}`, headers: auth });
      expect(erased.statusCode, erased.body).toBe(200);
      const listed = await handle.db.selectFrom('pending_file_deletions').select(['path', 'attempts']).execute();
      expect(listed.map((r) => r.path).sort()).toEqual([...person.files].sort());
      expect(listed.every((r) => r.attempts >= 1)).toBe(true);
      // While it is down the API says so, and a download is a pt-BR 503, not a 500.
      const download = await app.inject({ url: '/files/finger/2026/11/x/log/log.txt', headers: auth });
      expect(download.statusCode).toBe(503);
      expect(download.json()).toEqual({ message: apiMessages.storageUnavailable });
      expect(download.headers['retry-after']).toBe('5');
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().errors).toEqual({ storage: 'armazenamento de arquivos indisponível' });
    } finally {
      await s3.start();
    }
    // The retry (every 200 ms here, a minute by default) removes them without another erasure.
    await vi.waitFor(
      async () => expect(await handle.db.selectFrom('pending_file_deletions').select('path').execute()).toEqual([]),
      { timeout: 20_000, interval: 200 },
    );
    const left = await objects();
    expect(person.files.filter((f) => left.includes(f))).toEqual([]);
    await vi.waitFor(async () => expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200), {
      timeout: 5_000,
    });
  }, 60_000);
});

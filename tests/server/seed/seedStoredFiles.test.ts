import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/openDb.js';
import { hashPassword } from '../../../server/auth/password.js';
import { seed } from '../../../server/seed/seed.js';
import { openTestDb } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';
import { putStoredFile, testKeyring } from '../../support/storageCrypto.js';
import { openStoredFile } from '../../../server/storage/openStoredFile.js';
import { useStorageKeys } from '../../../server/storage/storageKeys.js';
import { walkStoredFiles } from '../../../server/storage/walkStoredFiles.js';
import { createS3BlobStore } from '../../../server/storage/blob/createS3BlobStore.js';
import { useFileStore } from '../../../server/storage/fileStore.js';
import { startTestS3Server, type TestS3Server } from '../../support/testS3Server.js';

describe('seed with stored files', () => {
  let handle: DbHandle;
  const storage = tempDir('seed-storage');
  beforeAll(async () => {
    useStorageKeys(storage, testKeyring());
    handle = await openTestDb('pglite');
    await seed(handle.db, {
      admin: { email: 'a@example.com', password: 'admin123' },
      hashPassword,
      people: 12,
      livenessLogs: 15,
      fingerLogs: 10,
      requestLogs: 5,
      storage,
    });
  }, 120_000);
  afterAll(() => handle.close());

  const file = (relative: string) => join(storage, relative);
  /** A stored file's content, decrypted (every stored file is encrypted at rest). */
  const read = async (relative: string) => buffer((await openStoredFile(storage, relative))!);

  it('puts a real video, log text and (when processed) signal files behind every liveness log, with the BPM they give', async () => {
    const rows = (await sql<Record<string, string | number | null>>`select * from liveness_logs`.execute(handle.db))
      .rows;
    for (const row of rows) {
      expect((await read(String(row.arquivo_video))).subarray(4, 8).toString()).toBe('ftyp');
      expect((await read(String(row.arquivo_log))).toString('utf8')).toBe(`${row.log_text}\n`);
      if (row.arquivo_csv) {
        for (const k of ['arquivo_csv', 'arquivo_fft', 'arquivo_filtred'])
          expect(existsSync(file(String(row[k])))).toBe(true);
        expect(row.bpm).toEqual(expect.any(Number));
      } else expect(row.bpm).toBeNull();
    }
    expect(rows.some((r) => !r.arquivo_csv)).toBe(true);
  });

  it('puts the JPEG of every finger capture image and its processed and mask TIFFs in the img folder', async () => {
    const rows = (
      await sql<{ imagens: string[]; arquivo_log: string }>`select imagens, arquivo_log from finger_logs`.execute(
        handle.db,
      )
    ).rows;
    for (const row of rows) {
      expect(existsSync(file(row.arquivo_log))).toBe(true);
      for (const image of row.imagens) {
        expect((await read(image)).subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);
        const tiff = image.replace('/log/', '/img/').replace(/\.jpeg$/, '.tiff');
        expect((await read(tiff)).subarray(0, 2).toString()).toMatch(/II|MM/);
        expect((await read(tiff.replace('.tiff', '-mask.tiff'))).length).toBeGreaterThan(100);
      }
    }
  });

  it('puts the images of every fingerprint registration and the video of every liveness proof', async () => {
    const images = (await sql<{ path: string }>`select path from fingerprint_images`.execute(handle.db)).rows;
    expect(images.length).toBeGreaterThan(0);
    for (const { path } of images) expect(existsSync(file(path))).toBe(true);
    const proofs = (await sql<{ video_path: string }>`select video_path from liveness_proofs`.execute(handle.db)).rows;
    for (const { video_path } of proofs) expect(existsSync(file(video_path))).toBe(true);
  });

  it('the seeded storage folder holds no plaintext: every file encrypted, no JPEG, TIFF or MP4 start, no log text', async () => {
    const logText = (
      await sql<{ log_text: string }>`select log_text from finger_logs where log_text is not null limit 1`.execute(
        handle.db,
      )
    ).rows[0]!.log_text;
    expect(logText.length).toBeGreaterThan(10);
    // Needles long enough that ciphertext never holds them by chance: the first 16 bytes of a real
    // sample JPEG, TIFF and MP4 (their magic and what follows), and a log's text.
    const image = (await sql<{ imagens: string[] }>`select imagens from finger_logs limit 1`.execute(handle.db))
      .rows[0]!.imagens[0]!;
    const videoPath = (
      await sql<{ arquivo_video: string }>`select arquivo_video from liveness_logs limit 1`.execute(handle.db)
    ).rows[0]!.arquivo_video;
    const needles = [
      (await read(image)).subarray(0, 16),
      (await read(image.replace('/log/', '/img/').replace(/\.jpeg$/, '.tiff'))).subarray(0, 16),
      (await read(videoPath)).subarray(0, 16),
      Buffer.from(logText),
      Buffer.from('frame;tempo_s'),
    ];
    expect(needles[0]!.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(needles[2]!.subarray(4, 8).toString()).toBe('ftyp');
    let files = 0;
    for await (const path of walkStoredFiles(storage)) {
      if (path.endsWith('.storage-encrypted-v1')) continue;
      files++;
      const bytes = readFileSync(path);
      expect(bytes.subarray(0, 8).toString('latin1'), path).toBe('BIOCRYPT');
      for (const needle of needles) expect(bytes.includes(needle), path).toBe(false);
      expect(bytes.includes(Buffer.from('ftypisom')), path).toBe(false);
    }
    expect(files).toBeGreaterThan(50);
  });
});

describe('seed with stored files in S3 (STORAGE_S3_BUCKET), then --reset', () => {
  let handle: DbHandle;
  let s3: TestS3Server;
  const storage = tempDir('seed-s3-storage');
  const bucket = () => createS3BlobStore({ ...s3.config, prefix: 'seed/' });
  const keys = async () => {
    const all: string[] = [];
    for await (const key of bucket().list()) all.push(key);
    return all.filter((k) => !k.startsWith('.'));
  };
  beforeAll(async () => {
    s3 = await startTestS3Server();
    useStorageKeys(storage, testKeyring());
    useFileStore(storage, bucket());
    handle = await openTestDb('pglite');
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await s3?.stop();
  });

  it("every row's files are objects of the bucket, readable; none in the folder but the sample pool; --reset empties the bucket", async () => {
    const options = {
      admin: { email: 'a@example.com', password: 'admin123' },
      hashPassword,
      people: 3,
      livenessLogs: 4,
      fingerLogs: 3,
      requestLogs: 1,
      storage,
    };
    await seed(handle.db, options);
    const video = (await sql<{ v: string }>`select arquivo_video as v from liveness_logs limit 1`.execute(handle.db))
      .rows[0]!.v;
    expect(await keys()).toContain(video);
    expect((await buffer((await openStoredFile(storage, video))!)).subarray(4, 8).toString()).toBe('ftyp');
    const local: string[] = [];
    for await (const path of walkStoredFiles(storage)) local.push(path.slice(storage.length + 1));
    expect(local.filter((p) => !p.startsWith('.'))).toEqual([]);

    // An object no row points at: --reset must not leave it behind.
    await putStoredFile(storage, 'extra/orfao.txt', 'sobra');
    const before = await keys();
    await seed(handle.db, { ...options, people: 1, livenessLogs: 1, fingerLogs: 0, reset: true });
    const after = await keys();
    expect(after).not.toContain('extra/orfao.txt');
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThan(before.length);
  }, 120_000);
});

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/openDb.js';
import { hashPassword } from '../../../server/auth/password.js';
import { seed } from '../../../server/seed/seed.js';
import { openTestDb } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';

describe('seed with stored files', () => {
  let handle: DbHandle;
  const storage = tempDir('seed-storage');
  beforeAll(async () => {
    handle = await openTestDb('pglite');
    await seed(handle.db, { admin: { email: 'a@example.com', password: 'admin123' }, hashPassword, people: 12, livenessLogs: 15, fingerLogs: 10, requestLogs: 5, storage });
  }, 120_000);
  afterAll(() => handle.close());

  const file = (relative: string) => join(storage, relative);

  it('puts a real video, log text and (when processed) signal files behind every liveness log, with the BPM they give', async () => {
    const rows = (await sql<Record<string, string | number | null>>`select * from liveness_logs`.execute(handle.db)).rows;
    for (const row of rows) {
      expect(readFileSync(file(String(row.arquivo_video))).subarray(4, 8).toString()).toBe('ftyp');
      expect(readFileSync(file(String(row.arquivo_log)), 'utf8')).toBe(`${row.log_text}\n`);
      if (row.arquivo_csv) {
        for (const k of ['arquivo_csv', 'arquivo_fft', 'arquivo_filtred']) expect(existsSync(file(String(row[k])))).toBe(true);
        expect(row.bpm).toEqual(expect.any(Number));
      } else expect(row.bpm).toBeNull();
    }
    expect(rows.some((r) => !r.arquivo_csv)).toBe(true);
  });

  it('puts the JPEG of every finger capture image and its processed and mask TIFFs in the img folder', async () => {
    const rows = (await sql<{ imagens: string[]; arquivo_log: string }>`select imagens, arquivo_log from finger_logs`.execute(handle.db)).rows;
    for (const row of rows) {
      expect(existsSync(file(row.arquivo_log))).toBe(true);
      for (const image of row.imagens) {
        expect(readFileSync(file(image)).subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);
        const tiff = image.replace('/log/', '/img/').replace(/\.jpeg$/, '.tiff');
        expect(readFileSync(file(tiff)).subarray(0, 2).toString()).toMatch(/II|MM/);
        expect(statSync(file(tiff.replace('.tiff', '-mask.tiff'))).size).toBeGreaterThan(100);
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
});

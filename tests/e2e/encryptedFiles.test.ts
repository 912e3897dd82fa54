import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fingerprintSet } from '../../server/media/fingerprint/fingerprintSet.js';
import { writeSyntheticFaceVideo } from '../../server/media/writeSyntheticFaceVideo.js';
import { walkStoredFiles } from '../../server/storage/walkStoredFiles.js';
import { putStoredFile } from '../support/storageCrypto.js';
import { tempDir } from '../support/tempDir.js';
import { openSignedIn, startConsole, type ConsoleUnderTest, e2eDbKinds } from './support/startConsole.js';

/** Encrypted stored files in the browser: the images and the video still show, decrypted on the fly. */
describe.each(e2eDbKinds)('encrypted stored files in the browser (%s)', (kind) => {
  let c: ConsoleUnderTest;
  let page: Page;
  const set = fingerprintSet(3);
  const jpeg = 'finger/2026/11/e2e/log/finger_1.jpeg';
  beforeAll(async () => {
    c = await startConsole({ kind });
    const plain = join(tempDir('e2e-video'), 'video.mp4');
    await writeSyntheticFaceVideo(plain, { bpm: 72, seed: 7 });
    await putStoredFile(c.storage, 'proofs/e2e/video.mp4', readFileSync(plain));
    await putStoredFile(c.storage, jpeg, set.jpeg);
    await putStoredFile(c.storage, 'finger/2026/11/e2e/img/finger_1.tiff', set.tiff);
    await putStoredFile(c.storage, 'finger/2026/11/e2e/img/finger_1-mask.tiff', set.mask);
    const base = 'fingerprints/e2e';
    for (const [kind, bytes, ext] of [
      ['original', set.jpeg, 'jpeg'],
      ['processed', set.tiff, 'tiff'],
      ['mask', set.mask, 'tiff'],
    ] as const) {
      await putStoredFile(c.storage, `${base}/0-${kind}.${ext}`, bytes);
    }
    const db = c.handle.db;
    const person = await db
      .insertInto('people')
      .values({ name: 'Pessoa Cifrada', email: 'cifrada@exemplo.com.br', cpf: '52998224725', phone: '11999990000' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fp = await db
      .insertInto('fingerprints')
      .values({ person_id: person.id, finger: 'Polegar direito' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('fingerprint_images')
      .values(
        (['original', 'processed', 'mask'] as const).map((kind, i) => ({
          fingerprint_id: fp.id,
          position: i,
          group_index: 0,
          kind,
          path: `${base}/0-${kind}.${i ? 'tiff' : 'jpeg'}`,
          score: i ? null : 0.9,
        })),
      )
      .execute();
    await db
      .insertInto('liveness_proofs')
      .values({ person_id: person.id, bpm: 72, video_path: 'proofs/e2e/video.mp4' })
      .execute();
    await db
      .insertInto('finger_logs')
      .values({
        exposure: 0,
        device_model: 'E2E-CIFRA',
        zoom: 2,
        arquivo_log: 'finger/2026/11/e2e/log/log.txt',
        imagens: [jpeg],
        cpf: '52998224725',
      })
      .execute();
    page = await openSignedIn(c);
  }, 60_000);
  afterAll(() => c?.close());

  it('nothing in the storage folder is plaintext', async () => {
    for await (const path of walkStoredFiles(c.storage)) {
      if (path.endsWith('.storage-encrypted-v1')) continue;
      const bytes = readFileSync(path);
      expect(bytes.subarray(0, 8).toString('latin1')).toBe('BIOCRYPT');
      expect(bytes.includes(set.jpeg.subarray(0, 16))).toBe(false);
    }
  });

  it("Logs Finger: 'Img 1' opens the decrypted JPEG in a new tab, and Chromium draws it", async () => {
    await page.goto(`${c.baseUrl}/finger-log`);
    const row = page.getByRole('row', { name: /E2E-CIFRA/ });
    const [tab] = await Promise.all([page.waitForEvent('popup'), row.getByRole('link', { name: 'Img 1' }).click()]);
    await tab.waitForURL(/\/files\/.*finger_1\.jpeg\?ticket=/);
    await expect
      .poll(() => tab.evaluate(() => document.querySelector('img')?.naturalWidth ?? 0), { timeout: 10_000 })
      .toBe(256);
    await tab.close();
  }, 30_000);

  it('Fingerprints: the gallery shows the decrypted JPEG and both TIFF previews', async () => {
    await page.goto(`${c.baseUrl}/fingerprint`);
    await page
      .getByRole('row', { name: /Polegar direito/ })
      .getByRole('button', { name: /ver|visualizar/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const image = dialog.getByRole('img', { name: 'Imagem original da captura 1' });
    await expect
      .poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 10_000 })
      .toBe(256);
    for (const label of ['Imagem processada da captura 1', 'Máscara da captura 1']) {
      await expect.poll(() => dialog.getByRole('img', { name: label }).count(), { timeout: 10_000 }).toBe(1);
    }
    expect(await dialog.getByText('Imagem indisponível').count()).toBe(0);
    await page.keyboard.press('Escape');
  }, 30_000);

  it("Provas de vida: 'Ver vídeo' plays the decrypted video (320×240, 10 s)", async () => {
    await page.goto(`${c.baseUrl}/liveness`);
    await page
      .getByRole('button', { name: /Ver vídeo/ })
      .first()
      .click();
    const video = page.getByRole('dialog').locator('video');
    await expect
      .poll(() => video.evaluate((v) => (v as HTMLVideoElement).readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    const { width, height, duration } = await video.evaluate((v) => {
      const el = v as HTMLVideoElement;
      return { width: el.videoWidth, height: el.videoHeight, duration: el.duration };
    });
    expect({ width, height }).toEqual({ width: 320, height: 240 });
    expect(Math.abs(duration - 10)).toBeLessThan(0.5);
    expect(await page.getByText('Vídeo indisponível').count()).toBe(0);
  }, 30_000);
});

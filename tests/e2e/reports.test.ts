import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { writeSyntheticFaceVideo } from '../../server/media/writeSyntheticFaceVideo.js';
import { openSignedIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';
import { putStoredFile } from '../support/storageCrypto.js';
import { tempDir } from '../support/tempDir.js';

/** The three reports in the browser: stat cards and details, generating liveness files, stored-file links, Exportar. */
describe('reports in the browser', () => {
  let c: ConsoleUnderTest;
  let page: Page;
  const folder = 'liveness/2026/11/e2e';
  let original: Buffer;
  beforeAll(async () => {
    c = await startConsole();
    // Rendered outside the storage folder, then stored as the app stores files: encrypted.
    const plain = join(tempDir('e2e-video'), 'video.mp4');
    await writeSyntheticFaceVideo(plain, { bpm: 72, seed: 5 });
    original = readFileSync(plain);
    await putStoredFile(c.storage, `${folder}/video.mp4`, original);
    await c.handle.db
      .insertInto('liveness_logs')
      .values({
        device_model: 'SM-E2E1',
        arquivo_video: `${folder}/video.mp4`,
        arquivo_log: `${folder}/log.txt`,
        relation: 1.2,
        exposure: 0.5,
      })
      .execute();
    await sql`
      insert into request_logs (method, path, body, body_preview, response_status, duration_ms, ip_address, headers, response_body)
      select (array['GET','POST','PUT','DELETE'])[1 + g % 4], '/client/v1/' || g, '{"nome":"e2e-' || g || '"}', '{"nome":"e2e-' || g || '"}',
        (array[200, 201, 404, 500])[1 + g % 4], g, '10.0.0.1', '{"request":{"accept":"application/json"}}'::jsonb, '{"ok":true}'
      from generate_series(1, 40) g`.execute(c.handle.db);
    page = await openSignedIn(c);
  }, 60_000);
  afterAll(() => c?.close());

  it('Logs Liveness: the row without csv generates its files, shows progress, then the list shows the BPM and the links', async () => {
    await page.goto(`${c.baseUrl}/liveness-log`);
    const row = page.getByRole('row', { name: /SM-E2E1/ });
    await row.getByRole('button', { name: /gerar arquivos/i }).click();
    await expect
      .poll(() => page.getByText('Arquivos gerados com sucesso!').isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect.poll(() => row.getByRole('link', { name: 'csv' }).isVisible()).toBe(true);
    const bpm = Number((await row.getByRole('cell').nth(1).innerText()).replace(',', '.'));
    expect(Math.abs(bpm - 72)).toBeLessThanOrEqual(3);
    // The link carries no ticket; a click asks for one bound to this video and opens it in a new tab.
    const link = row.getByRole('link', { name: 'vídeo' });
    expect(await link.getAttribute('href')).toBe(`/files/${folder}/video.mp4`);
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await tab.waitForURL(/\/files\/.*\?ticket=/);
    const video = await page.request.get(tab.url(), { headers: { range: 'bytes=0-9' } });
    expect(video.status()).toBe(206);
    expect(video.headers()['content-type']).toBe('video/mp4');
    expect((await video.body()).equals(original.subarray(0, 10))).toBe(true);
    // That ticket opens nothing else.
    const other = new URL(tab.url());
    other.pathname = `/files/${folder}/log.txt`;
    expect((await page.request.get(other.toString())).status()).toBe(403);
    await tab.close();
  }, 40_000);

  it('Exportar downloads every matching row as Excel pt-BR CSV', async () => {
    await page.goto(`${c.baseUrl}/requests?method=POST`);
    await page
      .getByRole('cell', { name: /\/client\/v1\/\d+/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Exportar registros filtrados' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /CSV/ }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Método;Endpoint;Status;Duração (ms);IP;Data/Hora');
    expect(lines.slice(1).filter((l) => l.startsWith('POST;/client/v1/'))).toHaveLength(10);
  });

  it('Logs de Requisições: stat cards follow the filters and View opens the details with its sections', async () => {
    await page.goto(`${c.baseUrl}/requests?status=5xx`);
    const cards = page
      .getByRole('group', { name: /Erros do servidor/i })
      .or(page.getByText('Erros do servidor (5xx)').locator('..'));
    await expect.poll(() => cards.first().innerText()).toMatch(/10/);
    await page
      .getByRole('button', { name: /ver|visualizar|detalhes/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Response Body').waitFor();
    for (const section of ['Headers', 'Request Body', 'Response Body', 'Erros'])
      expect(await dialog.getByText(section, { exact: true }).count()).toBeGreaterThan(0);
  });
});

import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import type { CDPSession, Page } from 'playwright-core';
import { openSignedIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/** Where the export's screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.EXPORT_SHOTS_DIR;
const ROWS = 12_000;
const count = new Intl.NumberFormat('pt-BR');

/**
 * 'Exportar' in Chromium on the request log (/requests): the menu offers CSV and XLSX; a large
 * export shows its progress ('n de 12.000 linhas') while it arrives over a slowed network, then
 * the browser gets the file, in the screen's order and visible columns; 'Cancelar' stops one.
 */
describe('Exportar in the browser: progress, cancel and the file', () => {
  let c: ConsoleUnderTest;
  let page: Page;
  let cdp: CDPSession;
  /** Slows the page's downloads to `kbps` KiB/s (CDP network emulation); undefined: full speed. */
  const throttle = (kbps?: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: kbps ? kbps * 1024 : -1,
      uploadThroughput: -1,
    });
  beforeAll(async () => {
    c = await startConsole();
    await sql`
      insert into request_logs (method, path, response_status, duration_ms, ip_address, created_at)
      select (array['GET','POST','PUT','DELETE'])[1 + g % 4], '/client/v1/' || g, (array[200, 201, 404, 500])[1 + g % 4],
        g % 3000 + 0.5, '10.0.0.1', timestamptz '2026-11-14 00:30:00+00' - g * interval '1 second'
      from generate_series(1, ${ROWS}) g`.execute(c.handle.db);
    page = await openSignedIn(c);
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  }, 240_000);
  afterAll(() => c?.close());

  const trigger = () => page.getByRole('button', { name: 'Exportar registros filtrados' });
  const progress = () => page.getByTestId('export-progress');

  it('CSV: the progress counts rows of the total, then the file holds the screen order and columns', async () => {
    await page.goto(`${c.baseUrl}/requests?path=%2Fclient%2Fv1%2F&sort=duration_ms&order=desc&cols=duration_ms,method`);
    await page.getByRole('cell', { name: '3.000 ms' }).first().waitFor();
    await trigger().click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'CSV (Excel, separador ;)' }).waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['CSV (Excel, separador ;)', 'XLSX (planilha)']);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/export-menu.png` });
    await throttle(20);
    const download = page.waitForEvent('download', { timeout: 90_000 });
    await menu.getByRole('menuitem', { name: /CSV/ }).click();
    // Rows of the total while it arrives.
    await expect
      .poll(async () => ((await progress().isVisible()) ? await progress().innerText() : ''), { timeout: 20_000 })
      .toMatch(new RegExp(`[1-9][\\d.]* de ${count.format(ROWS).replace('.', '\\.')} linhas`));
    expect(await progress().getByRole('button', { name: 'Cancelar' }).isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/export-progress.png` });
    await throttle();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Logs de Requisições \d{4}-\d{2}-\d{2} \d{2}h\d{2}\.csv$/);
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Duração (ms);Método');
    expect(lines).toHaveLength(ROWS + 1);
    // Durations descending, with a decimal comma and no thousands separator: numbers a spreadsheet reads.
    expect(lines.slice(1, 4)).toEqual(['2999,5;DELETE', '2999,5;DELETE', '2999,5;DELETE']);
    const durations = lines.slice(1).map((l) => Number(l.split(';')[0]!.replace(',', '.')));
    expect(durations.every((d, i) => i === 0 || d <= durations[i - 1]!)).toBe(true);
    await trigger().waitFor();
  }, 120_000);

  it('XLSX: typed cells; Cancelar stops a running export, nothing is saved, the button comes back', async () => {
    await page.goto(`${c.baseUrl}/requests?method=GET&path=%2Fclient%2Fv1%2F&cols=method,response_status,created_at`);
    await page.getByRole('cell', { name: 'GET' }).first().waitFor();
    // A cancelled XLSX first.
    await throttle(10);
    let downloads = 0;
    const onDownload = () => (downloads += 1);
    page.on('download', onDownload);
    await trigger().click();
    await page.getByRole('menuitem', { name: 'XLSX (planilha)' }).click();
    await expect.poll(() => progress().isVisible(), { timeout: 20_000 }).toBe(true);
    await progress().getByRole('button', { name: 'Cancelar' }).click();
    await trigger().waitFor({ timeout: 10_000 });
    expect(await progress().count()).toBe(0);
    await throttle();
    await page.waitForTimeout(1000);
    expect(downloads).toBe(0);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    page.off('download', onDownload);
    // Then one to the end.
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await trigger().click();
    await page.getByRole('menuitem', { name: 'XLSX (planilha)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Logs de Requisições .*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await file.path())!) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Método', 'Status', 'Data/Hora']);
    expect(sheet.rowCount).toBe(ROWS / 4 + 1);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('GET');
    expect(first.getCell(2).value).toBe(200);
    expect(first.getCell(3).value).toBeInstanceOf(Date);
    expect(first.getCell(3).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
  }, 120_000);
});

/**
 * A large export (above EXPORT_JOB_ROWS, here 1,000) in Chromium: the file is generated by a job on
 * the server ('Gerando no servidor: …'), the operator leaves the screen and comes back, and the
 * browser gets the file once it is ready.
 */
describe('Exportar in the browser: a large export made as a job', () => {
  let c: ConsoleUnderTest;
  let page: Page;
  // Enough rows for the job to outlast the console's first look at it (it asks every second).
  const JOB_ROWS = 20_000;
  beforeAll(async () => {
    c = await startConsole({ jobs: { exportRows: 1_000 } });
    await sql`
      insert into request_logs (method, path, response_status, duration_ms, ip_address, created_at)
      select 'GET', '/client/v1/' || g, 200, g, '10.0.0.1', timestamptz '2026-11-14 00:30:00+00' - g * interval '1 second'
      from generate_series(1, ${JOB_ROWS}) g`.execute(c.handle.db);
    page = await openSignedIn(c);
  }, 240_000);
  afterAll(() => c?.close());

  it('shows the job generating the file, follows it after leaving the screen, then saves the file', async () => {
    await page.goto(`${c.baseUrl}/requests?path=%2Fclient%2Fv1%2F&cols=path,duration_ms`);
    await page
      .getByRole('cell', { name: /^\/client\/v1\/\d+$/ })
      .first()
      .waitFor();
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Exportar registros filtrados' }).click();
    await page.getByRole('menuitem', { name: /CSV/ }).click();
    const progress = page.getByTestId('export-progress');
    await progress.filter({ hasText: /Gerando no servidor: [\d.]+ de 20\.000 linhas/ }).waitFor({ timeout: 20_000 });
    if (SHOTS) await progress.screenshot({ path: `${SHOTS}/export-job.png` });
    // Away and back: the export is found again and its file arrives.
    await page.getByRole('link', { name: 'Dispositivos' }).click();
    await page.waitForURL(/\/config$/);
    await page.goBack();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Logs de Requisições .*\.csv$/);
    const lines = readFileSync((await file.path())!)
      .subarray(3)
      .toString('utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Endpoint;Duração (ms)');
    expect(lines).toHaveLength(JOB_ROWS + 1);
    await page.getByRole('button', { name: 'Exportar registros filtrados' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  }, 120_000);
});

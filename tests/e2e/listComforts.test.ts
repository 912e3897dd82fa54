import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { openSignedIn, signIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/** How long a check may wait for the list to be drawn (a busy machine draws slowly). */
const POLL = { timeout: 15_000 };

/** The list screen's comforts in Chromium (issue 23): sort headings, paging defects, error state, keyboard rows, tz. */
describe('list comforts in the browser', () => {
  let c: ConsoleUnderTest;
  let page: Page;
  // 25 people whose names do not follow their ids: the default order (newest first) is not by name.
  const names = Array.from({ length: 25 }, (_, i) => `Pessoa E2E ${String(((i * 7) % 25) + 1).padStart(2, '0')}`);
  beforeAll(async () => {
    c = await startConsole();
    await c.handle.db
      .insertInto('people')
      .values(names.map((name, i) => ({ name, cpf: String(10000000000 + i), email: `p${i}@example.com` })))
      .execute();
    page = await openSignedIn(c);
  }, 60_000);
  afterAll(() => c?.close());

  const nameHeader = () => page.getByRole('columnheader', { name: 'Nome' });
  const firstName = () => page.locator('tbody tr').first().locator('td').nth(1).innerText();
  const search = () => new URL(page.url()).search;

  it('a heading click sorts on the server; the URL keeps it through reload and Back', async () => {
    await page.goto(`${c.baseUrl}/person`);
    await page.getByText('Pessoa E2E', { exact: false }).first().waitFor();
    expect(await nameHeader().getAttribute('aria-sort')).toBe('none');
    // Not sortable: no button, no aria-sort.
    expect(await page.getByRole('columnheader', { name: 'CPF' }).getAttribute('aria-sort')).toBeNull();

    await nameHeader().getByRole('button').click();
    await page.waitForURL(/sort=name&order=asc/);
    await expect.poll(() => nameHeader().getAttribute('aria-sort'), POLL).toBe('ascending');
    await expect.poll(firstName, POLL).toBe('Pessoa E2E 01');

    await nameHeader().getByRole('button').click();
    await page.waitForURL(/sort=name&order=desc/);
    await expect.poll(firstName, POLL).toBe('Pessoa E2E 25');

    await page.reload();
    await expect.poll(firstName, POLL).toBe('Pessoa E2E 25');
    expect(await nameHeader().getAttribute('aria-sort')).toBe('descending');

    await page.goBack();
    await page.waitForURL(/sort=name&order=asc/);
    await expect.poll(firstName, POLL).toBe('Pessoa E2E 01');
    expect(await nameHeader().getAttribute('aria-sort')).toBe('ascending');

    // The keyboard works the heading too: asc → desc → default.
    await nameHeader().getByRole('button').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/order=desc/);
    // As a person would: the next press once the new order is shown.
    await expect.poll(() => nameHeader().getAttribute('aria-sort'), POLL).toBe('descending');
    await page.keyboard.press('Enter');
    await expect.poll(search, POLL).toBe('');
    await expect.poll(() => nameHeader().getAttribute('aria-sort'), POLL).toBe('none');
  });

  it('a page past the end becomes the last page; the page field jumps', async () => {
    await page.goto(`${c.baseUrl}/person?page=999`);
    await page.waitForURL(/[?&]page=3(&|$)/);
    await expect.poll(() => page.getByTestId('list-range').innerText(), POLL).toBe('21–25 de 25');
    expect(await page.getByText('Página 3 de 3', { exact: true }).isVisible()).toBe(true);

    const field = page.getByRole('textbox', { name: 'Ir para a página' });
    await field.fill('2');
    await field.press('Enter');
    await page.waitForURL(/[?&]page=2(&|$)/);
    await expect.poll(() => page.getByTestId('list-range').innerText(), POLL).toBe('11–20 de 25');
    await page.getByRole('button', { name: 'Última' }).click();
    await page.waitForURL(/[?&]page=3(&|$)/);
  });

  it("a failed load shows its error and 'Tentar novamente', which loads the rows", async () => {
    let fail = true;
    await page.route(/\/person\/v1\?/, (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Erro interno do servidor."}',
          })
        : route.continue(),
    );
    await page.goto(`${c.baseUrl}/person?name=E2E`);
    const alert = page.locator('table [role="alert"]');
    await alert.getByText('Erro interno do servidor.').waitFor();
    // The error dialog closes onto the error state, not onto an empty list.
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText('Nenhum registro encontrado').count()).toBe(0);
    fail = false;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByText('Pessoa E2E', { exact: false }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
    await page.unroute(/\/person\/v1\?/);
  });

  it('Up/Down move a visible focus between rows and Enter opens the row', async () => {
    await page.goto(`${c.baseUrl}/person?sort=name&order=asc`);
    await expect.poll(firstName, POLL).toBe('Pessoa E2E 01');
    await page.locator('tbody tr[tabindex="0"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const focused = page.locator('tbody tr:focus');
    await expect.poll(() => focused.locator('td').nth(1).innerText(), POLL).toBe('Pessoa E2E 02');
    expect(await focused.getAttribute('tabindex')).toBe('0');
    // The focus is drawn (an outline or a box shadow).
    const ring = await focused.evaluate((el) => {
      const s = getComputedStyle(el);
      return s.outlineStyle !== 'none' || s.boxShadow !== 'none';
    });
    expect(ring).toBe(true);
    // The row's checkbox is named by the record.
    expect(await focused.getByRole('checkbox', { name: 'Selecionar Pessoa E2E 02' }).count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/person\/form\/\d+/);
    await page.getByLabel(/^Nome/).first().waitFor();
    expect(await page.getByLabel(/^Nome/).first().inputValue()).toBe('Pessoa E2E 02');
  });

  it('announces the list politely', async () => {
    await page.goto(`${c.baseUrl}/person?page=2`);
    await expect
      .poll(() => page.locator('[aria-live="polite"]').filter({ hasText: 'registros' }).first().innerText(), POLL)
      .toBe('25 registros, página 2 de 3');
  });

  it("past 10,000 matches 'Última' asks the exact count and goes to the real last page", async () => {
    // Run again on a retry (vitest.e2e.config.ts): the same 10,050 rows, not twice as many.
    await sql`delete from finger_logs where device_model = 'SM-CAP-E2E'`.execute(c.handle.db);
    await sql`insert into finger_logs (device_model, data_hora)
      select 'SM-CAP-E2E', timestamptz '2026-10-01 12:00:00+00' + g * interval '1 second'
      from generate_series(1, 10050) g`.execute(c.handle.db);
    await page.goto(`${c.baseUrl}/finger-log?deviceModel=SM-CAP-E2E&dataHora=&dataHoraFim=`);
    // The API says only that there is a next page ('Página 1 de 2+').
    await page.getByText(/^Página 1 de \d+\+$/).waitFor();
    // The rows are drawn in a deferred render, just after the pager.
    await expect.poll(() => page.getByTestId('list-range').innerText(), POLL).toBe('1–10 de mais de 10.000');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('count=exact')) asked.push(r.url());
    });
    await page.getByRole('button', { name: 'Última' }).click();
    await page.waitForURL(/[?&]page=1005(&|$)/);
    expect(asked.length).toBeGreaterThan(0);
    await page.getByText('Página 1005 de 1005', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('list-range').innerText(), POLL).toBe('10041–10050 de 10.050');
    // A typed page past the real end stops at it.
    const field = page.getByRole('textbox', { name: 'Ir para a página' });
    await field.fill('1');
    await field.press('Enter');
    await page.waitForURL((u) => !u.searchParams.has('page') && u.searchParams.get('deviceModel') === 'SM-CAP-E2E');
    await field.fill('5000');
    await field.press('Enter');
    await page.waitForURL(/[?&]page=1005(&|$)/);
  });

  it("a capture at 21:30 in São Paulo on 13/11 is found by the filter 13/11–13/11 (the browser's zone sent as tz)", async () => {
    // 13/11/2026 21:30 in São Paulo (UTC-3) is 14/11 00:30 in UTC, the server's zone.
    await c.handle.db
      .insertInto('finger_logs')
      .values({ device_model: 'SM-TZ-E2E', data_hora: new Date('2026-11-14T00:30:00Z') })
      .execute();
    const context = await c.browser.newContext({
      timezoneId: 'America/Sao_Paulo',
      locale: 'pt-BR',
      viewport: { width: 1366, height: 900 },
    });
    try {
      const sp = await context.newPage();
      await signIn(sp, c.baseUrl);
      await sp.getByRole('link', { name: 'Dispositivos' }).waitFor();
      const requests: string[] = [];
      sp.on('request', (r) => {
        if (r.url().includes('/admin/v1/fingerprint?')) requests.push(r.url());
      });
      await sp.goto(`${c.baseUrl}/finger-log?dataHora=2026-11-13&dataHoraFim=2026-11-13`);
      const row = sp.getByRole('row', { name: /SM-TZ-E2E/ });
      await row.waitFor();
      expect(await row.innerText()).toMatch(/13\/11\/2026,? 21:30/);
      expect(requests.some((u) => new URL(u).searchParams.get('tz') === 'America/Sao_Paulo')).toBe(true);
      // And not on the 14th, where UTC would put it.
      await sp.goto(`${c.baseUrl}/finger-log?dataHora=2026-11-14&dataHoraFim=2026-11-14`);
      await sp.waitForURL(/dataHora=2026-11-14/);
      await expect.poll(() => requests.some((u) => u.includes('dataHora=2026-11-14')), { timeout: 10_000 }).toBe(true);
      await sp.locator('[aria-busy="false"]').first().waitFor();
      expect(await sp.getByRole('row', { name: /SM-TZ-E2E/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

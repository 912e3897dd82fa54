import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/core/api/endpoints.js';
import { hashPassword } from '../../server/auth/password.js';
import { signIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/**
 * Issue 23, item 3: columns, saved views and the default view follow the operator. One user in
 * two browsers (two contexts, their own storage) proves they live on the server, not in the
 * browser; a second user sees the shared view but never the personal one.
 */
const OPERATOR = { email: 'operadora@example.com', password: 'segredo1' };
const OTHER = { email: 'colega@example.com', password: 'segredo1' };

describe('saved list views follow the operator to another browser', () => {
  let c: ConsoleUnderTest;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    c = await startConsole();
    const password_hash = await hashPassword(OPERATOR.password);
    await c.handle.db
      .insertInto('users')
      .values([
        { name: 'Operadora', email: OPERATOR.email, phone: '11987654321', role: 'operador', password_hash },
        { name: 'Colega', email: OTHER.email, phone: '11987654321', role: 'operador', password_hash },
      ])
      .execute();
    await c.handle.db
      .insertInto('people')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          name: `Pessoa Visão ${String(i + 1).padStart(2, '0')}`,
          cpf: String(20000000000 + i),
          email: `v${i}@example.com`,
        })),
      )
      .execute();
  }, 60_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await c?.close();
  });

  /** A new browser (own cookies and storage), signed in as `who`, on the menu. */
  const browserAs = async (browser: Browser, who: { email: string; password: string }): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, c.baseUrl, who.email, who.password);
    await page.getByRole('link', { name: 'Pessoas' }).first().waitFor();
    return page;
  };
  const headers = (page: Page) => page.locator('thead th').allInnerTexts();
  const viewsSaved = (page: Page) =>
    page.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith(endpoints.paths.listViews) && r.request().method() !== 'GET',
    );

  it('columns and a saved default view made in one browser open the list in another', async () => {
    const first = await browserAs(c.browser, OPERATOR);
    await first.goto(`${c.baseUrl}/person`);
    await first.getByText('Pessoa Visão 12').waitFor();
    expect((await headers(first)).map((h) => h.trim())).toContain('CPF');

    // Columns: hide 'CPF', move 'Criado em' up once.
    await first.getByRole('button', { name: 'Escolher colunas' }).click();
    const chooser = first.getByRole('dialog', { name: 'Colunas da lista' });
    await chooser.getByText('CPF', { exact: true }).click();
    await expect.poll(() => first.url()).toMatch(/cols=name%2Cclient_name%2Ccreated_at/);
    await chooser.getByRole('button', { name: 'Subir Criado em' }).click();
    await expect.poll(() => first.url()).toMatch(/cols=name%2Ccreated_at%2Cclient_name/);
    await first.getByRole('button', { name: 'Fechar', exact: true }).click();
    // Filter and sort too.
    await first.getByRole('textbox', { name: 'Nome', exact: true }).fill('Pessoa Visão 0');
    await first.getByRole('button', { name: 'Pesquisar' }).click();
    await first.waitForURL(/name=/);
    await first.getByRole('columnheader', { name: 'Nome' }).getByRole('button').click();
    await first.waitForURL(/sort=name&order=asc/);
    const shown = (await headers(first)).map((h) => h.trim()).filter(Boolean);
    expect(shown).not.toContain('CPF');

    // Save it as my default, personal.
    await first.getByRole('button', { name: /Salvar visão/ }).click();
    const dialog = first.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Nome da visão/ }).fill('Minhas pessoas');
    await dialog.getByText('Abrir a lista com esta visão (minha visão padrão)').click();
    const saved = viewsSaved(first);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    expect((await saved).status()).toBe(201);
    await first.getByRole('button', { name: 'Visão: Minhas pessoas' }).waitFor();
    const url = new URL(first.url());

    // Another browser, same user: the bare list opens with the default view, the address replaced.
    const second = await browserAs(c.browser, OPERATOR);
    await second.goto(`${c.baseUrl}/person`);
    await second.waitForURL(/sort=name&order=asc/);
    expect(new URL(second.url()).search).toBe(url.search);
    await second.getByRole('button', { name: 'Visão: Minhas pessoas' }).waitFor();
    await expect.poll(async () => (await headers(second)).map((h) => h.trim()).filter(Boolean)).toEqual(shown);
    await expect.poll(() => second.locator('tbody tr').first().innerText()).toContain('Pessoa Visão 01');
    // Back does not return to the bare list: there was no entry for it.
    await second.goBack();
    await expect.poll(() => new URL(second.url()).pathname).not.toBe('/person');
  });

  it('a shared view is seen by a colleague, a personal one is not', async () => {
    const mine = await browserAs(c.browser, OPERATOR);
    await mine.goto(`${c.baseUrl}/person?name=Pessoa%20Vis%C3%A3o%2011`);
    await mine.getByText('Pessoa Visão 11').waitFor();
    await mine.getByRole('button', { name: /Salvar visão/ }).click();
    const dialog = mine.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Nome da visão/ }).fill('Da equipe');
    await dialog.getByText('Compartilhar com todos que acessam esta lista').click();
    const saved = viewsSaved(mine);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    expect((await saved).status()).toBe(201);

    const colleague = await browserAs(c.browser, OTHER);
    await colleague.goto(`${c.baseUrl}/person?page=1`);
    await colleague.getByText('Pessoa Visão 12').waitFor();
    await colleague.getByRole('button', { name: /^Visão:/ }).click();
    await colleague.getByRole('menuitem', { name: /Da equipe/ }).waitFor();
    expect(await colleague.getByRole('menuitem', { name: /Minhas pessoas/ }).count()).toBe(0);
    await colleague.getByRole('menuitem', { name: /Da equipe/ }).click();
    await colleague.waitForURL(/name=Pessoa/);
    await colleague.getByRole('button', { name: 'Visão: Da equipe' }).waitFor();
    await expect.poll(() => colleague.locator('tbody tr').count()).toBe(1);
    // Not theirs: they cannot change or delete it.
    expect(await colleague.getByRole('button', { name: /Alterar/ }).count()).toBe(0);
    expect(await colleague.getByRole('button', { name: /Excluir visão/ }).count()).toBe(0);
  });
});

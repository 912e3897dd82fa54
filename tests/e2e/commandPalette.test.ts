import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/**
 * Keyboard first (issue 23, item 4), in the browser: Ctrl+K opens the command palette, which jumps
 * to a screen by its menu name and finds a person by a piece of the CPF (masked in the hit);
 * '/' focuses the list's first filter and '?' lists the shortcuts — never while typing.
 */
describe('the command palette and the global shortcuts, in the browser', () => {
  let c: ConsoleUnderTest;
  let page: Page;
  let personId: number;
  beforeAll(async () => {
    c = await startConsole();
    const row = await c.handle.db
      .insertInto('people')
      .values({ name: 'Joaquim Teclado', cpf: '52998224725' })
      .returning('id')
      .executeTakeFirstOrThrow();
    personId = row.id;
    // A context of its own: axe needs one (a page from browser.newPage() will not do).
    const context = await c.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    page = await context.newPage();
    await signIn(page, c.baseUrl);
    await page.getByRole('link', { name: 'Dispositivos' }).waitFor();
  });
  afterAll(() => c?.close());

  /**
   * axe (WCAG 2.1 AA and best practices) on the open dialog (`[role=dialog]`), light then dark: the
   * offending rules and nodes. The screen behind is the accessibility suite's business.
   */
  const axe = async (): Promise<string[]> => {
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const { violations } = await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      found.push(
        ...violations.flatMap((v) =>
          v.nodes.map((n) => `${colorScheme} ${v.id}: ${n.html.slice(0, 120)} — ${n.failureSummary ?? ''}`),
        ),
      );
    }
    await page.emulateMedia({ colorScheme: 'light' });
    return found;
  };

  const palette = () => page.getByRole('dialog', { name: 'Paleta de comandos' });
  const openPalette = async () => {
    if (await palette().count()) await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'hidden' });
    await page.keyboard.press('Control+k');
    const input = palette().getByRole('combobox', { name: 'Buscar tela, pessoa, parceiro ou usuário' });
    await input.waitFor();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
  };

  it('Ctrl+K, a screen’s menu name and Enter open that screen; Ctrl+K again closes it', async () => {
    await openPalette();
    await page.keyboard.press('Control+k');
    await palette().waitFor({ state: 'hidden' });
    await openPalette();
    await page.keyboard.type('requisi');
    await palette()
      .getByRole('option', { name: /^Requisições/ })
      .waitFor();
    expect(await palette().getByRole('option').count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/requests');
    await palette().waitFor({ state: 'hidden' });
  });

  it('part of a CPF finds the person, masked; Enter opens their form', async () => {
    await openPalette();
    await page.keyboard.type('982.247');
    const hit = palette().getByRole('option', { name: /Joaquim Teclado/ });
    await hit.waitFor();
    expect(await hit.textContent()).toContain('***.982.247-**');
    expect(await palette().textContent()).not.toContain('52998224725');
    expect(await axe()).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/person/form/${personId}`);
    await page.getByRole('heading', { level: 1, name: 'Pessoa' }).waitFor();
  });

  it("'/' focuses the list's first filter; typed in a field, '/' and '?' are just text", async () => {
    await page.goto(`${c.baseUrl}/person`);
    await page.getByRole('heading', { level: 1, name: 'Lista de Pessoas' }).waitFor();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    const first = page.getByRole('search', { name: 'Filtros' }).getByRole('textbox').first();
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('a/b?');
    expect(await first.inputValue()).toBe('a/b?');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("'?' lists every shortcut; Esc closes it", async () => {
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Atalhos de teclado' });
    await help.waitFor();
    const text = (await help.textContent()) ?? '';
    for (const words of ['Abrir a paleta de comandos', 'primeiro filtro', 'Salvar formulário', 'Abrir o registro'])
      expect(text).toContain(words);
    expect(await axe()).toEqual([]);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/core/api/endpoints.js';
import { signIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/**
 * Issue 23, item 5: the dark theme. A first visit follows the operating system; 'Tema escuro' in
 * the top bar switches it at once, is kept per user on the server (another browser, signed in as
 * the same user, shows it) and in this browser, where public/theme-init.js shows it before the
 * first paint (allowed by the content security policy: no console error).
 */
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
/** The page's background colour, as painted. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('dark theme', () => {
  let c: ConsoleUnderTest;
  const consoleErrors: string[] = [];
  beforeAll(async () => {
    c = await startConsole();
  });
  afterAll(() => c?.close());

  /** A new browser (its own storage) whose system is light or dark. */
  const browserWith = async (colorScheme: 'light' | 'dark') => {
    const context = await c.browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'pt-BR',
      colorScheme,
    });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    return { context, page };
  };

  it('a first visit follows the system, before the app has drawn anything', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page } = await browserWith(scheme);
      // Right after the HTML and its blocking pre-paint script: the app's module has not run yet.
      await page.goto(`${c.baseUrl}/`, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.documentElement.style.colorScheme !== '');
      expect(await isDark(page)).toBe(scheme === 'dark');
      await page.getByRole('button', { name: 'Login' }).waitFor();
      expect(await isDark(page)).toBe(scheme === 'dark');
      expect(await background(page)).not.toBe(scheme === 'dark' ? 'rgb(255, 255, 255)' : 'rgb(0, 0, 0)');
      await context.close();
    }
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  it("'Tema escuro' switches at once, survives a reload and follows the user to another browser", async () => {
    const first = await browserWith('light');
    await signIn(first.page, c.baseUrl);
    // The login screen has the switch too (kept in the browser only): wait for the shell's.
    await first.page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    const toggle = first.page.getByRole('button', { name: 'Tema escuro' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    const light = await background(first.page);
    const saved = first.page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === endpoints.paths.preferences,
    );
    await toggle.click();
    expect((await saved).status()).toBe(200);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await isDark(first.page)).toBe(true);
    expect(await background(first.page)).not.toBe(light);

    // This browser shows it from the first paint after a reload.
    await first.page.reload({ waitUntil: 'commit' });
    await first.page.waitForFunction(() => document.documentElement.style.colorScheme !== '');
    expect(await isDark(first.page)).toBe(true);

    // Another browser, with a light system: the user's choice comes from the server.
    const second = await browserWith('light');
    await signIn(second.page, c.baseUrl);
    await second.page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    await second.page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await second.page.getByRole('button', { name: 'Tema escuro' }).getAttribute('aria-pressed')).toBe('true');

    // Back to light there; the server keeps that too.
    await second.page.getByRole('button', { name: 'Tema escuro' }).click();
    expect(await isDark(second.page)).toBe(false);
    const token = await second.page.evaluate(() => localStorage.getItem('authToken'));
    await expect
      .poll(async () => {
        const res = await fetch(`${c.baseUrl}${endpoints.paths.preferences}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await res.json()) as { theme: string }).theme;
      })
      .toBe('light');
    await first.context.close();
    await second.context.close();
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  it('the public screens have the switch too (kept in this browser only)', async () => {
    const { context, page } = await browserWith('light');
    await page.goto(`${c.baseUrl}/delete-account`);
    await page.getByRole('button', { name: 'Tema escuro' }).click();
    expect(await isDark(page)).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Tema escuro', pressed: true }).waitFor();
    expect(await isDark(page)).toBe(true);
    await context.close();
  });
});

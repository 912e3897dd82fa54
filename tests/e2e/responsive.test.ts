import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.js';
import { loadConsoleConfig } from '../../server/descriptors/loadConsoleConfig.js';
import { loadDescriptors, schemasDir } from '../../server/descriptors/loadDescriptors.js';
import { seed } from '../../server/seed/seed.js';
import { buildShell } from '../../src/core/console/buildShell.js';
import { ADMIN, signIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/**
 * Issue 23, item 6: the console down to 360 px wide. The side menu is a drawer opened by 'Menu',
 * lists scroll inside their own container, forms stack to one column and dialogs fit the screen.
 * That no screen scrolls sideways at 360 or 390 px is checked on every route, signed out and in,
 * by the accessibility walk (tests/e2e/accessibility.test.ts: reflow), which opens each screen once.
 */
const descriptors = loadDescriptors(schemasDir());
const config = loadConsoleConfig(schemasDir(), descriptors);
const shell = buildShell(config, descriptors);

/** The widths checked: the smallest phone the console supports, and a common one. */
const WIDTHS = [360, 390] as const;

/** Waits for a screen: its heading, no loading overlay, its data drawn. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
}

describe('the console on a phone (Chromium)', () => {
  let c: ConsoleUnderTest;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    c = await startConsole();
    await seed(c.handle.db, {
      admin: ADMIN,
      hashPassword,
      people: 3,
      requestLogs: 6,
      livenessLogs: 2,
      fingerLogs: 2,
      storage: c.storage,
      filesLimit: 0,
    });
    context = await c.browser.newContext({
      viewport: { width: WIDTHS[0], height: 780 },
      locale: 'pt-BR',
      hasTouch: true,
    });
    page = await context.newPage();
    await signIn(page, c.baseUrl);
    await page.getByRole('button', { name: 'Menu' }).waitFor();
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await c?.close();
  });

  describe.each(WIDTHS)('at %i px wide', (width) => {
    beforeAll(async () => {
      await page.setViewportSize({ width, height: 780 });
    });

    it("the side menu is a drawer opened by 'Menu'; following a link closes it", async () => {
      const requests = descriptors.find((d) => d.key === 'request-log')!;
      await page.goto(`${c.baseUrl}${shell.screens[0]!.path}`);
      await settled(page);
      expect(await page.getByRole('navigation', { name: 'Menu principal' }).isVisible()).toBe(false);
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('navigation', { name: 'Menu principal' }).waitFor();
      const box = (await drawer.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const entry = shell.menuGroups.flatMap((g) => g.items).find((i) => i.to === requests.routes.list)!;
      await drawer.getByRole('link', { name: entry.label }).click();
      await drawer.waitFor({ state: 'detached' });
      await settled(page);
      expect(new URL(page.url()).pathname).toBe(requests.routes.list);
    });

    it('a list scrolls inside its own container; a form is one column; a dialog fits', async () => {
      const requests = descriptors.find((d) => d.key === 'request-log')!;
      await page.goto(`${c.baseUrl}${requests.routes.list}`);
      await settled(page);
      const table = page.getByRole('main').getByRole('table');
      const scroller = await table.evaluate((t) => {
        for (let el = t.parentElement; el; el = el.parentElement) {
          const { overflowX } = getComputedStyle(el);
          if (overflowX === 'auto' || overflowX === 'scroll') return { width: el.clientWidth, content: el.scrollWidth };
        }
        return null;
      });
      expect(scroller).not.toBeNull();
      expect(scroller!.width).toBeLessThanOrEqual(width);

      await page.getByRole('main').getByRole('button', { name: 'Visualizar' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const dialogBox = (await dialog.boundingBox())!;
      expect(dialogBox.x).toBeGreaterThanOrEqual(0);
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(width);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      const users = descriptors.find((d) => d.key === 'user')!;
      await page.goto(`${c.baseUrl}${users.routes.form}/1`);
      await settled(page);
      const name = (await page.getByRole('main').getByLabel('Nome').boundingBox())!;
      const phone = (await page.getByRole('main').getByLabel('Telefone').boundingBox())!;
      expect(phone.y).toBeGreaterThan(name.y + name.height);
      expect(Math.abs(phone.x - name.x)).toBeLessThan(2);
    });
  });
});

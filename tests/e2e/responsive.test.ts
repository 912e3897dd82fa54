import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.js';
import { loadConsoleConfig } from '../../server/descriptors/loadConsoleConfig.js';
import { loadDescriptors, schemasDir } from '../../server/descriptors/loadDescriptors.js';
import { seed } from '../../server/seed/seed.js';
import { buildShell } from '../../src/core/console/buildShell.js';
import { ADMIN, signIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/**
 * Issue 23, item 6: the console down to 360 px wide. The page never scrolls sideways on any
 * screen (lists scroll inside their own container), the side menu is a drawer opened by 'Menu',
 * forms stack to one column and dialogs fit the screen.
 */
const descriptors = loadDescriptors(schemasDir());
const config = loadConsoleConfig(schemasDir(), descriptors);
const shell = buildShell(config, descriptors);
const PUBLIC_PATHS = Object.values(config.publicScreens).map((s) => s.path);

/** How far the page reaches past the window's right edge (0: no sideways scrolling). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

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
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await c?.close();
  });

  /** The screen shown, at every width of WIDTHS: where it reaches past the window's edge. */
  const overflowsAtEachWidth = async (label: string): Promise<string[]> => {
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 780 });
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) found.push(`${label} @${width} (+${overflow} px)`);
    }
    return found;
  };

  it(`no screen scrolls sideways at ${WIDTHS.join(' or ')} px, signed out or in`, { timeout: 600_000 }, async () => {
    const wide: string[] = [];
    for (const path of ['/', ...PUBLIC_PATHS]) {
      await page.goto(`${c.baseUrl}${path}`);
      await settled(page);
      wide.push(...(await overflowsAtEachWidth(`[fora] ${path}`)));
    }
    await signIn(page, c.baseUrl);
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    const paths = new Set<string>([
      ...shell.menuGroups.flatMap((g) => g.items.map((i) => i.to)),
      ...shell.userMenu.map((e) => e.to),
      ...shell.screens.map((s) => s.path),
      ...PUBLIC_PATHS,
    ]);
    for (const d of descriptors) {
      if (!d.routes.form || !d.server) continue;
      if (d.list.create) paths.add(d.list.create);
      const row = await c.handle.db
        .selectFrom(d.server.table as 'users')
        .select('id')
        .limit(1)
        .executeTakeFirst();
      if (row) paths.add(`${d.routes.form}/${row.id}`);
    }
    for (const path of paths) {
      await page.goto(`${c.baseUrl}${path}`);
      await settled(page);
      wide.push(...(await overflowsAtEachWidth(path)));
    }
    expect(wide).toEqual([]);
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

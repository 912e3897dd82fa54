import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.js';
import { loadConsoleConfig } from '../../server/descriptors/loadConsoleConfig.js';
import { loadDescriptors, schemasDir } from '../../server/descriptors/loadDescriptors.js';
import { seed } from '../../server/seed/seed.js';
import { buildShell } from '../../src/core/console/buildShell.js';
import { ADMIN, signIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/** One axe violation (the type of what AxeBuilder's analyze gives). */
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Issue 23, item 7: axe-core finds nothing on any screen of the console, signed out and signed
 * in, in the light and the dark theme. The routes come from the descriptors and
 * schemas/console.json the console is built from: every menu entry, the user menu, every
 * hand-written screen, each editable entity's new and existing record's form, the public screens
 * (signed out and inside the shell), 'Not Found', and the request log's details modal.
 *
 * Kept fast: one page, signed in once; each screen is checked with every rule in the light theme,
 * then, switched to the dark theme by the system's `prefers-color-scheme` (which the console
 * follows until the operator chooses), with the only rule a theme changes: colour contrast; then
 * narrowed to 360 and 390 px, where it must not scroll sideways (reflow; issue 23, item 6: the
 * same walk, so the console is started and every screen opened once for both).
 */
const descriptors = loadDescriptors(schemasDir());
const config = loadConsoleConfig(schemasDir(), descriptors);
const shell = buildShell(config, descriptors);

/** The window of the walk, and the phone widths at which no screen may scroll sideways. */
const DESKTOP = { width: 1280, height: 900 };
const PHONE_WIDTHS = [360, 390] as const;

/** WCAG 2.0/2.1 A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const NOT_FOUND = '/rota-que-nao-existe';
const PUBLIC_PATHS = Object.values(config.publicScreens).map((s) => s.path);

/** `route rule: target — summary` lines, one per offending node: what a failing run prints. */
function describeViolations(route: string, violations: readonly Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${route} ${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim()}`),
  );
}

describe('accessibility of every screen (axe-core, Chromium)', () => {
  let c: ConsoleUnderTest;
  let context: BrowserContext;
  let page: Page;
  const inFlight = new Set<Request>();
  let lastActivity = 0;

  /** Until no request has been under way for 300 ms and the loading overlay is gone. */
  const settle = async () => {
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastActivity > 300, { timeout: 20_000, interval: 50 })
      .toBe(true);
    await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
  };
  /** Opens `path`, then waits for its heading and its data. */
  const visit = async (path: string) => {
    await page.goto(`${c.baseUrl}${path}`);
    await page.locator('main h1').first().waitFor();
    await settle();
  };
  /** axe on what the page shows now: every rule in light, colour contrast again in dark. */
  const check = async (label: string): Promise<string[]> => {
    const light = await new AxeBuilder({ page })
      .withTags(TAGS)
      .options({ resultTypes: ['violations'] })
      .analyze();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    const dark = await new AxeBuilder({ page })
      .withRules(['color-contrast'])
      .options({ resultTypes: ['violations'] })
      .analyze();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    return [
      ...describeViolations(`${label} [claro]`, light.violations),
      ...describeViolations(`${label} [escuro]`, dark.violations),
      ...(await sidewaysAtPhoneWidths(label)),
    ];
  };
  /** Two frames: what a resize makes React and the media queries change is drawn. */
  const drawn = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  /**
   * Reflow (WCAG 1.4.10; issue 23, item 6): the screen shown, narrowed to each of PHONE_WIDTHS,
   * never scrolls sideways (lists scroll inside their own box), then back to DESKTOP.
   */
  const sidewaysAtPhoneWidths = async (label: string): Promise<string[]> => {
    const found: string[] = [];
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 780 });
      await drawn();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) found.push(`${label} [${width} px] rola para o lado: +${overflow} px`);
    }
    await page.setViewportSize(DESKTOP);
    await drawn();
    return found;
  };

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
      viewport: DESKTOP,
      locale: 'pt-BR',
      colorScheme: 'light',
    });
    page = await context.newPage();
    page.on('request', (r) => {
      inFlight.add(r);
      lastActivity = Date.now();
    });
    const ended = (r: Request) => {
      inFlight.delete(r);
      lastActivity = Date.now();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await c?.close();
  });

  it(
    'signed out: the login, an unknown address and the public screens (and none scrolls sideways at 360 or 390 px)',
    { timeout: 300_000 },
    async () => {
      const found: string[] = [];
      for (const path of ['/', NOT_FOUND, ...PUBLIC_PATHS]) {
        await page.goto(`${c.baseUrl}${path}`);
        await page.locator('main').waitFor();
        await settle();
        found.push(...(await check(`[fora] ${path}`)));
      }
      expect(found).toEqual([]);
    },
  );

  it("'Pular para o conteúdo' is the first Tab stop, signed out and in, and moves the focus to <main>", async () => {
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    // Signed out, the screens focus their first field themselves; the link still comes first.
    await page.goto(`${c.baseUrl}${PUBLIC_PATHS[0]}`);
    await page.locator('main').waitFor();
    const firstStop = await page.evaluate(
      () =>
        document.querySelector<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
        )?.textContent,
    );
    expect(firstStop).toBe('Pular para o conteúdo');
    await skip.focus();
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');

    // Signed in, from the top of a screen: the first Tab.
    await signIn(page, c.baseUrl);
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    await page.reload();
    await page.locator('main h1').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });

  it(
    'signed in: every menu entry, screen, form, public screen and Not Found, and the request details (none scrolls sideways at 360 or 390 px)',
    { timeout: 600_000 },
    async () => {
      const paths = new Set<string>([
        ...shell.menuGroups.flatMap((g) => g.items.map((i) => i.to)),
        ...shell.userMenu.map((e) => e.to),
        ...shell.screens.map((s) => s.path),
        ...PUBLIC_PATHS,
        NOT_FOUND,
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
      const found: string[] = [];
      for (const path of paths) {
        await visit(path);
        found.push(...(await check(path)));
      }
      // The request log's details, in its modal.
      const requests = descriptors.find((d) => d.key === 'request-log')!;
      await visit(requests.routes.list);
      await page.getByRole('main').getByRole('button', { name: 'Visualizar' }).first().click();
      await page.getByRole('dialog').waitFor();
      await settle();
      found.push(...(await check(`${requests.routes.list} (detalhes)`)));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(found).toEqual([]);
    },
  );

  it('the page alert never covers a dialog: the dialog, its title and close button stay on top', async () => {
    const users = descriptors.find((d) => d.key === 'user')!;
    await visit(`${users.routes.form}/1`);
    await page.getByRole('main').getByRole('button', { name: 'Salvar' }).click();
    // By its attribute, not its role: the open dialog hides the page (aria-hidden) from role queries.
    const alert = page.locator('[role="alert"]').filter({ hasText: /salvo/i });
    await alert.waitFor();
    await page.getByRole('button', { name: 'Alterar Senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar Senha' });
    await dialog.waitFor();
    const close = dialog.getByRole('button', { name: 'Fechar janela' });
    await close.waitFor();
    // What the pointer reaches at the close button's centre is the button, not the alert.
    const onTop = await close.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!hit && button.contains(hit);
    });
    expect(onTop).toBe(true);
    const layer = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const z = getComputedStyle(node).zIndex;
        if (z !== 'auto' && getComputedStyle(node).position !== 'static') return Number(z);
      }
      return 0;
    };
    const alertLayer = await alert.evaluate(layer);
    const dialogLayer = await dialog.evaluate(layer);
    expect(alertLayer).toBeLessThan(dialogLayer);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

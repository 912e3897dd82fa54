import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRequests, roundTripsBefore } from '../../bench/console/requestChain.js';
import { openSignedIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/**
 * Issue 24: a signed-in cold load sends the list's first page and the profile with the route's
 * code (src/boot.ts), each once — the console takes the answers instead of asking again — and the
 * data request leaves two round trips after the page was asked for (the document, the scripts),
 * not after a chain of lazy chunks. A token of another user, or none, gets nothing early.
 */
describe('cold load of a list', () => {
  let c: ConsoleUnderTest;
  beforeAll(async () => {
    c = await startConsole();
  });
  afterAll(() => c?.close());

  it('asks for the first page and the profile once each, two round trips in, and draws the loading screen only once', async () => {
    const signedIn = await openSignedIn(c);
    const storage = await signedIn.context().storageState();
    await signedIn.close();
    const context = await c.browser.newContext({ storageState: storage, viewport: { width: 1366, height: 900 } });
    // How often the full-page loading screen was drawn: once, while the stored token is checked.
    // The signed-in screens' code is run before the first render (src/main.tsx), so it is not
    // drawn again as their Suspense fallback, after which React would hold the screen back ~300 ms.
    await context.addInitScript(() => {
      const w = window as unknown as { loadingScreens: number };
      w.loadingScreens = 0;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (
              n instanceof Element &&
              (n.matches('[role="status"]') ? [n] : [...n.querySelectorAll('[role="status"]')]).some(
                (e) => e.textContent === 'Carregando...',
              )
            )
              w.loadingScreens++;
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const sent = await recordRequests(page);
    const gets: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && !r.url().includes('/assets/'))
        gets.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    await page.goto(`${c.baseUrl}/param?per_page=50`);
    await page.getByTestId('list-range').waitFor();
    await page.waitForLoadState('networkidle');

    expect(gets.filter((g) => g === '/admin/v1/param?page=1&per_page=50')).toHaveLength(1);
    expect(gets.filter((g) => g === '/admin/v1/user/profile')).toHaveLength(1);
    expect(roundTripsBefore(sent(), /\/admin\/v1\/param\?/)).toBe(2);
    // The list view's chunks were preloaded from the map the build wrote into index.html.
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    );
    expect(preloaded.some((href) => /\/assets\/EntityListView-/.test(href ?? ''))).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { loadingScreens: number }).loadingScreens),
    ).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('signed out, the address alone starts no API read but the API base', async () => {
    const page = await c.newPage();
    const api: string[] = [];
    page.on('request', (r) => {
      if (/\/admin\/|\/api\/v2\//.test(r.url())) api.push(r.url());
    });
    await page.goto(`${c.baseUrl}/param`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(api).toEqual([]);
    await page.close();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { preloadRouteChunks } from '../../../../src/core/boot/preloadRouteChunks.js';

const hrefs = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

function page(chunks: string) {
  document.head.innerHTML = `<link rel="modulepreload" href="/assets/main.js"><script type="application/json" id="route-chunks">${chunks}</script>`;
}

describe('preloadRouteChunks', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("adds the shell's and the views' chunks once, skipping those the page already has", () => {
    page(
      JSON.stringify({
        signedIn: ['/assets/SignedIn.js', '/assets/main.js'],
        views: { entityList: ['/assets/List.js', '/assets/SignedIn.js'], prices: ['/assets/Prices.js'] },
      }),
    );
    preloadRouteChunks(document, ['entityList']);
    expect(hrefs()).toEqual(['/assets/main.js', '/assets/SignedIn.js', '/assets/List.js']);
  });

  it('does nothing without the data block (dev server) or when it does not parse', () => {
    preloadRouteChunks(document, ['entityList']);
    page('{nope');
    preloadRouteChunks(document, ['entityList']);
    expect(hrefs()).toEqual(['/assets/main.js']);
  });
});

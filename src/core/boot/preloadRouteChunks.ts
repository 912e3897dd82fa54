import type { ViewKey } from '../views/viewKeys.js';

/** The chunks of the signed-in shell and of each view, written into index.html by the build. */
interface RouteChunks {
  signedIn: string[];
  views: Partial<Record<ViewKey, string[]>>;
}

/**
 * Asks the browser for the code a signed-in screen of `views` needs (`<link rel="modulepreload">`,
 * fetched now, run when React first renders it), from the `#route-chunks` data block the build
 * writes into index.html (preloadRouteChunksPlugin.ts). Without it (the dev server) nothing is
 * preloaded: each chunk then loads when it is imported, as before.
 */
export function preloadRouteChunks(doc: Document, views: readonly ViewKey[]): void {
  const block = doc.getElementById('route-chunks');
  if (!block?.textContent) return;
  let chunks: RouteChunks;
  try {
    chunks = JSON.parse(block.textContent) as RouteChunks;
  } catch {
    return;
  }
  const present = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], script[src]')].map(
      (e) => e.getAttribute('href') ?? e.getAttribute('src'),
    ),
  );
  const links = doc.createDocumentFragment();
  for (const href of [...chunks.signedIn, ...views.flatMap((v) => chunks.views[v] ?? [])]) {
    if (typeof href !== 'string' || present.has(href)) continue;
    present.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  doc.head.append(links);
}

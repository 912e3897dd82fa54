import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The data block of index.html that src/core/boot/preloadRouteChunks.ts reads: the chunks each screen needs. */
const ROUTE_CHUNKS_ID = 'route-chunks';

/**
 * Writes into index.html a JSON data block (`#route-chunks`, not executed: the CSP allows it) with
 * the chunks of the signed-in shell (src/routes/SignedInRoutes.tsx) and of each view of
 * src/routes/viewRegistry.ts. src/boot.ts, run before React, preloads those of the route it is on
 * (src/core/boot/preloadRouteChunks.ts): code and data then travel together, instead of one chunk
 * after the other as React mounts each component.
 */
export function preloadRouteChunksPlugin(root = process.cwd()): Plugin {
  let base = '/';
  return {
    name: 'preload-route-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const filesOf = (source: string) => {
          const chunk = chunkBySource(bundle, source);
          if (!chunk) throw new Error(`preloadRouteChunksPlugin: nenhum chunk tem ${source} como módulo de entrada.`);
          return importedFiles(bundle, chunk.fileName).map((file) => `${base}${file}`);
        };
        const views = Object.fromEntries(
          viewModules(readFileSync(resolve(root, 'src/routes/viewRegistry.ts'), 'utf8')).map(([key, source]) => [
            key,
            filesOf(source),
          ]),
        );
        const data = { signedIn: filesOf('src/routes/SignedInRoutes.tsx'), views };
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_CHUNKS_ID },
            children: JSON.stringify(data),
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

/** The chunk built from `source` (a path from the project root, '.tsx' or '.ts'). */
function chunkBySource(bundle: OutputBundle, source: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (o): o is OutputChunk => o.type === 'chunk' && !!o.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${source}`),
  );
}

/** `file` and every chunk it imports statically, transitively (what loading it fetches). */
function importedFiles(bundle: OutputBundle, file: string, seen: string[] = []): string[] {
  if (seen.includes(file)) return seen;
  seen.push(file);
  const chunk = bundle[file];
  for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) importedFiles(bundle, imported, seen);
  return seen;
}

/**
 * `[viewKey, 'src/…/Module.tsx']` of each `key: () => import('../views/….js')` line of
 * src/routes/viewRegistry.ts.
 */
export function viewModules(source: string): [string, string][] {
  const found = [...source.matchAll(/^\s*(\w+): \(\) => import\('\.\.\/(views\/[^']+)\.js'\),?$/gm)];
  if (!found.length) throw new Error('preloadRouteChunksPlugin: nenhuma tela em src/routes/viewRegistry.ts.');
  return found.map((m) => [m[1]!, `src/${m[2]!}.tsx`]);
}

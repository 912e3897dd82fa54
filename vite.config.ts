import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { descriptorsVitePlugin } from './server/descriptors/descriptorsVitePlugin.js';
import { rjsfStandIns } from './rjsfStandIns.js';
import { preloadRouteChunksPlugin } from './preloadRouteChunksPlugin.js';
import { devWatchIgnored } from './devWatchIgnored.js';

/**
 * Console build and dev server. Descriptors reach the bundle through `virtual:descriptors`
 * (checked, without their server part) with precompiled form validators. The API lives in
 * server/; in development server/dev.ts runs both.
 *
 * index.html carries the chunks each signed-in screen needs (preloadRouteChunksPlugin.ts): src/boot.ts,
 * the entry's first import, preloads the route's before React runs and starts its first reads.
 *
 * RJSF's Markdown, URI and `allOf` dependencies and its `getDecimalSeparator` are replaced by the
 * stand-ins of rjsfStandIns.ts, in the build, the dev server and the console's unit tests alike.
 */
export default defineConfig(({ command, mode }) => ({
  plugins: [react(), descriptorsVitePlugin(), rjsfStandIns, preloadRouteChunksPlugin()],
  resolve: {
    // `npm run bench:profile-console -- <interaction> --react`: React's profiling build, whose
    // Performance Tracks say which components a render spent its time in (src/main.tsx).
    alias:
      command === 'build' && mode === 'react-tracks'
        ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }]
        : [],
  },
  server: { watch: { ignored: devWatchIgnored } },
  // The dev server pre-bundles RJSF without Vite's plugins: the stand-ins go in by hand.
  optimizeDeps: { rolldownOptions: { plugins: [rjsfStandIns] } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Chakra's define* helpers return their argument: calls whose result is unused (theme
      // recipes the console's system leaves out) can go.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'] },
      output: {
        codeSplitting: {
          // The Chakra, Ark, Zag and icon modules that most lazy chunks share (8 or more of them:
          // layout, fields, buttons, icons) in one chunk, instead of a dozen tiny shared chunks each
          // gzipped on its own: 3 to 5 KiB less per screen. What few screens use (table, dialogs,
          // menu, tooltip...) still loads with them.
          groups: [
            {
              name: 'ui-kit',
              test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|lucide-react)[\\/]/,
              minShareCount: 8,
            },
          ],
        },
      },
    },
  },
}));

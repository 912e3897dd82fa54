import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { descriptorsVitePlugin } from './server/descriptors/descriptorsVitePlugin.js';

const standIn = (file: string) => fileURLToPath(new URL(`./src/ui/form/standIns/${file}`, import.meta.url));

/** RJSF utils' own imports of `./getDecimalSeparator.js` resolve to the remembered stand-in. */
const rjsfDecimalSeparator: Plugin = {
  name: 'rjsf-decimal-separator',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './getDecimalSeparator.js' && importer && /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]/.test(importer))
      return standIn('getDecimalSeparator.ts');
    return null;
  },
};

/**
 * Console build. Descriptors reach the bundle through `virtual:descriptors` (checked, without
 * their server part) with precompiled form validators. The API lives in server/; in development
 * server/dev.ts runs both.
 *
 * Three of RJSF's dependencies serve features the console's forms never use (Markdown
 * descriptions, `$ref`/`$id` resolution, `allOf` merging): small stand-ins replace them in the
 * production bundle (src/ui/form/standIns/, each says why it is enough). One module of RJSF's
 * utils, `getDecimalSeparator`, is replaced by the same function remembered per locale list.
 */
export default defineConfig(({ command, mode }) => ({
  plugins: [react(), descriptorsVitePlugin(), ...(command === 'build' ? [rjsfDecimalSeparator] : [])],
  resolve: {
    // Only in the production bundle: the dev server does not tree-shake, and RJSF's validator
    // package index builds a full Ajv (which needs the real fast-uri) when loaded.
    alias:
      command === 'build'
        ? [
            // `npm run bench:profile-console -- <interaction> --react`: React's profiling build, whose
            // Performance Tracks say which components a render spent its time in (src/main.tsx).
            ...(mode === 'react-tracks' ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : []),
            { find: /^markdown-to-jsx\/react$/, replacement: standIn('markdownToJsx.tsx') },
            { find: /^fast-uri$/, replacement: standIn('fastUri.ts') },
            { find: /^@x0k\/json-schema-merge(\/lib\/array)?$/, replacement: standIn('jsonSchemaMerge.ts') },
          ]
        : [],
  },
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

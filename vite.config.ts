import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { descriptorsVitePlugin } from './server/descriptors/descriptorsVitePlugin.js';

const standIn = (file: string) => fileURLToPath(new URL(`./src/ui/form/standIns/${file}`, import.meta.url));

/**
 * Console build. Descriptors reach the bundle through `virtual:descriptors` (checked, without
 * their server part) with precompiled form validators. The API lives in server/; in development
 * server/dev.ts runs both.
 *
 * Three of RJSF's dependencies serve features the console's forms never use (Markdown
 * descriptions, `$ref`/`$id` resolution, `allOf` merging): small stand-ins replace them in the
 * browser bundle (src/ui/form/standIns/, each says why it is enough).
 */
export default defineConfig({
  plugins: [react(), descriptorsVitePlugin()],
  resolve: {
    alias: [
      { find: /^markdown-to-jsx\/react$/, replacement: standIn('markdownToJsx.tsx') },
      { find: /^fast-uri$/, replacement: standIn('fastUri.ts') },
      { find: /^@x0k\/json-schema-merge(\/lib\/array)?$/, replacement: standIn('jsonSchemaMerge.ts') },
    ],
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
});

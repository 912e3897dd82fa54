import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { descriptorsVitePlugin } from './server/descriptors/descriptorsVitePlugin.js';

/**
 * Console build. Descriptors reach the bundle through `virtual:descriptors` (checked, without
 * their server part) with precompiled form validators. The API lives in server/; in development
 * server/dev.ts runs both.
 *
 * `markdown-to-jsx/react` (RJSF's Markdown renderer, which the console's forms never use) is
 * replaced by a plain-text stand-in: see src/ui/form/markdownAsText.tsx.
 */
export default defineConfig({
  plugins: [react(), descriptorsVitePlugin()],
  resolve: {
    alias: { 'markdown-to-jsx/react': fileURLToPath(new URL('./src/ui/form/markdownAsText.tsx', import.meta.url)) },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
});

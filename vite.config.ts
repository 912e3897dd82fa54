import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { descriptorsVitePlugin } from './server/descriptors/descriptorsVitePlugin.js';

/**
 * Console build. Descriptors reach the bundle through `virtual:descriptors` (checked, without
 * their server part) with precompiled form validators. The API lives in server/; in development
 * server/dev.ts runs both.
 */
export default defineConfig({
  plugins: [react(), descriptorsVitePlugin()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
});

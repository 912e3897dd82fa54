import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { descriptorsVitePlugin } from './server/descriptors/descriptorsVitePlugin.js';
import { rjsfStandIns } from './rjsfStandIns.js';

/**
 * Unit, component and API tests. Browser end-to-end tests live in tests/e2e and run with
 * vitest.e2e.config.ts after `vite build`.
 */
export default defineConfig({
  plugins: [react(), descriptorsVitePlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'tests/server/**/*.test.ts',
            'tests/schemas/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            'tests/tooling/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // The console's tests run RJSF with the stand-ins the bundle ships (rjsfStandIns.ts): RJSF
        // is inlined (goes through Vite's resolver, not Node's), so the plugin sees its imports.
        plugins: [rjsfStandIns],
        test: {
          name: 'console',
          environment: 'jsdom',
          include: ['tests/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/src/setup.ts'],
          testTimeout: 30_000,
          server: { deps: { inline: [/[\\/]node_modules[\\/]@rjsf[\\/]/] } },
        },
      },
    ],
  },
});

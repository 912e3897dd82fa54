import { defineConfig } from 'vitest/config';

/** Browser end-to-end tests: headless Chromium (playwright-core) against the built console + API. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});

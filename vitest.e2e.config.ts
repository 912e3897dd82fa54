import { defineConfig } from 'vitest/config';

/** Browser end-to-end tests: headless Chromium (playwright-core) against the built console + API. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two files at a time: each starts its own API, database and Chromium, and waits on the
    // browser as much as it computes (measured on 2 cores: 769 s one at a time, 400 s two at a time).
    maxWorkers: 2,
    // Under two files' load a browser step has, rarely, missed its wait (one test in one of the
    // last three full runs, a different one each time): a failed test runs once more, as
    // Playwright's own runner does on CI. A real defect fails both times and the report says so.
    retry: 1,
  },
});

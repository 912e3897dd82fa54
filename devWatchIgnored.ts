import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * What the dev server (`npm run dev`, vite.config.ts) does not watch: the embedded database and
 * stored files (`./data`, written on every request), the benchmark's datasets and results (a
 * PGlite folder of ~80,000 files after `npm run bench`), the react-admin peer's packages and the
 * production build. Watching them, a schema edit took ~2 s to reach the open console instead of
 * ~50 ms (tests/server/descriptors/descriptorsDevReload.test.ts).
 */
export const devWatchIgnored = [
  `${root}data/**`,
  `${root}dist/**`,
  `${root}bench/data/**`,
  `${root}bench/results/**`,
  `${root}bench/peers/*/node_modules/**`,
  `${root}bench/peers/*/dist/**`,
];

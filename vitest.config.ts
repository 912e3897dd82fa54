import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { descriptorsVitePlugin } from './server/descriptors/descriptorsVitePlugin.js';
import { rjsfStandIns } from './rjsfStandIns.js';

/**
 * The tests that read the descriptors through the console's virtual modules or render the console:
 * the list and form views, the route table and routes, the side and user menus and their active
 * rules, form rules, validators, errors and prefetch, the RJSF mapping and stand-ins, list queries
 * and permissions, signing in and out. They run on the fixture descriptors of tests/fixtures/schemas,
 * never on schemas/, so a production descriptor's change touches only its snapshots
 * (docs/testing-schemas.md; pure tests load the fixtures themselves, in the console project).
 */
const ENGINE_TESTS = [
  'tests/src/views/**/[Ee]ntity*.test.tsx',
  'tests/src/routes/AppRoutes.test.tsx',
  'tests/src/routes/RouteView.test.tsx',
  'tests/src/routes/routeTable.test.ts',
  'tests/src/ui/layout/*.test.tsx',
  'tests/src/hooks/form/validatorLoaders.test.ts',
  'tests/src/core/forms/formRules.test.ts',
  'tests/src/core/list/listQuery.test.ts',
  'tests/src/core/list/listDataPath.test.ts',
  'tests/src/core/boot/bootPlan.test.ts',
  'tests/src/core/list/permittedList.test.ts',
  'tests/src/ui/form/standIns.test.tsx',
  'tests/src/ui/form/toUiSchema.test.ts',
  'tests/src/core/console/isMenuItemActive.test.ts',
  'tests/src/hooks/form/formErrors.test.ts',
  'tests/src/hooks/form/usePrefetchForm.test.tsx',
  'tests/src/hooks/form/validateFormRecord.test.ts',
  'tests/src/hooks/auth/AuthProvider.test.tsx',
  'tests/src/views/LoginView.test.tsx',
];

/**
 * Unit, component and API tests. Browser end-to-end tests live in tests/e2e and run with
 * vitest.e2e.config.ts after `vite build`.
 */
export default defineConfig({
  plugins: [react(), descriptorsVitePlugin()],
  test: {
    // Most API tests wait on a database or a child process as much as they compute: one worker
    // more than the cores keeps them busy (Vitest's default is one fewer: a single worker on CI's
    // two cores; measured on 2 cores: 725 s with 1, 520 s with 3). Files are not made to share
    // a process (isolate: false saved 60-85 s more, but twice a file's timers then never fired).
    maxWorkers: availableParallelism() + 1,
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
          include: ['tests/src/**/*.test.{ts,tsx}', 'tests/schemas/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...ENGINE_TESTS],
          setupFiles: ['tests/src/setup.ts'],
          testTimeout: 30_000,
          server: { deps: { inline: [/[\\/]node_modules[\\/]@rjsf[\\/]/] } },
        },
      },
      {
        // Not extending the root: its own descriptors plugin, over tests/fixtures/schemas (whatever
        // SCHEMAS_DIR says: no environment).
        plugins: [react(), descriptorsVitePlugin(resolve('tests/fixtures'), {}), rjsfStandIns],
        test: {
          name: 'engines',
          environment: 'jsdom',
          include: ENGINE_TESTS,
          setupFiles: ['tests/src/setup.ts'],
          testTimeout: 30_000,
          server: { deps: { inline: [/[\\/]node_modules[\\/]@rjsf[\\/]/] } },
        },
      },
    ],
  },
});

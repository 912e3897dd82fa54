/**
 * Import boundaries of the console and the API (docs/architecture.md), checked by
 * `npm run lint:deps` (part of `npm run lint` and `npm test`):
 *
 *   src/core   pure logic: no React, Chakra, SWR or router; imports src/core and schemas/ only
 *   src/hooks  React state and data: src/core
 *   src/ui     components: src/core, src/hooks, src/theme
 *   src/views  screens: src/core, src/hooks, src/ui, src/theme
 *   src/routes route table and view registry: all of src/
 *   server/    the API: src/core only; src/ never imports server/
 *
 * and no import circle anywhere. tests/ and bench/ may import anything.
 */
const layer = (name, allowed) => ({
  name: `${name.replace('src/', '')}-imports-only-${allowed.map((a) => a.replace('src/', '')).join('-')}`,
  comment: `${name} may import only ${allowed.join(', ')} from src/ (docs/architecture.md)`,
  severity: 'error',
  from: { path: `^${name}/` },
  to: { path: '^src/', pathNot: allowed.map((a) => `^${a}/`) },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle makes load order matter and modules impossible to read alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer('src/core', ['src/core']),
    layer('src/hooks', ['src/core', 'src/hooks']),
    layer('src/ui', ['src/core', 'src/hooks', 'src/ui', 'src/theme']),
    layer('src/views', ['src/core', 'src/hooks', 'src/ui', 'src/views', 'src/theme']),
    layer('server', ['src/core']),
    {
      name: 'core-is-pure',
      comment: 'src/core is pure logic, shared with the server: no React, no UI kit, no data hooks.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: {
        path: [
          '^node_modules/(react|react-dom|@chakra-ui|@emotion|swr|react-router|react-router-dom|lucide-react|@rjsf/core|@tanstack)/',
        ],
      },
    },
    {
      name: 'console-never-imports-server',
      comment: 'The console bundle never reaches into the API server.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^virtual:'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Built or generated, never sources (eslint.config.js ignores them too): bench/results/ holds
    // the consoles bench:profile-console builds.
    exclude: { path: ['^bench/peers/react-admin/', '^dist/', '^bench/results/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

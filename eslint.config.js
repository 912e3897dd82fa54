// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * One lint config for the console (src/), the API (server/), the tests and the benchmark.
 * Import boundaries and circles are checked by dependency-cruiser (.dependency-cruiser.cjs),
 * formatting by Prettier (.prettierrc.json): this file holds the rules about code itself.
 */
export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'bench/data/**',
      'bench/results/**',
      'bench/peers/react-admin/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Type-aware rules that catch real defects: a promise nobody awaits or catches, a promise
      // passed where a callback's result is ignored, an `await` of something that is not a promise.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      // Input sanitising matches control characters on purpose (NUL bytes, C0 controls).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      // Only says the React Compiler would skip a component using TanStack Table's hooks; the
      // console does not run the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // Tests reshape JSON documents (descriptors, roles files) freely to try what the checks refuse.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Kysely's own pattern: a migration is written against the database as it was then, not
    // today's typed schema, so it takes `Kysely<any>`.
    files: ['server/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Type-aware linting where it pays: the shipped code. Tests and the benchmark get the
    // syntactic rules only (half the lint time on two cores).
    files: ['**/*.js', '**/*.cjs', '**/*.mjs', 'tests/**', 'bench/**'],
    ...tseslint.configs.disableTypeChecked,
  },
);

import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const RJSF_CORE = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]/;
const RJSF_UTILS = /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]/;

/** What RJSF imports, from which of its packages, and the file in src/ui/form/standIns/ it gets. */
const standIns = [
  // Markdown descriptions, which the console's forms never enable.
  { source: /^markdown-to-jsx\/react$/, importer: RJSF_CORE, file: 'markdownToJsx.ts' },
  // `$ref`/`$id` resolution and `allOf` merging, which the console's form schemas never need.
  { source: /^fast-uri$/, importer: RJSF_UTILS, file: 'fastUri.ts' },
  { source: /^@x0k\/json-schema-merge(\/lib\/array)?$/, importer: RJSF_UTILS, file: 'jsonSchemaMerge.ts' },
  // The same function, remembered per locale list.
  { source: /^\.\/getDecimalSeparator\.js$/, importer: RJSF_UTILS, file: 'getDecimalSeparator.ts' },
];

/**
 * Replaces four of RJSF's imports by the small stand-ins of src/ui/form/standIns/ (each says why
 * it is enough): 42 KiB gzip less in the form chunks. Only RJSF's own imports are redirected; any
 * other importer (Ajv, in the dev server's pre-bundle of @rjsf/core) keeps the real package.
 *
 * The build, the dev server (also in its dependency pre-bundler, `optimizeDeps.rolldownOptions`)
 * and the console's unit tests (vitest.config.ts) all use it, so what is tested is what ships.
 */
export const rjsfStandIns = {
  name: 'rjsf-stand-ins',
  enforce: 'pre',
  resolveId(source: string, importer: string | undefined) {
    if (!importer) return null;
    const standIn = standIns.find((s) => s.source.test(source) && s.importer.test(importer));
    return standIn ? fileURLToPath(new URL(`./src/ui/form/standIns/${standIn.file}`, import.meta.url)) : null;
  },
} satisfies Plugin;

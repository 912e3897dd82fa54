import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { buildFormSchema, type FormMode } from '../../src/core/forms/buildFormSchema.js';
import { toClientDescriptor } from '../../src/core/descriptors/sanitizeDescriptor.js';
import { loadDescriptors, schemasDir } from './loadDescriptors.js';

const DESCRIPTORS = 'virtual:descriptors';
const VALIDATORS = 'virtual:validators/';
const resolved = (id: string) => `\0${id}`;

/**
 * Gives the console its descriptors at build time, checked against the meta-schema (a wrong file
 * fails the build with file, path and reason) and without their server part:
 * - `virtual:descriptors`: every client descriptor, keyed by `key`;
 * - `virtual:validators/<key>/<create|update>`: RJSF precompiled validators (Ajv standalone code)
 *   for that form, so the browser never compiles a schema and the CSP needs no 'unsafe-eval'.
 */
export function descriptorsVitePlugin(root = process.cwd()): Plugin {
  const dir = schemasDir(root);
  const load = () => loadDescriptors(dir, root);
  return {
    name: 'console-descriptors',
    resolveId(id) {
      if (id === DESCRIPTORS || id.startsWith(VALIDATORS)) return resolved(id);
      return undefined;
    },
    load(id) {
      if (id === resolved(DESCRIPTORS)) {
        for (const file of load().map((d) => join(dir, `${d.key}.json`))) this.addWatchFile(file);
        const all = Object.fromEntries(load().map((d) => [d.key, toClientDescriptor(d)]));
        return `export default ${JSON.stringify(all)};`;
      }
      if (id.startsWith(resolved(VALIDATORS))) {
        const [key, mode] = id.slice(resolved(VALIDATORS).length).split('/') as [string, FormMode];
        const d = load().find((x) => x.key === key);
        if (!d || (mode !== 'create' && mode !== 'update')) this.error(`Validador desconhecido: ${id.slice(1)}`);
        this.addWatchFile(join(dir, `${key}.json`));
        const schema = buildFormSchema(toClientDescriptor(d!), mode);
        return cjsToEsm(
          compileSchemaValidatorsCode(schema as never, {
            ajvOptionsOverrides: { unicode: false, logger: false, code: { lines: false } },
          }),
        );
      }
      return undefined;
    },
  };
}

/**
 * Ajv's standalone ESM output cannot export RJSF's hash-named validators ("-1d2c89f9" is no
 * identifier), so we take its CommonJS output and wrap it: `module.exports` becomes the default
 * export. With `unicode: false` the code needs no Ajv runtime helper (no `require`).
 */
export function cjsToEsm(code: string): string {
  if (/\brequire\(/.test(code)) throw new Error('Validador pré-compilado inesperado: usa require()');
  return `const module = { exports: {} }; const exports = module.exports;\n${code}\nexport default module.exports;\n`;
}

/**
 * `npm run openapi:types`: rewrites docs/openapi.json and src/core/api/openapi.gen.d.ts from the
 * app's routes and descriptors (see renderOpenapiTypes.ts). Run it after changing a route's
 * schema, a descriptor or schemas/api/endpoints.json, and commit both files.
 * `npm run openapi:types -- --check` writes nothing and exits 1 when either file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPENAPI_TYPES_COMMAND, renderOpenapiFiles } from './renderOpenapiTypes.js';

const root = join(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const files = await renderOpenapiFiles();

const read = (relative: string) => {
  try {
    return readFileSync(join(root, relative), 'utf8');
  } catch {
    return undefined;
  }
};
const stale = Object.entries(files).filter(([relative, text]) => read(relative) !== text);

if (check) {
  for (const [relative] of stale) console.error(`${relative} está desatualizado: rode \`${OPENAPI_TYPES_COMMAND}\`.`);
  if (!stale.length) console.log('docs/openapi.json e os tipos da API estão atualizados.');
  process.exitCode = stale.length ? 1 : 0;
} else {
  for (const [relative, text] of stale) writeFileSync(join(root, relative), text);
  for (const relative of Object.keys(files))
    console.log(`${relative} ${stale.some(([r]) => r === relative) ? 'escrito' : 'sem mudanças'}`);
}

import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';
import { sanitizeDescriptor } from '../../src/core/descriptors/sanitizeDescriptor.js';
import { checkRelatedReferences } from '../../src/core/related/checkRelatedReferences.js';
import { readJsonFile } from './readJsonFile.js';

/** Folder of the descriptors, relative to the project root. */
export const SCHEMAS_DIR = 'schemas';

/**
 * The descriptors folder in use: SCHEMAS_DIR from the environment (tests build the console from
 * an edited copy), else `<root>/schemas`.
 */
export function schemasDir(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  return env.SCHEMAS_DIR ? resolve(root, env.SCHEMAS_DIR) : join(root, SCHEMAS_DIR);
}
/**
 * Files of the folder that are not descriptors: the meta-schema, the roles file and the console's
 * shell (server/descriptors/loadConsoleConfig.ts), each with its schema.
 */
const NOT_DESCRIPTORS = new Set([
  'descriptor.schema.json',
  'roles.json',
  'roles.schema.json',
  'console.json',
  'console.schema.json',
]);

/**
 * Reads and sanitises every descriptor in `dir` (all *.json but the meta-schema, the roles file
 * and the console's shell), sorted by key.
 * Throws DescriptorError for the first wrong file: JSON syntax (with line and column), shape,
 * references, or two descriptors claiming the same route or endpoint.
 */
export function loadDescriptors(dir: string, root = process.cwd()): Descriptor[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !NOT_DESCRIPTORS.has(f))
    .sort();
  const descriptors = files.map((f) => {
    const path = join(dir, f);
    const label = relative(root, path) || path;
    const raw = readJsonFile(path, label);
    return sanitizeDescriptor(raw, label);
  });
  const claimed = new Map<string, string>();
  for (const d of descriptors) {
    for (const [what, value] of [
      ['routes.list', d.routes.list],
      ['routes.form', d.routes.form],
      ['api.endpoint', d.api.endpoint],
    ] as const) {
      if (!value) continue;
      const other = claimed.get(value.toLowerCase());
      if (other)
        throw new DescriptorError(
          `${SCHEMAS_DIR}/${d.key}.json`,
          `/${what.replace('.', '/')}`,
          `"${value}" já é usado por ${other}`,
        );
      claimed.set(value.toLowerCase(), `${SCHEMAS_DIR}/${d.key}.json`);
    }
  }
  // Related records, column links and reference fields name other descriptors.
  checkRelatedReferences(descriptors, (key) => `${SCHEMAS_DIR}/${key}.json`);
  return descriptors;
}

import { join, relative } from 'node:path';
import { loadDescriptors, schemasDir } from '../descriptors/loadDescriptors.js';

/** `npm run schemas:check`: checks every descriptor; exit 1 with file, path and reason when one is wrong. */
try {
  const dir = schemasDir();
  const descriptors = loadDescriptors(dir);
  for (const d of descriptors) console.log(`ok  ${relative(process.cwd(), join(dir, d.key))}.json  (${Object.keys(d.fields).length} campos)`);
  console.log(`${descriptors.length} descritores válidos.`);
} catch (error) {
  console.error(`Descritor inválido: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

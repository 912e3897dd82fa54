/**
 * `npm run docs:descriptors`: rewrites docs/descriptors.md from schemas/descriptor.schema.json
 * (see renderDescriptorsDoc.ts). Run it after changing the meta-schema.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESCRIPTORS_DOC_PATH, renderDescriptorsDoc } from './renderDescriptorsDoc.js';

writeFileSync(join(import.meta.dirname, '..', DESCRIPTORS_DOC_PATH), await renderDescriptorsDoc());
console.log(`${DESCRIPTORS_DOC_PATH} written`);

import { join, relative } from 'node:path';
import type { EndpointsConfig } from '../../src/core/api/EndpointsConfig.js';
import { checkEndpointEntities } from '../../src/core/api/checkEndpointEntities.js';
import { sanitizeEndpoints } from '../../src/core/api/sanitizeEndpoints.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { readJsonFile } from '../descriptors/readJsonFile.js';

/**
 * The hand-written routes' paths, in the descriptors folder (docs/endpoints.md): in a folder of its
 * own, as every top-level file of schemas/ but the known ones is read as a descriptor.
 */
export const ENDPOINTS_FILE = 'api/endpoints.json';

/**
 * Reads schemas/api/endpoints.json (`dir` the descriptors folder, schemasDir()) and sanitises it;
 * with `descriptors`, also checks the entities it names against them (checkEndpointEntities).
 * Used at start (server/app.ts) and by `npm run schemas:check`. Throws DescriptorError with the
 * file, the JSON path and the reason.
 *
 * @example loadEndpoints(schemasDir(), loadDescriptors(schemasDir())).paths.pricing // '/services/v1/pricing'
 */
export function loadEndpoints(dir: string, descriptors?: readonly Descriptor[], root = process.cwd()): EndpointsConfig {
  const path = join(dir, ENDPOINTS_FILE);
  const label = relative(root, path) || path;
  const config = sanitizeEndpoints(readJsonFile(path, label), label);
  if (descriptors) checkEndpointEntities(config, descriptors, label);
  return config;
}

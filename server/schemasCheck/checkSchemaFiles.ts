import type { EndpointsConfig } from '../../src/core/api/EndpointsConfig.js';
import type { ConsoleConfig } from '../../src/core/console/ConsoleConfig.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';
import { loadConsoleConfig } from '../descriptors/loadConsoleConfig.js';
import { loadDescriptors, SCHEMAS_DIR } from '../descriptors/loadDescriptors.js';
import { loadRoles, rolesFile } from '../descriptors/loadRoles.js';
import type { Roles } from '../descriptors/sanitizeRoles.js';
import { loadEndpoints } from '../routes/loadEndpoints.js';
import { fieldDefault } from './fieldDefault.js';
import { requiredOnSave } from './requiredOnSave.js';

/** The schemas folder once every file of it is checked. */
export interface CheckedSchemas {
  descriptors: Descriptor[];
  /** schemas/console.json: the console's shell. */
  console: ConsoleConfig;
  /** schemas/api/endpoints.json: the hand-written routes' paths. */
  endpoints: EndpointsConfig;
  roles: Roles;
}

/**
 * Checks every file of the schemas folder `dir` as start, `npm run dev` and `npm run
 * schemas:check` see them: each descriptor (shape, references, claimed routes, and every field's
 * `default` against the field's own rules), then console.json, api/endpoints.json and the roles file
 * against them. Throws
 * DescriptorError (file, JSON path, reason) for the first wrong file.
 *
 * @example const { descriptors } = checkSchemaFiles(schemasDir());
 */
export function checkSchemaFiles(dir: string, root = process.cwd()): CheckedSchemas {
  const descriptors = loadDescriptors(dir, root);
  for (const d of descriptors) checkDefaults(d);
  const console = loadConsoleConfig(dir, descriptors, root);
  const endpoints = loadEndpoints(dir, descriptors, root);
  const roles = loadRoles(rolesFile(dir), descriptors, root);
  return { descriptors, console, endpoints, roles };
}

/**
 * A `default` fills the create form and, for a field required on save, the old records that lack
 * it (applyFieldDefaults): one that breaks the field's rules would hand operators a value they
 * cannot save.
 */
function checkDefaults(d: Descriptor): void {
  const required = new Set(requiredOnSave(d).map((r) => r.name));
  for (const [name, field] of Object.entries(d.fields)) {
    if (field.default === undefined) continue;
    const checked = fieldDefault(d, name);
    if ('value' in checked || (checked.empty && !required.has(name))) continue;
    throw new DescriptorError(
      `${SCHEMAS_DIR}/${d.key}.json`,
      `/fields/${name}/default`,
      `o valor padrão não vale para o campo: ${checked.error}`,
    );
  }
}

import Ajv from 'ajv';
import metaSchema from '../../../schemas/console.schema.json' with { type: 'json' };
import { DescriptorError } from '../descriptors/DescriptorError.js';
import { describeSchemaError } from '../descriptors/describeSchemaError.js';
import { isViewKey, unknownViewReason } from '../views/viewKeys.js';
import type { ConsoleConfig } from './ConsoleConfig.js';
import { samePath } from './samePath.js';

const ajv = new Ajv({ allErrors: false, useDefaults: true, strict: false });
const checkShape = ajv.compile(metaSchema);

/**
 * Checks schemas/console.json against schemas/console.schema.json and the rules a JSON Schema
 * cannot say (view keys of the registry, menu groups it declares, no address used twice), merges
 * defaults and returns it typed. What it says about the descriptors (their menu groups, the home
 * route, list views) is checked by checkConsoleReferences. Throws DescriptorError naming the
 * file, the JSON path and the reason.
 *
 * @example sanitizeConsoleConfig(JSON.parse(text), 'schemas/console.json').home // '/config'
 */
export function sanitizeConsoleConfig(raw: unknown, file: string): ConsoleConfig {
  const candidate: unknown = structuredClone(raw);
  if (!checkShape(candidate)) {
    const { path, reason } = describeSchemaError(checkShape.errors![0]!);
    throw new DescriptorError(file, path, reason);
  }
  const config = candidate as unknown as ConsoleConfig;
  const fail = (path: string, reason: string): never => {
    throw new DescriptorError(file, path, reason);
  };
  const claimed: [path: string, at: string][] = [];
  const screens = [
    ...Object.entries(config.screens).map(([name, s]) => [`/screens/${name}`, s] as const),
    ...Object.entries(config.publicScreens).map(([name, s]) => [`/publicScreens/${name}`, s] as const),
  ];
  for (const [at, screen] of screens) {
    if (!isViewKey(screen.view)) fail(`${at}/view`, unknownViewReason(screen.view));
    const other = claimed.find(([path]) => samePath(path, screen.path));
    if (other) fail(`${at}/path`, `"${screen.path}" já é usado por ${other[1]}`);
    claimed.push([screen.path, at]);
  }
  for (const [name, screen] of Object.entries(config.screens)) {
    if (screen.menu && !config.menuGroups.includes(screen.menu.group))
      fail(`/screens/${name}/menu/group`, unknownGroupReason(screen.menu.group, config.menuGroups));
  }
  return config;
}

/** The reason given for a menu entry naming a group console.json does not declare. */
export function unknownGroupReason(group: string, groups: readonly string[]): string {
  return `grupo "${group}" não existe em menuGroups de console.json; válidos: ${groups.join(', ')}`;
}

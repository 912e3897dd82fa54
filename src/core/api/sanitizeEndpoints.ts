import Ajv from 'ajv';
import metaSchema from '../../../schemas/api/endpoints.schema.json' with { type: 'json' };
import { DescriptorError } from '../descriptors/DescriptorError.js';
import { describeSchemaError } from '../descriptors/describeSchemaError.js';
import type { EndpointsConfig } from './EndpointsConfig.js';

const checkShape = new Ajv({ allErrors: false, strict: false }).compile(metaSchema);

/**
 * Checks schemas/api/endpoints.json against schemas/api/endpoints.schema.json and what a JSON Schema
 * cannot say: no two routes of their own at the same path, no two users' routes at the same
 * suffix. Returns it typed; throws DescriptorError naming the file, the JSON path and the reason
 * (pt-BR: an administrator edits this file by hand). Whether the entities it names exist is
 * checkEndpointEntities' part, once the descriptors are known.
 *
 * @example sanitizeEndpoints(JSON.parse(text), 'schemas/api/endpoints.json').paths.login // '/api/v2/user/login'
 */
export function sanitizeEndpoints(raw: unknown, file: string): EndpointsConfig {
  const candidate: unknown = structuredClone(raw);
  if (!checkShape(candidate)) {
    const { path, reason } = describeSchemaError(checkShape.errors![0]!);
    throw new DescriptorError(file, path, reason);
  }
  const config = candidate as unknown as EndpointsConfig;
  const { $schema: _schema, ...shape } = config as EndpointsConfig & { $schema?: string };
  distinct(file, '/paths', shape.paths);
  distinct(file, '/users/paths', shape.users.paths);
  return shape;
}

/** Each value of `entries` once (case-insensitive, as the router matches): else the second one's path. */
function distinct(file: string, at: string, entries: Record<string, string>): void {
  const seen = new Map<string, string>();
  for (const [name, path] of Object.entries(entries)) {
    const other = seen.get(path.toLowerCase());
    if (other !== undefined)
      throw new DescriptorError(file, `${at}/${name}`, `"${path}" já é usado por ${at}/${other}`);
    seen.set(path.toLowerCase(), name);
  }
}

import type { EndpointsConfig, PathName } from '../../src/core/api/EndpointsConfig.js';
import { entityRoute, type EntityRouteName } from '../../src/core/api/entityRoute.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import type { RequestSample } from './RequestSample.js';
import type { TableName } from '../db/schema.js';
import { loadDescriptors, schemasDir } from '../descriptors/loadDescriptors.js';
import { loadEndpoints } from '../routes/loadEndpoints.js';

/**
 * Where the seeded requests went: read from schemas/, never spelled in the samples, so the
 * seeded request log shows the paths the console and the API really use.
 */
export interface SampleEndpoints {
  /** The endpoint of the descriptor that serves `table` (the seed writes tables); undefined when none does. */
  ofTable(table: TableName): string | undefined;
  /** The routes of their own (schemas/api/endpoints.json `paths`). */
  paths: Record<PathName, string>;
  /** An entity route of schemas/api/endpoints.json, `{id}` kept for the seed to fill; undefined without its entity. */
  route(name: EntityRouteName): string | undefined;
}

/**
 * @example sampleEndpoints(descriptors, config).ofTable('people') // '/person/v1'
 * @example sampleEndpoints(descriptors, config).route('deactivate') // '/admin/v1/user/{id}/deactivate'
 */
export function sampleEndpoints(descriptors: readonly Descriptor[], config: EndpointsConfig): SampleEndpoints {
  const endpointOf = (key: string) => descriptors.find((d) => d.key === key)?.api.endpoint;
  return {
    ofTable: (table) => descriptors.find((d) => d.server?.table === table)?.api.endpoint,
    paths: config.paths,
    route: (name) => entityRoute(config, name, endpointOf)?.path,
  };
}

/** The sample endpoints of a schemas folder (the one in use by default). */
export function loadSampleEndpoints(dir = schemasDir()): SampleEndpoints {
  const descriptors = loadDescriptors(dir);
  return sampleEndpoints(descriptors, loadEndpoints(dir, descriptors));
}

/**
 * A sample's path: `base` (an endpoint from schemas/) and what follows it; undefined without a
 * base, so that the sample is left out.
 *
 * @example samplePath('/person/v1', '/{id}') // '/person/v1/{id}'
 */
export function samplePath(base: string | undefined, rest = ''): string | undefined {
  return base === undefined ? undefined : `${base}${rest}`;
}

/** The samples whose path is known (samplePath gave one). */
export function withPaths(samples: (Omit<RequestSample, 'path'> & { path: string | undefined })[]): RequestSample[] {
  return samples.filter((s): s is RequestSample => s.path !== undefined);
}

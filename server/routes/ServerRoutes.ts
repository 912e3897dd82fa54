import type {
  EndpointsConfig,
  EntityPath,
  EntityPathName,
  PathName,
  UserPathName,
} from '../../src/core/api/EndpointsConfig.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';

/** A hand-written route under an entity's endpoint, as the server registers it. */
export interface EntityServerRoute {
  /** Fastify's spelling of the path: `{id}` → `:id`. */
  url: string;
  /** The entity's descriptor: its key names the route's permissions and access-log subject. */
  descriptor: Descriptor;
}

/**
 * Where the server registers each hand-written route (schemas/api/endpoints.json resolved against
 * the descriptors), read by the route plugins as `app.apiRoutes`.
 */
export interface ServerRoutes {
  /** The routes of their own, at their full path. */
  paths: Record<PathName, string>;
  /** The back-office users (`users.entity`) and their routes; absent when that descriptor is not served. */
  users: { descriptor: Descriptor; urls: Record<UserPathName, string> } | undefined;
  /** Each entity route; absent when its entity has no descriptor (the route is then not served). */
  of: Partial<Record<EntityPathName, EntityServerRoute>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** See {@link ServerRoutes} (decorated by server/app.ts before the routes register). */
    apiRoutes: ServerRoutes;
  }
}

/**
 * Resolves schemas/api/endpoints.json against the descriptors the app serves: each entity route at
 * its entity's `api.endpoint` + its suffix, in Fastify's spelling (`{id}` → `:id`).
 *
 * @example serverRoutes(loadEndpoints(dir), descriptors).users?.urls.resetLink // '/admin/v1/user/:id/reset-link'
 */
export function serverRoutes(config: EndpointsConfig, descriptors: readonly Descriptor[]): ServerRoutes {
  const byKey = new Map(descriptors.map((d) => [d.key, d]));
  const served = (key: string) => {
    const d = byKey.get(key);
    return d?.server ? d : undefined;
  };
  const usersDescriptor = served(config.users.entity);
  const users = usersDescriptor && {
    descriptor: usersDescriptor,
    urls: Object.fromEntries(
      Object.entries(config.users.paths).map(([name, suffix]) => [
        name,
        fastifyUrl(usersDescriptor.api.endpoint + suffix),
      ]),
    ) as Record<UserPathName, string>,
  };
  const of: ServerRoutes['of'] = {};
  for (const [name, { entity, path }] of Object.entries(config.entityPaths) as [EntityPathName, EntityPath][]) {
    const descriptor = byKey.get(entity);
    if (descriptor) of[name] = { url: fastifyUrl(descriptor.api.endpoint + path), descriptor };
  }
  return { paths: config.paths, users, of };
}

/** A path of schemas/api/endpoints.json as Fastify spells its parameters. */
function fastifyUrl(path: string): string {
  return path.replaceAll('{id}', ':id');
}

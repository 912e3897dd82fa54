import type { EndpointsConfig, EntityPath, EntityPathName, UserPathName } from './EndpointsConfig.js';

/** The name of a route under an entity's endpoint: a users' route or an entity path. */
export type EntityRouteName = UserPathName | EntityPathName;

/**
 * Where a route under an entity's endpoint lives: the entity's key and the full path (`{id}` still
 * in it, see fillPath). Undefined when `endpointOf` knows no such entity (an app serving other
 * descriptors).
 *
 * @example entityRoute(endpoints, 'resetLink', (key) => descriptors[key]?.api.endpoint)
 *   // { entity: 'user', path: '/admin/v1/user/{id}/reset-link' }
 * @example entityRoute(endpoints, 'requestLogStats', endpointOf) // { entity: 'request-log', path: '/requests/v1/request-logs/stats' }
 */
export function entityRoute(
  config: EndpointsConfig,
  name: EntityRouteName,
  endpointOf: (key: string) => string | undefined,
): EntityPath | undefined {
  const { entity, path } = isUserPath(config, name)
    ? { entity: config.users.entity, path: config.users.paths[name] }
    : config.entityPaths[name];
  const endpoint = endpointOf(entity);
  return endpoint === undefined ? undefined : { entity, path: `${endpoint}${path}` };
}

function isUserPath(config: EndpointsConfig, name: EntityRouteName): name is UserPathName {
  return Object.hasOwn(config.users.paths, name);
}

import descriptors from 'virtual:descriptors';
import { endpoints } from '../../core/api/endpoints.js';
import { entityRoute, type EntityRouteName } from '../../core/api/entityRoute.js';
import { fillPath } from '../../core/api/fillPath.js';

/**
 * Where the console calls a hand-written route under an entity's endpoint: schemas/api/endpoints.json
 * resolved against the bundled descriptors (the users' endpoint + `/{id}/reset-link`…), with the
 * record's `id` filled in when given. Resolved when called, so a test bundling other descriptors
 * fails only where it calls such a route.
 *
 * @example apiPath('resetLink', 7) // '/admin/v1/user/7/reset-link'
 * @example apiPath('requestLogStats') // '/requests/v1/request-logs/stats'
 */
export function apiPath(name: EntityRouteName, id?: number | string): string {
  const route = entityRoute(endpoints, name, (key) => descriptors[key]?.api.endpoint);
  if (!route)
    throw new Error(`schemas/api/endpoints.json: a rota "${name}" nomeia um descritor que o console não tem.`);
  return id === undefined ? route.path : fillPath(route.path, id);
}

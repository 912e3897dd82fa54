import type { FastifyContextConfig } from 'fastify';

/** A descriptor's API endpoint, whose CRUD routes get their permission from their shape. */
export interface EntityEndpoint {
  key: string;
  endpoint: string;
}

/**
 * What a signed-in route requires, decided once when the route is registered:
 * - `open`: no session needed (`public`, or the console's own files);
 * - `session`: any signed-in user (`access: 'self'`: the profile, logout);
 * - `permission`: the role must grant it; with `self`, the user the route's `:id` names passes
 *   too (`access: 'self-or-admin'`: one's own password change);
 * - `none`: nothing was said and nothing could be derived. The app refuses to start.
 */
export type RouteRule =
  { kind: 'open' } | { kind: 'session' } | { kind: 'permission'; permission: string; self: boolean } | { kind: 'none' };

/**
 * The permission of a descriptor's CRUD route, derived from the route (crudRoutes registers
 * them): GET list or record → `<key>:read`, GET `export.csv` → `<key>:export`, POST create and
 * PUT → `<key>:write`, DELETE and POST `batch-delete` → `<key>:delete`. Any other route under the
 * users' endpoint (`users`: activate, deactivate, password, reset link, and whatever is added there
 * later) → `<users' key>:write`, as only user managers touched them before the roles file.
 * Undefined otherwise.
 *
 * @example derivedPermission('GET', '/person/v1/export.csv', [{ key: 'person', endpoint: '/person/v1' }]) // 'person:export'
 * @example derivedPermission('POST', '/person/v1/batch-delete', [{ key: 'person', endpoint: '/person/v1' }]) // 'person:delete'
 * @example derivedPermission('POST', '/person/v1/1/reveal', [{ key: 'person', endpoint: '/person/v1' }]) // undefined
 */
export function derivedPermission(
  method: string,
  url: string,
  endpoints: readonly EntityEndpoint[],
  users?: EntityEndpoint,
): string | undefined {
  const owner = endpoints
    .filter((e) => url === e.endpoint || url.startsWith(`${e.endpoint}/`))
    .sort((a, b) => b.endpoint.length - a.endpoint.length)[0];
  if (owner) {
    const shape = `${method === 'HEAD' ? 'GET' : method} ${url.slice(owner.endpoint.length)}`;
    const action = CRUD_ACTIONS[shape];
    if (action) return `${owner.key}:${action}`;
  }
  if (users && url.startsWith(`${users.endpoint}/`)) return `${users.key}:write`;
  return undefined;
}

const CRUD_ACTIONS: Record<string, string> = {
  'GET ': 'read',
  'GET /:id': 'read',
  'GET /export.csv': 'export',
  'POST ': 'write',
  'PUT /:id': 'write',
  'DELETE /:id': 'delete',
  'POST /batch-delete': 'delete',
};

/** The rule of a route from its config (see {@link RouteRule}); `permission` is the config's or the derived one. */
export function routeRule(config: FastifyContextConfig | undefined): RouteRule {
  if (config?.public || config?.console) return { kind: 'open' };
  if (config?.access === 'self') return { kind: 'session' };
  if (config?.permission)
    return { kind: 'permission', permission: config.permission, self: config.access === 'self-or-admin' };
  return { kind: 'none' };
}

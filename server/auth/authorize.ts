import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { can } from '../../src/core/auth/can.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { knownResources, permissionProblem, type Roles } from '../descriptors/sanitizeRoles.js';
import { derivedPermission, routeRule, type RouteRule } from './routePermission.js';

/**
 * Who may call a route beyond what its permission says:
 * - 'self': every signed-in user, on their own account ('Meu Perfil', logout): no permission;
 * - 'self-or-admin': the user the route's `:id` names, or a user whose role grants the route's
 *   permission (a password change: `user:write`).
 */
export type RouteAccess = 'self' | 'self-or-admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See {@link RouteAccess}. */
    access?: RouteAccess;
    /**
     * What the route requires, `<resource>:<action>` (`person:reveal`, `subject-report:create`),
     * granted by the user's role in schemas/roles.json. A descriptor's CRUD routes get theirs
     * from their shape (routePermission.ts); every other signed-in route says it here, or says
     * `access: 'self'`, or the app refuses to start.
     */
    permission?: string;
  }
  interface FastifyInstance {
    /** Every route with what it requires (tests and the API description read it). */
    routeRules: { method: string; url: string; readonly rule: RouteRule }[];
  }
}

export interface AuthorizeOptions {
  /** The descriptors: their served endpoints' CRUD routes get derived permissions; their keys are resources. */
  descriptors: readonly Descriptor[];
  /** schemas/roles.json, sanitised (loadRoles). */
  roles: Roles;
}

/**
 * Least privilege (LGPD Art. 46): a role may call a route only if its grants in schemas/roles.json
 * include the route's permission (src/core/auth/can: `person:*` and `*` wildcards). Deny by
 * default: a signed-in route that is neither `public`, nor session-only (`access: 'self'`), nor
 * has a permission (its own or derived from a descriptor's CRUD route) stops the app at start,
 * so a route added later cannot be open by omission. Register it before every route.
 *
 * Decided by the route the router matched (`request.routeOptions`), never by the raw URL; the
 * role is the one authPlugin has just re-read from the database, so a demoted user loses the
 * rights on their next request. Refused: 403 with a pt-BR message.
 *
 * Whatever the role, nobody blocks or deletes themselves or changes their own role.
 */
export const authorize = fp<AuthorizeOptions>(
  async (app, { descriptors, roles }) => {
    // The back-office users (schemas/api/endpoints.json `users`): their descriptor's endpoint and
    // its block route; none when the app serves no users.
    const users = app.apiRoutes.users;
    const usersEndpoint = users?.descriptor.api.endpoint;
    const usersEntity = users && { key: users.descriptor.key, endpoint: users.descriptor.api.endpoint };
    const managed = (url: string | undefined) =>
      !!url && !!usersEndpoint && (url === usersEndpoint || url.startsWith(`${usersEndpoint}/`));
    const endpoints = descriptors.filter((d) => d.server).map((d) => ({ key: d.key, endpoint: d.api.endpoint }));
    const resources = knownResources(descriptors);

    const routeRules: AuthorizeRouteRules = [];
    app.decorate('routeRules', routeRules);
    app.addHook('onRoute', (route) => {
      const config = (route.config ??= {});
      for (const method of [route.method].flat()) {
        // Derived once, stored in the route's config: the request hook and the API description read it there.
        if (!config.permission && config.access !== 'self') {
          const derived = derivedPermission(method, route.url, endpoints, usersEntity);
          if (derived) config.permission = derived;
        }
        routeRules.push({
          method,
          url: route.url,
          // Read when asked: a plugin's own onRoute hook may still mark the route (the console's files).
          get rule() {
            return routeRule(config);
          },
        });
      }
    });

    // Deny by default, checked when every route is known: the app does not start with a signed-in
    // route that states no requirement, or one naming an unknown resource or action.
    app.addHook('onReady', async () => {
      const problems = routeRules.flatMap(({ method, url, rule }) => {
        if (rule.kind === 'none')
          return [
            `${method} ${url}: sem permissão declarada (config.permission, ou access: 'self' para qualquer usuário com sessão)`,
          ];
        const problem = rule.kind === 'permission' ? permissionProblem(rule.permission, resources, false) : undefined;
        return problem
          ? [`${method} ${url}: permissão "${rule.kind === 'permission' ? rule.permission : ''}": ${problem}`]
          : [];
      });
      if (problems.length)
        throw new Error(`Rotas sem regra de acesso válida (server/auth/authorize.ts):\n${problems.join('\n')}`);
    });

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const rule = routeRule(request.routeOptions.config);
      if (rule.kind === 'open' || rule.kind === 'session') return;
      const user = request.user;
      const refusal = managed(request.routeOptions.url) ? apiMessages.adminOnly : apiMessages.forbidden;
      // authPlugin runs first (a dependency): a route with a rule and no user, or with no rule at
      // all (the start refuses those), is refused, never let through.
      if (!user || rule.kind === 'none') throw new HttpError(403, refusal);
      if (rule.self && targetId(request) === user.id) return;
      if (!can(roles.grantsOf(user.role), rule.permission)) throw new HttpError(403, refusal);
    });

    // What one may not do to one's own account, once the request is known to be well formed (its
    // body parsed, its params valid): block, delete (one by one or in a batch), change the role.
    app.addHook('preHandler', async (request) => {
      const route = request.routeOptions.url;
      const user = request.user;
      if (!managed(route) || !user) return;
      const self = targetId(request) === user.id;
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      if (self && request.method === 'DELETE') throw new HttpError(403, apiMessages.selfDelete);
      if (self && route === users?.urls.deactivate) throw new HttpError(403, apiMessages.selfBlock);
      if (
        route === `${usersEndpoint}/batch-delete` &&
        Array.isArray(body.ids) &&
        body.ids.some((id) => Number(id) === user.id)
      ) {
        throw new HttpError(403, apiMessages.selfDelete);
      }
      // PUT replaces the record: an absent role would be reset to the default, a change too.
      if (self && request.method === 'PUT' && route === `${usersEndpoint}/:id` && body.role !== user.role) {
        throw new HttpError(403, apiMessages.selfRole);
      }
    });
  },
  { name: 'authorize', dependencies: ['auth'] },
);

type AuthorizeRouteRules = { method: string; url: string; readonly rule: RouteRule }[];

/** The user the route's `:id` names, if it has one. */
function targetId(request: FastifyRequest): number | undefined {
  const raw = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof raw !== 'string' || !/^[0-9]{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

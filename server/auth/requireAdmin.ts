import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/HttpError.js';

export const ADMIN_ONLY_MESSAGE = 'Apenas administradores podem gerenciar usuários.';
/** The 403 of an administrators-only route outside user management (erasure receipts...). */
export const ADMIN_ONLY_RESOURCE_MESSAGE = 'Apenas administradores têm acesso a este recurso.';
export const SELF_BLOCK_MESSAGE = 'Você não pode bloquear o próprio usuário.';
export const SELF_DELETE_MESSAGE = 'Você não pode excluir o próprio usuário.';
export const SELF_ROLE_MESSAGE = 'Você não pode alterar o próprio tipo de usuário.';

/**
 * Who may call a route, beyond being signed in:
 * - 'admin': administrators only (role 'admin');
 * - 'self': every signed-in user, on their own account ('Meu Perfil');
 * - 'self-or-admin': the user the route's `:id` names, or an administrator (a password change).
 */
export type RouteAccess = 'admin' | 'self' | 'self-or-admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See {@link RouteAccess}. Routes at or under the users endpoint are 'admin' unless they say otherwise. */
    access?: RouteAccess;
  }
}

export interface RequireAdminOptions {
  /** The back-office users' endpoint ('/admin/v1/user', schemas/user.json). */
  usersEndpoint: string;
}

/**
 * Only administrators manage back-office users, and nobody turns those powers on their own
 * account (issue 18: an operator could create an admin, promote themselves, issue a reset link
 * for the admin or block them). Until the roles file exists, the rules are:
 *
 * - every route at or under `usersEndpoint` (list, read, create, update, delete, export,
 *   activate/deactivate, password, reset link, and whatever is added there later) is
 *   administrators only, unless its config says `access: 'self'` (the profile) or
 *   `'self-or-admin'` (the password change);
 * - nobody, administrators included, blocks or deletes themselves or changes their own role.
 *
 * Decided by the route the router matched (`request.routeOptions`), never by the raw URL; the
 * user and their role are the ones authPlugin has just re-read from the database. Answers 403
 * with a pt-BR message.
 */
export const requireAdmin = fp<RequireAdminOptions>(
  async (app, { usersEndpoint }) => {
    const managed = (url: string | undefined) => !!url && (url === usersEndpoint || url.startsWith(`${usersEndpoint}/`));

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const route = request.routeOptions.url;
      const access = request.routeOptions.config?.access ?? (managed(route) ? 'admin' : undefined);
      if (!access) return;
      const user = request.user;
      // authPlugin runs first (a dependency): a route with a rule and no user is a public route
      // that should not have one. Refused, never let through.
      if (!user) throw new HttpError(403, ADMIN_ONLY_MESSAGE);
      const self = targetId(request) === user.id;
      if (access === 'admin' && user.role !== 'admin') throw new HttpError(403, managed(route) ? ADMIN_ONLY_MESSAGE : ADMIN_ONLY_RESOURCE_MESSAGE);
      if (access === 'self-or-admin' && !self && user.role !== 'admin') throw new HttpError(403, ADMIN_ONLY_MESSAGE);
    });

    // What one may not do to one's own account, once the request is known to be well formed (its
    // body parsed, its params valid): block, delete (one by one or in a batch), change the role.
    app.addHook('preHandler', async (request) => {
      const route = request.routeOptions.url;
      const user = request.user;
      if (!managed(route) || !user) return;
      const self = targetId(request) === user.id;
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      if (self && request.method === 'DELETE') throw new HttpError(403, SELF_DELETE_MESSAGE);
      if (self && route === `${usersEndpoint}/:id/deactivate`) throw new HttpError(403, SELF_BLOCK_MESSAGE);
      if (route === `${usersEndpoint}/batch-delete` && Array.isArray(body.ids) && body.ids.some((id) => Number(id) === user.id)) {
        throw new HttpError(403, SELF_DELETE_MESSAGE);
      }
      // PUT replaces the record: an absent role would be reset to the default, a change too.
      if (self && request.method === 'PUT' && route === `${usersEndpoint}/:id` && body.role !== user.role) {
        throw new HttpError(403, SELF_ROLE_MESSAGE);
      }
    });
  },
  { name: 'require-admin', dependencies: ['auth'] },
);

/** The user the route's `:id` names, if it has one. */
function targetId(request: FastifyRequest): number | undefined {
  const raw = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof raw !== 'string' || !/^[0-9]{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

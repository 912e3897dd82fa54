import fp from 'fastify-plugin';
import { CompiledQuery, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { AuthCode } from '../../src/core/api/AuthCode.js';
import type { TokenService } from './tokens.js';

/** The signed-in user, as checked on this very request. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: string;
  /** True until the user replaces a password someone else set (users.must_change_password). */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
    /**
     * When the request was let in by a file ticket (not a bearer token): the one stored file or
     * export the ticket was issued for. The route compares it with what it serves.
     */
    ticketResource?: string;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (login, public screens). Every other route needs one. */
    public?: boolean;
    /** Routes opened by plain links (files, CSV export): a `?ticket=` file ticket is accepted too. */
    ticket?: boolean;
    /** Health probes (/healthz, /readyz): never written to the request log (set with `public`). */
    probe?: boolean;
    /** The console's own files (built assets, index.html): public, not API answers, never logged. */
    console?: boolean;
    /**
     * Security-relevant events (sign-in, delete-account, reset, exports, file reads, reveals):
     * their request-log row is written before the answer leaves, not batched, so an acknowledged
     * event survives a crash.
     */
    audit?: boolean;
    /**
     * Routes open to a signed-in user who must still change their password (the first
     * administrator of a new database): the profile read, their own password change and logout.
     * Every other route answers that user 403.
     */
    passwordChangeAllowed?: boolean;
  }
}

export interface AuthPluginOptions {
  db: Kysely<Database>;
  tokens: TokenService;
}

/**
 * Secure by default, decided by the route the router matched (never by the raw URL, which may be
 * percent-encoded or oddly cased): every route needs a bearer token unless its config says
 * `public` or `console` (a `ticket` route also takes a file ticket). The user behind the token is
 * re-read on every request, so a blocked or deleted user, or one whose sessions were ended
 * (token_version bumped), is refused on the very next request. A user who must change their
 * password (users.must_change_password) gets 403 everywhere except on routes whose config says
 * `passwordChangeAllowed`. Only a request that matched no route passes through, to the
 * not-found handler.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { db, tokens }) => {
    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const config = request.routeOptions.config;
      if (config?.public || config?.console) return;
      request.user = await authenticate(request, db, tokens, !!config?.ticket);
      if (request.user.mustChangePassword && !config?.passwordChangeAllowed) {
        throw new HttpError(403, apiMessages.mustChangePassword);
      }
    });
  },
  { name: 'auth' },
);

const jwtShape = /^[A-Za-z0-9_\-.]{10,4096}$/;

/** Read on every request: written once, not rebuilt by the query builder each time. */
const USER_BY_ID =
  'select id, name, email, role, is_active, token_version, must_change_password from users where id = $1';
interface UserRow {
  id: number;
  name: string;
  email: string;
  role: string;
  is_active: number;
  token_version: number;
  must_change_password: boolean;
}

async function authenticate(
  request: FastifyRequest,
  db: Kysely<Database>,
  tokens: TokenService,
  acceptTicket: boolean,
): Promise<AuthUser> {
  const header = request.headers.authorization ?? '';
  // The scheme is case-insensitive (RFC 9110 11.1).
  const match = /^Bearer ([A-Za-z0-9_\-.]{10,4096})$/i.exec(header);
  const ticket = acceptTicket && !header ? (request.query as { ticket?: unknown }).ticket : undefined;
  let claims;
  if (match?.[1]) claims = await tokens.verify(match[1]);
  else if (typeof ticket === 'string' && jwtShape.test(ticket)) {
    claims = await tokens.verifyTicket(ticket);
    request.ticketResource = claims.resource ?? '';
  } else throw new HttpError(401, apiMessages.missingToken, AuthCode.missingToken);
  const user = (await db.executeQuery<UserRow>(CompiledQuery.raw(USER_BY_ID, [claims.userId]))).rows[0];
  if (!user) throw new HttpError(401, apiMessages.userGone, AuthCode.userGone);
  if (user.is_active !== 1) throw new HttpError(401, apiMessages.userBlocked, AuthCode.userBlocked);
  if (user.token_version !== claims.tokenVersion) {
    throw new HttpError(401, apiMessages.sessionEnded, AuthCode.expiredToken);
  }
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    mustChangePassword: user.must_change_password,
  };
}

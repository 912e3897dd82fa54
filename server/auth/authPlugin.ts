import fp from 'fastify-plugin';
import { CompiledQuery, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/schema.js';
import { AuthCode, HttpError } from '../http/HttpError.js';
import type { TokenService } from './tokens.js';
import { isApiPath } from '../http/isApiPath.js';

/** The signed-in user, as checked on this very request. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (login, public screens). Every other route needs one. */
    public?: boolean;
    /** Routes opened by plain links (files, CSV export): a `?ticket=` file ticket is accepted too. */
    ticket?: boolean;
  }
}

export interface AuthPluginOptions {
  db: Kysely<Database>;
  tokens: TokenService;
}

/**
 * Secure by default: every API route not marked `config: { public: true }` needs a bearer token,
 * and the user behind it is re-read on every request, so a blocked or deleted user, or one whose
 * sessions were ended (token_version bumped), is refused on the very next request.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { db, tokens }) => {
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (request.is404 || config?.public || (!isApiPath(request.url) && !config?.ticket)) return;
      request.user = await authenticate(request, db, tokens, !!config?.ticket);
    });
  },
  { name: 'auth' },
);

const jwtShape = /^[A-Za-z0-9_\-.]{10,4096}$/;

/** Read on every request: written once, not rebuilt by the query builder each time. */
const USER_BY_ID = 'select id, name, email, role, is_active, token_version from users where id = $1';
interface UserRow {
  id: number;
  name: string;
  email: string;
  role: string;
  is_active: number;
  token_version: number;
}

async function authenticate(request: FastifyRequest, db: Kysely<Database>, tokens: TokenService, acceptTicket: boolean): Promise<AuthUser> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_\-.]{10,4096})$/.exec(header);
  const ticket = acceptTicket && !header ? (request.query as { ticket?: unknown }).ticket : undefined;
  let claims;
  if (match?.[1]) claims = await tokens.verify(match[1]);
  else if (typeof ticket === 'string' && jwtShape.test(ticket)) claims = await tokens.verifyTicket(ticket);
  else throw new HttpError(401, 'Acesso não autorizado. Entre novamente.', AuthCode.missingToken);
  const user = (await db.executeQuery<UserRow>(CompiledQuery.raw(USER_BY_ID, [claims.userId]))).rows[0];
  if (!user) throw new HttpError(401, 'Usuário não encontrado. Entre novamente.', AuthCode.userGone);
  if (user.is_active !== 1) throw new HttpError(401, 'Usuário bloqueado. Procure o administrador.', AuthCode.userBlocked);
  if (user.token_version !== claims.tokenVersion) {
    throw new HttpError(401, 'Sua sessão foi encerrada. Entre novamente.', AuthCode.expiredToken);
  }
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

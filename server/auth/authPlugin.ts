import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
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
      if (request.is404 || !isApiPath(request.url) || request.routeOptions.config?.public) return;
      request.user = await authenticate(request, db, tokens);
    });
  },
  { name: 'auth' },
);

async function authenticate(request: FastifyRequest, db: Kysely<Database>, tokens: TokenService): Promise<AuthUser> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_\-.]{10,4096})$/.exec(header);
  if (!match?.[1]) {
    throw new HttpError(401, 'Acesso não autorizado. Entre novamente.', AuthCode.missingToken);
  }
  const claims = await tokens.verify(match[1]);
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'is_active', 'token_version'])
    .where('id', '=', claims.userId)
    .executeTakeFirst();
  if (!user) throw new HttpError(401, 'Usuário não encontrado. Entre novamente.', AuthCode.userGone);
  if (user.is_active !== 1) throw new HttpError(401, 'Usuário bloqueado. Procure o administrador.', AuthCode.userBlocked);
  if (user.token_version !== claims.tokenVersion) {
    throw new HttpError(401, 'Sua sessão foi encerrada. Entre novamente.', AuthCode.expiredToken);
  }
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

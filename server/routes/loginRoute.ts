import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { burnVerification, verifyPassword } from '../auth/password.js';
import type { TokenService } from '../auth/tokens.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import type { BruteForceGuard } from '../security/createBruteForceGuard.js';

export interface LoginRouteOptions {
  db: Kysely<Database>;
  tokens: TokenService;
  guard: BruteForceGuard;
  /** What a role may do (schemas/roles.json): sent as `data.permissions` so the console hides the rest. */
  permissionsOf(role: string): string[];
}

interface LoginBody {
  email?: unknown;
  password?: unknown;
}

/**
 * POST `paths.login` (schemas/api/endpoints.json; spec 7: /api/v2/user/login) → `{ access_token, data: { id, name, email, role, permissions } }`
 * (`permissions`: the role's grants in schemas/roles.json, wildcards included).
 * Unknown email and wrong password get the same answer after the same work (no enumeration);
 * a blocked user learns it only with the right password. Failures are limited per (account,
 * network), per account and per network, each reserved before the password is checked so that
 * concurrent guesses cannot overrun the limits (createBruteForceGuard): then 429.
 */
export async function loginRoute(
  app: FastifyInstance,
  { db, tokens, guard, permissionsOf }: LoginRouteOptions,
): Promise<void> {
  app.post<{ Body: LoginBody }>(
    app.apiRoutes.paths.login,
    { config: { public: true, audit: true } },
    async (request, reply) => {
      const body = (request.body ?? {}) as LoginBody;
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const errors: Record<string, string> = {};
      if (!email) errors.email = apiMessages.emailRequired;
      if (!password) errors.password = apiMessages.passwordRequired;
      if (email.length > 254) errors.email = apiMessages.emailInvalid;
      if (password.length > 1024) errors.password = apiMessages.passwordInvalid;
      if (Object.keys(errors).length) throw new HttpError(400, apiMessages.loginFieldsInvalid, undefined, errors);

      // Unknown email and wrong password: the same work (one argon2 verification) and answer.
      const user = await guard.attempt(reply, email, request.ip, async () => {
        const row = await db
          .selectFrom('users')
          .select(['id', 'name', 'email', 'role', 'is_active', 'password_hash', 'token_version'])
          .where(sql<string>`lower(email)`, '=', email.toLowerCase())
          .executeTakeFirst();
        const ok = row ? await verifyPassword(row.password_hash, password) : (await burnVerification(password), false);
        return ok ? row : undefined;
      });
      if (!user) throw new HttpError(401, apiMessages.loginRefused);
      if (user.is_active !== 1) throw new HttpError(403, apiMessages.userBlocked);
      const access_token = await tokens.sign({ userId: user.id, tokenVersion: user.token_version });
      return {
        access_token,
        data: {
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          permissions: permissionsOf(user.role),
        },
      };
    },
  );
}

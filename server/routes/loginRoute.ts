import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { burnVerification, verifyPassword } from '../auth/password.js';
import type { TokenService } from '../auth/tokens.js';
import { HttpError } from '../http/HttpError.js';
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
 * POST /api/v2/user/login → `{ access_token, data: { id, name, email, role, permissions } }`
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
    '/api/v2/user/login',
    { config: { public: true, audit: true } },
    async (request, reply) => {
      const body = (request.body ?? {}) as LoginBody;
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const errors: Record<string, string> = {};
      if (!email) errors.email = 'Informe seu email';
      if (!password) errors.password = 'Informe sua senha';
      if (email.length > 254) errors.email = 'Email inválido';
      if (password.length > 1024) errors.password = 'Senha inválida';
      if (Object.keys(errors).length)
        throw new HttpError(400, 'Verifique os campos e tente novamente.', undefined, errors);

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
      if (!user) throw new HttpError(401, 'Email ou senha inválidos.');
      if (user.is_active !== 1) throw new HttpError(403, 'Usuário bloqueado. Procure o administrador.');
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

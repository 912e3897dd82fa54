import { tooManyAttemptsResponse } from '../apiSchema/apiErrorSchema.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { burnVerification, verifyPassword } from '../auth/password.js';
import type { TokenService } from '../auth/tokens.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import type { BruteForceGuard } from '../security/createBruteForceGuard.js';
import { apiErrorRef } from '../apiSchema/apiErrorSchema.js';
import { sessionUserSchema } from './userSchemas.js';

export interface LoginRouteOptions {
  db: Kysely<Database>;
  tokens: TokenService;
  guard: BruteForceGuard;
  /** What a role may do (schemas/roles.json): sent as `data.permissions` so the console hides the rest. */
  permissionsOf(role: string): string[];
}

interface LoginBody {
  email: string;
  password: string;
}

const loginSchema = {
  operationId: 'login',
  summary: 'Entrar',
  description:
    'Troca email e senha por um token de acesso (Bearer) e o usuário com as permissões do seu perfil. Email desconhecido e senha errada têm a mesma resposta (401); tentativas sem sucesso são limitadas por conta e por rede (429).',
  tags: ['Sessão'],
  security: [],
  body: {
    type: 'object',
    properties: {
      email: {
        type: 'string',
        minLength: 1,
        maxLength: 254,
        pattern: '\\S',
        description: 'Email (maiúsculas e minúsculas tanto faz).',
      },
      password: { type: 'string', minLength: 1, maxLength: 1024 },
    },
    required: ['email', 'password'],
  },
  response: {
    200: {
      type: 'object',
      properties: {
        access_token: { type: 'string', description: 'JWT: envie-o em Authorization: Bearer.' },
        data: sessionUserSchema,
      },
      required: ['access_token', 'data'],
    },
    401: { ...apiErrorRef, description: apiMessages.loginRefused },
    403: { ...apiErrorRef, description: 'Usuário bloqueado (só com a senha certa).' },
    429: tooManyAttemptsResponse,
  },
} as const;

/** The 400 of a login: one message for the form, each field's own. */
const loginValidation = {
  message: apiMessages.loginFieldsInvalid,
  fields: {
    email: {
      required: apiMessages.emailRequired,
      minLength: apiMessages.emailRequired,
      pattern: apiMessages.emailRequired,
      '*': apiMessages.emailInvalid,
    },
    password: {
      required: apiMessages.passwordRequired,
      minLength: apiMessages.passwordRequired,
      '*': apiMessages.passwordInvalid,
    },
  },
};

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
    { schema: loginSchema, config: { public: true, audit: true, validation: loginValidation } },
    async (request, reply) => {
      const email = request.body.email.trim();
      const { password } = request.body;

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

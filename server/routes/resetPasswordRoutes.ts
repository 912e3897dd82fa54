import { tooManyAttemptsResponse } from '../apiSchema/apiErrorSchema.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../auth/password.js';
import { consumeResetToken, issueResetToken, resetLink } from '../auth/resetTokens.js';
import { resetScreenPath } from '../auth/resetScreenPath.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import type { BruteForceGuard } from '../security/createBruteForceGuard.js';
import { isLoopbackHost } from '../security/isLoopbackHost.js';
import { readRecordId } from '../crud/recordId.js';
import { idParams } from '../http/idParams.js';
import { apiErrorRef } from '../apiSchema/apiErrorSchema.js';
import { messageSchema, passwordMessages, passwordSchema } from './userSchemas.js';

export interface ResetPasswordRoutesOptions {
  db: Kysely<Database>;
  /**
   * Console address for links. When absent, only a request made to a loopback host (localhost,
   * 127.x, [::1]: a developer's machine) gets a link, to that host; any other Host header could be
   * the attacker's, so the answer is 503 asking for PUBLIC_URL.
   */
  publicUrl?: string;
  guard: BruteForceGuard;
}

const resetLinkSchema = {
  operationId: 'createUserResetLink',
  summary: 'Gerar link de redefinição de senha',
  description:
    'Um link de uso único, válido por 30 minutos, para o usuário definir uma nova senha; um link novo invalida os anteriores. O endereço é o PUBLIC_URL (sem ele, só numa máquina local).',
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: {
            link: { type: 'string', description: 'O endereço da tela "Redefinir senha" com o token.' },
            expires_at: { type: 'string', format: 'date-time', description: 'Até quando o link vale.' },
          },
          required: ['link', 'expires_at'],
        },
        message: messageSchema,
      },
      required: ['data', 'message'],
    },
    503: { ...apiErrorRef, description: 'PUBLIC_URL não configurado, ou banco de dados indisponível.' },
  },
} as const;

interface ResetPasswordBody {
  token: string;
  new_password: string;
}

const resetPasswordSchema = {
  operationId: 'resetPassword',
  summary: 'Redefinir senha',
  description:
    'Define a senha nova com o token de um link de redefinição: o link fica usado e todas as sessões do usuário terminam. Tokens errados são limitados como senhas (429).',
  tags: ['Público'],
  security: [],
  body: {
    type: 'object',
    properties: {
      new_password: { ...passwordSchema, description: 'A nova senha.' },
      token: { type: 'string', minLength: 1, maxLength: 128, description: 'O parâmetro `token` do link.' },
    },
    required: ['new_password', 'token'],
  },
  response: {
    200: { type: 'object', properties: { message: messageSchema }, required: ['message'] },
    429: tooManyAttemptsResponse,
  },
} as const;

/** The 400 of a reset: the new password's rule, or a link that cannot be right. */
const resetPasswordValidation = {
  fields: {
    new_password: passwordMessages(apiMessages.resetNewPasswordRequired),
    token: apiMessages.resetLinkInvalid,
  },
};

/**
 * Reset password (spec 2.3, DECISIONS.md 3):
 * - POST `users.paths.resetLink` (schemas/api/endpoints.json: /admin/v1/user/{id}/reset-link; signed in) → `{ data: { link, expires_at }, message }`; the
 *   link's address is `publicUrl`, never a Host header other than a loopback one;
 * - POST `paths.resetPassword` (/auth/v1/reset-password; public), body token + new_password (6–15) → `{ message }`: sets
 *   the password, uses up the token and ends every session of that user. Wrong tokens are limited
 *   like passwords, the token standing for the account (createBruteForceGuard): then 429.
 */
export async function resetPasswordRoutes(
  app: FastifyInstance,
  { db, publicUrl, guard }: ResetPasswordRoutesOptions,
): Promise<void> {
  const resetLinkUrl = app.apiRoutes.users?.urls.resetLink;
  const screen = resetScreenPath();
  if (resetLinkUrl)
    app.post<{ Params: { id: string } }>(
      resetLinkUrl,
      { schema: resetLinkSchema, config: { audit: true } },
      async (request) => {
        if (!publicUrl && !isLoopbackHost(request.host)) {
          throw new HttpError(503, apiMessages.publicUrlMissing);
        }
        const id = readRecordId(request.params.id);
        if (id === undefined) throw new HttpError(404, apiMessages.recordNotFound);
        const user = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
        if (!user) throw new HttpError(404, apiMessages.recordNotFound);
        const { token, expiresAt } = await issueResetToken(db, id);
        const base = publicUrl || `${request.protocol}://${request.host}`;
        return {
          data: { link: resetLink(base, token, screen), expires_at: expiresAt.toISOString() },
          message: apiMessages.resetLinkCreated,
        };
      },
    );

  app.post<{ Body: ResetPasswordBody }>(
    app.apiRoutes.paths.resetPassword,
    { schema: resetPasswordSchema, config: { public: true, audit: true, validation: resetPasswordValidation } },
    async (request, reply) => {
      const { token, new_password: password } = request.body;
      const userId = await guard.attempt(
        reply,
        token,
        request.ip,
        async () => (await consumeResetToken(db, token)) ?? undefined,
      );
      if (userId === undefined) throw new HttpError(400, apiMessages.resetLinkInvalid);
      const password_hash = await hashPassword(password);
      await db
        .updateTable('users')
        .set((eb) => ({
          password_hash,
          must_change_password: false,
          token_version: eb('token_version', '+', 1),
          version: eb('version', '+', 1),
          updated_at: new Date(),
        }))
        .where('id', '=', userId)
        .execute();
      return { message: apiMessages.passwordChanged };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../auth/password.js';
import { consumeResetToken, issueResetToken, resetLink } from '../auth/resetTokens.js';
import { resetScreenPath } from '../auth/resetScreenPath.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { resetPasswordError } from '../../src/core/account/resetPasswordErrors.js';
import type { BruteForceGuard } from '../security/createBruteForceGuard.js';
import { isLoopbackHost } from '../security/isLoopbackHost.js';

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

const idParam = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } },
  required: ['id'],
} as const;

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
      { schema: { params: idParam }, config: { audit: true } },
      async (request) => {
        if (!publicUrl && !isLoopbackHost(request.host)) {
          throw new HttpError(503, apiMessages.publicUrlMissing);
        }
        const id = Number(request.params.id);
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

  app.post(app.apiRoutes.paths.resetPassword, { config: { public: true, audit: true } }, async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const password = typeof body.new_password === 'string' ? body.new_password : '';
    const invalid = resetPasswordError(password);
    if (invalid) throw new HttpError(400, invalid, undefined, { new_password: invalid });
    const token = typeof body.token === 'string' ? body.token : '';
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
  });
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { burnVerification, verifyPassword } from '../auth/password.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { deleteAccountErrors } from '../../src/core/account/deleteAccountErrors.js';
import { ERASED_MARKER } from '../erasure/scrubPersonalText.js';
import type { BruteForceGuard } from '../security/createBruteForceGuard.js';

export interface DeleteAccountRouteOptions {
  db: Kysely<Database>;
  /** Erases people by id with all their data (erasePeople, channel 'public'). */
  erase: (ids: readonly number[]) => Promise<number[]>;
  guard: BruteForceGuard;
}

/**
 * POST `paths.deleteAccount` (schemas/api/endpoints.json; spec 7: /api/v2/person/delete-account) (public), body cpf (masked or not) + password: a person
 * erases their own registration and all their biometric data (erase: erasePeople). An unknown CPF and a
 * wrong password get the same answer after the same work (one argon2 verification), so the
 * screen cannot tell whether a CPF is registered. Failures are limited per (CPF, network), per CPF
 * and per network, each reserved before the password is checked so that concurrent guesses
 * cannot overrun the limits (createBruteForceGuard): then 429.
 */
export async function deleteAccountRoute(
  app: FastifyInstance,
  { db, erase, guard }: DeleteAccountRouteOptions,
): Promise<void> {
  app.post(app.apiRoutes.paths.deleteAccount, { config: { public: true, audit: true } }, async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const cpf = typeof body.cpf === 'string' ? body.cpf.replace(/\D/g, '') : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const errors: Record<string, string> = deleteAccountErrors({ cpf, password });
    if (!errors.password && password.length > 128) errors.password = apiMessages.accountRefused;
    if (Object.keys(errors).length) throw new HttpError(400, Object.values(errors)[0]!, undefined, errors);

    const person = await guard.attempt(reply, cpf, request.ip, async () => {
      const row = await db
        .selectFrom('people')
        .select(['id', 'password_hash'])
        .where('cpf', '=', cpf)
        .executeTakeFirst();
      const ok = row?.password_hash
        ? await verifyPassword(row.password_hash, password)
        : (await burnVerification(password), false);
      return ok ? row : undefined;
    });
    if (!person) throw new HttpError(401, apiMessages.accountRefused);
    await erase([person.id]);
    // This request's own log row is written as the answer leaves (an audited route): it keeps the
    // marker, not the CPF just erased.
    body.cpf = ERASED_MARKER;
    return { message: apiMessages.accountDeleted };
  });
}

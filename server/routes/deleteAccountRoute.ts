import { tooManyAttemptsResponse } from '../apiSchema/apiErrorSchema.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { burnVerification, verifyPassword } from '../auth/password.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { deleteAccountErrors } from '../../src/core/account/deleteAccountErrors.js';
import { ERASED_MARKER } from '../erasure/scrubPersonalText.js';
import type { BruteForceGuard } from '../security/createBruteForceGuard.js';
import { apiErrorRef } from '../apiSchema/apiErrorSchema.js';
import { messageSchema } from './userSchemas.js';

export interface DeleteAccountRouteOptions {
  db: Kysely<Database>;
  /** Erases people by id with all their data (erasePeople, channel 'public'). */
  erase: (ids: readonly number[]) => Promise<number[]>;
  guard: BruteForceGuard;
}

interface DeleteAccountBody {
  cpf: string;
  password: string;
}

const deleteAccountSchema = {
  operationId: 'deleteAccount',
  summary: 'Excluir cadastro',
  description:
    'O titular elimina o próprio cadastro e todos os seus dados biométricos com CPF e senha. CPF desconhecido e senha errada têm a mesma resposta (401); tentativas sem sucesso são limitadas por CPF e por rede (429).',
  tags: ['Público'],
  security: [],
  body: {
    type: 'object',
    properties: {
      cpf: {
        type: 'string',
        minLength: 1,
        pattern: '^\\s*[0-9]{3}\\.?[0-9]{3}\\.?[0-9]{3}-?[0-9]{2}\\s*$',
        description: 'CPF, com máscara (000.000.000-00) ou só os 11 dígitos.',
      },
      password: { type: 'string', minLength: 1, maxLength: 128 },
    },
    required: ['cpf', 'password'],
  },
  response: {
    200: { type: 'object', properties: { message: messageSchema }, required: ['message'] },
    401: { ...apiErrorRef, description: apiMessages.accountRefused },
    429: tooManyAttemptsResponse,
  },
} as const;

/** The 400 of a deletion: each field's message of the 'Excluir cadastro' form (deleteAccountErrors). */
const deleteAccountValidation = {
  fields: {
    cpf: { required: apiMessages.cpfRequired, minLength: apiMessages.cpfRequired, '*': apiMessages.cpfInvalid },
    password: {
      required: apiMessages.passwordRequired,
      minLength: apiMessages.passwordRequired,
      type: apiMessages.passwordRequired,
      '*': apiMessages.accountRefused,
    },
  },
};

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
  app.post<{ Body: DeleteAccountBody }>(
    app.apiRoutes.paths.deleteAccount,
    { schema: deleteAccountSchema, config: { public: true, audit: true, validation: deleteAccountValidation } },
    async (request, reply) => {
      const body = request.body;
      const cpf = body.cpf.replace(/\D/g, '');
      const { password } = body;
      // The schema checked the shapes; the CPF's check digits are left.
      const errors = deleteAccountErrors({ cpf, password });
      if (errors.cpf) throw new HttpError(400, errors.cpf, undefined, errors);

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
    },
  );
}

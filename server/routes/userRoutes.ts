import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { passwordChangeErrors, type PasswordChange } from '../../src/core/account/passwordChangeErrors.js';
import { normalizeRecord } from '../../src/core/forms/normalizeRecord.js';
import type { TokenService } from '../auth/tokens.js';
import { readRecordId } from '../crud/recordId.js';
import { idParams } from '../http/idParams.js';
import {
  messageSchema,
  passwordMessages,
  passwordSchema,
  profileBodySchema,
  profileSchema,
  profileValidation,
  userSchema,
} from './userSchemas.js';

export interface UserRoutesOptions {
  db: Kysely<Database>;
  /** schemas/user.json: the profile form validates with the same fields and messages. */
  userDescriptor: Descriptor;
  tokens: TokenService;
  /** What a role may do: the profile's save answers `permissions` too, as its read does (the console keeps its menu). */
  permissionsOf(role: string): string[];
}

const profileColumns = ['id', 'name', 'email', 'phone', 'role', 'is_active'] as const;

/** A profile save once its schema has passed. */
interface ProfileBody {
  name: string;
  phone: string;
}

/** The answer of a block or an unblock: the user as it is now, and the message. */
const userChanged = {
  type: 'object',
  properties: { data: userSchema, message: messageSchema },
  required: ['data', 'message'],
} as const;

/** The password change (spec 7: body password, new_password, confirm_new_password), each 6 to 15 characters. */
const passwordChangeBody = {
  type: 'object',
  properties: {
    password: { ...passwordSchema, description: 'A senha atual do usuário.' },
    new_password: { ...passwordSchema, description: 'A nova senha (diferente da atual).' },
    confirm_new_password: { ...passwordSchema, description: 'A nova senha, de novo.' },
  },
  required: ['password', 'new_password', 'confirm_new_password'],
} as const;

const passwordChangeValidation = {
  message: apiMessages.formInvalid,
  fields: {
    password: passwordMessages(apiMessages.currentPasswordRequired),
    new_password: passwordMessages(apiMessages.newPasswordRequired),
    confirm_new_password: passwordMessages(apiMessages.confirmPasswordRequired),
  },
};

/**
 * The user endpoints beyond CRUD (spec 7), at `users.paths` under the users' endpoint
 * (schemas/api/endpoints.json): activate/deactivate (a block ends the user's
 * sessions at once), password change (checks the current password, ends other sessions, clears
 * must_change_password when it is one's own) and the signed-in user's profile.
 *
 * Who may call them is authorize's (server/auth/authorize.ts): a role granted `user:write`, except
 * the profile (`access: 'self'`: every signed-in user) and the password change (`'self-or-admin'`:
 * one's own, or another's with `user:write`); nobody blocks themselves.
 */
export async function userRoutes(
  app: FastifyInstance,
  { db, userDescriptor, tokens, permissionsOf }: UserRoutesOptions,
): Promise<void> {
  const urls = app.apiRoutes.users?.urls;
  if (!urls) return;

  /** The user id of the route; beyond a serial id it cannot exist (404, never an SQL range error). */
  const userId = (raw: string): number => {
    const id = readRecordId(raw);
    if (id === undefined) throw new HttpError(404, apiMessages.recordNotFound);
    return id;
  };

  async function setActive(id: number, active: 0 | 1) {
    const row = await db
      .updateTable('users')
      .set((eb) => ({
        is_active: active,
        version: eb('version', '+', 1),
        updated_at: new Date(),
        ...(active === 0 && { token_version: eb('token_version', '+', 1) }),
      }))
      .where('id', '=', id)
      .returning(profileColumns)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, apiMessages.recordNotFound);
    return row;
  }

  const write = `${userDescriptor.key}:write`;
  const manage = { permission: write } as const;
  app.patch<{ Params: { id: string } }>(
    urls.deactivate,
    {
      schema: {
        operationId: 'deactivateUser',
        summary: 'Bloquear acesso',
        description:
          'Bloqueia o acesso do usuário e encerra na hora todas as sessões dele. Ninguém bloqueia a si mesmo.',
        params: idParams,
        response: { 200: userChanged },
      },
      config: manage,
    },
    async (request) => ({
      data: await setActive(userId(request.params.id), 0),
      message: apiMessages.accessBlocked,
    }),
  );
  app.patch<{ Params: { id: string } }>(
    urls.activate,
    {
      schema: {
        operationId: 'activateUser',
        summary: 'Liberar acesso',
        description: 'Libera o acesso do usuário; as sessões encerradas no bloqueio continuam encerradas.',
        params: idParams,
        response: { 200: userChanged },
      },
      config: manage,
    },
    async (request) => ({
      data: await setActive(userId(request.params.id), 1),
      message: apiMessages.accessReleased,
    }),
  );

  const passwordConfig = {
    access: 'self-or-admin',
    permission: write,
    passwordChangeAllowed: true,
    audit: true,
  } as const;
  app.put<{ Params: { id: string }; Body: PasswordChange }>(
    urls.password,
    {
      schema: {
        operationId: 'changeUserPassword',
        summary: 'Alterar senha',
        description:
          'Troca a senha de um usuário (a própria, ou a de outro com `user:write`) conferindo a atual. As outras sessões dele terminam; quem troca a própria recebe um token novo e continua na sessão.',
        params: idParams,
        body: passwordChangeBody,
        response: {
          200: {
            type: 'object',
            properties: {
              message: messageSchema,
              access_token: {
                type: 'string',
                description: 'Só na troca da própria senha: o token novo desta sessão (as outras terminaram).',
              },
            },
            required: ['message'],
          },
        },
      },
      config: { ...passwordConfig, validation: passwordChangeValidation },
    },
    async (request) => {
      const self = request.user!;
      const body = request.body;
      // The schema checked each password (required, 6 to 15); what is left: the confirmation, and a new one.
      const errors = passwordChangeErrors(body);
      if (Object.keys(errors).length) throw new HttpError(400, apiMessages.formInvalid, undefined, errors);
      const id = userId(request.params.id);
      // Until they replace their own password, a user changes nobody else's.
      if (self.mustChangePassword && id !== self.id) throw new HttpError(403, apiMessages.mustChangePassword);
      const user = await db.selectFrom('users').select(['id', 'password_hash']).where('id', '=', id).executeTakeFirst();
      if (!user) throw new HttpError(404, apiMessages.recordNotFound);
      if (!(await verifyPassword(user.password_hash, body.password))) {
        throw new HttpError(400, apiMessages.currentPasswordWrong, undefined, {
          password: apiMessages.currentPasswordWrong,
        });
      }
      const password_hash = await hashPassword(body.new_password);
      const updated = await db
        .updateTable('users')
        .set((eb) => ({
          password_hash,
          token_version: eb('token_version', '+', 1),
          version: eb('version', '+', 1),
          updated_at: new Date(),
          ...(id === self.id && { must_change_password: false }),
        }))
        .where('id', '=', id)
        .returning('token_version')
        .executeTakeFirstOrThrow();
      // Other sessions end; whoever changed their own password gets a fresh token and stays in.
      if (id === self.id) {
        const access_token = await tokens.sign({ userId: id, tokenVersion: updated.token_version });
        return { message: apiMessages.passwordChanged, access_token };
      }
      return { message: apiMessages.passwordChanged };
    },
  );

  /** The body as the console's form sees it before the schema checks it: masks removed, text trimmed, '' as absent. */
  const normalizeProfile = async (request: FastifyRequest) => {
    request.body = normalizeRecord(userDescriptor, request.body, 'update');
  };
  app.post<{ Body: ProfileBody }>(
    app.apiRoutes.paths.profile,
    {
      schema: {
        operationId: 'updateProfile',
        summary: 'Salvar meu perfil',
        description:
          'Altera o nome e o telefone do usuário da sessão, com as regras do cadastro de usuários (máscaras aceitas).',
        tags: ['Sessão'],
        body: profileBodySchema(userDescriptor),
        response: {
          200: {
            type: 'object',
            properties: { data: profileSchema, message: messageSchema },
            required: ['data', 'message'],
          },
        },
      },
      config: { access: 'self', validation: profileValidation(userDescriptor) },
      preValidation: normalizeProfile,
    },
    async (request) => {
      const { name, phone } = request.body;
      const row = await db
        .updateTable('users')
        .set((eb) => ({ name, phone, version: eb('version', '+', 1), updated_at: new Date() }))
        .where('id', '=', request.user!.id)
        .returning(profileColumns)
        .executeTakeFirstOrThrow();
      return { data: { ...row, permissions: permissionsOf(row.role) }, message: apiMessages.saved };
    },
  );
}

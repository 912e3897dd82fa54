import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { passwordChangeErrors } from '../../src/core/account/passwordChangeErrors.js';
import type { TokenService } from '../auth/tokens.js';
import { createRecordValidator } from '../crud/createRecordValidator.js';
import { readRecordId } from '../crud/recordId.js';
import { idParams } from '../http/idParams.js';

export interface UserRoutesOptions {
  db: Kysely<Database>;
  /** schemas/user.json: the profile form validates with the same fields and messages. */
  userDescriptor: Descriptor;
  tokens: TokenService;
  /** What a role may do: the profile's save answers `permissions` too, as its read does (the console keeps its menu). */
  permissionsOf(role: string): string[];
}

const profileColumns = ['id', 'name', 'email', 'phone', 'role', 'is_active'] as const;

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
  const validate = createRecordValidator(userDescriptor);
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
    { schema: { params: idParams }, config: manage },
    async (request) => ({
      data: await setActive(userId(request.params.id), 0),
      message: apiMessages.accessBlocked,
    }),
  );
  app.patch<{ Params: { id: string } }>(
    urls.activate,
    { schema: { params: idParams }, config: manage },
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
  app.put<{ Params: { id: string } }>(
    urls.password,
    { schema: { params: idParams }, config: passwordConfig },
    async (request) => {
      const self = request.user!;
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const errors = passwordChangeErrors(body);
      if (Object.keys(errors).length) throw new HttpError(400, apiMessages.formInvalid, undefined, errors);
      const id = userId(request.params.id);
      // Until they replace their own password, a user changes nobody else's.
      if (self.mustChangePassword && id !== self.id) throw new HttpError(403, apiMessages.mustChangePassword);
      const user = await db.selectFrom('users').select(['id', 'password_hash']).where('id', '=', id).executeTakeFirst();
      if (!user) throw new HttpError(404, apiMessages.recordNotFound);
      if (!(await verifyPassword(user.password_hash, String(body.password)))) {
        throw new HttpError(400, apiMessages.currentPasswordWrong, undefined, {
          password: apiMessages.currentPasswordWrong,
        });
      }
      const password_hash = await hashPassword(String(body.new_password));
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

  app.post(app.apiRoutes.paths.profile, { config: { access: 'self' } }, async (request) => {
    const { value, errors } = validate(request.body, 'update');
    const own = Object.fromEntries(Object.entries(errors).filter(([f]) => ['name', 'phone'].includes(f)));
    if (Object.keys(own).length) throw new HttpError(400, apiMessages.formInvalid, undefined, own);
    const row = await db
      .updateTable('users')
      .set((eb) => ({
        name: String(value.name),
        phone: String(value.phone),
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', request.user!.id)
      .returning(profileColumns)
      .executeTakeFirstOrThrow();
    return { data: { ...row, permissions: permissionsOf(row.role) }, message: apiMessages.saved };
  });
}

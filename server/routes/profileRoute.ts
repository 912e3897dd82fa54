import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { AuthCode } from '../../src/core/api/AuthCode.js';
import { profileSchema } from './userSchemas.js';

/**
 * GET `paths.profile` (schemas/api/endpoints.json; spec 7: /admin/v1/user/profile) → `{ data }`: the signed-in user, never the password hash, with
 * `permissions` (the role's grants in schemas/roles.json: the console hides what they exclude).
 * Open to every signed-in user, and to one who must still change their password:
 * `must_change_password` tells the console to show the password change first.
 */
export async function profileRoute(
  app: FastifyInstance,
  { db, permissionsOf }: { db: Kysely<Database>; permissionsOf(role: string): string[] },
): Promise<void> {
  app.get(
    app.apiRoutes.paths.profile,
    {
      schema: {
        operationId: 'getProfile',
        summary: 'Meu perfil',
        description:
          'O usuário da sessão, com as permissões do seu perfil; `must_change_password` pede a troca de senha antes de tudo.',
        tags: ['Sessão'],
        response: { 200: { type: 'object', properties: { data: profileSchema }, required: ['data'] } },
      },
      config: { access: 'self', passwordChangeAllowed: true },
    },
    async (request) => {
      const user = await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'phone', 'role', 'is_active', 'must_change_password'])
        .where('id', '=', request.user!.id)
        .executeTakeFirst();
      if (!user) throw new HttpError(401, apiMessages.userGone, AuthCode.userGone);
      return { data: { ...user, permissions: permissionsOf(user.role) } };
    },
  );
}

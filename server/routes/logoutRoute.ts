import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { messageSchema } from './userSchemas.js';

/**
 * POST `paths.logout` (schemas/api/endpoints.json; spec 7: /api/v2/user/logout) (signed in) → `{ message }`: ends the session on the server, so a
 * copied token stops working at once (401 code 98 on its next request), not at its expiry.
 *
 * Sessions are versioned per user (users.token_version, checked by authPlugin on every request),
 * not per token: ending this session ends EVERY session of this user, in every browser and
 * device. There is no way here to end only one, so the route does not pretend to: the body is
 * ignored (`{ all: true }` is what every logout does), and the console says so ('Encerrar todas
 * as minhas sessões' on the profile; the menu's Logout does the same). Open to a user who must
 * still change their password.
 */
export async function logoutRoute(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.post(
    app.apiRoutes.paths.logout,
    {
      schema: {
        operationId: 'logout',
        summary: 'Sair',
        description:
          'Encerra todas as sessões do usuário, em todos os navegadores e aparelhos: os tokens emitidos antes deixam de valer na hora (401 código 98). Não lê corpo.',
        tags: ['Sessão'],
        response: { 200: { type: 'object', properties: { message: messageSchema }, required: ['message'] } },
      },
      config: { access: 'self', passwordChangeAllowed: true, audit: true },
    },
    async (request) => {
      await db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', request.user!.id)
        .execute();
      return { message: apiMessages.loggedOut };
    },
  );
}

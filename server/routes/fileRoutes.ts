import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { TokenService } from '../auth/tokens.js';
import { TICKET_TTL_SECONDS } from '../auth/tokens.js';
import { HttpError } from '../http/HttpError.js';
import { resolveStoredPath } from '../storage/resolveStoredPath.js';
import { recordAccess } from '../access/recordAccess.js';

export interface FileRoutesOptions {
  db: Kysely<Database>;
  tokens: TokenService;
  storage: string;
}

/** Text files are served as UTF-8 (the type `send` gives them carries no charset). */
const textTypes: Record<string, string> = { txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8', log: 'text/plain; charset=utf-8' };

/**
 * Stored files (capture videos, images, logs, signal files):
 * - POST /admin/v1/files/ticket → `{ ticket, expires_in }`: a 10-minute ticket for links, since
 *   a link, a <video> or a download cannot send the bearer header.
 * - GET /files/<path>?ticket=T: the file, with its content type, byte ranges (video seeking),
 *   `no-store`, and a path that cannot leave the storage folder (404 otherwise). Each read of a
 *   file (not each further range of the same video) is recorded in the access log.
 */
export async function fileRoutes(app: FastifyInstance, { db, tokens, storage }: FileRoutesOptions): Promise<void> {
  app.post('/admin/v1/files/ticket', async (request) => {
    const user = request.user!;
    const { token_version } = await db.selectFrom('users').select('token_version').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { ticket: await tokens.signTicket({ userId: user.id, tokenVersion: token_version }), expires_in: TICKET_TTL_SECONDS };
  });

  app.get<{ Params: { '*': string } }>('/files/*', { config: { ticket: true } }, async (request, reply) => {
    let relative: string;
    try {
      relative = decodeURIComponent(request.params['*']);
    } catch {
      throw new HttpError(404, 'Arquivo não encontrado.');
    }
    if (!resolveStoredPath(storage, relative)) throw new HttpError(404, 'Arquivo não encontrado.');
    const range = request.headers.range;
    if (!range || /^bytes=0-/.test(range)) await recordAccess(db, request.user?.id, 'file.read', relative.split('/')[0] ?? '', relative);
    const ext = relative.slice(relative.lastIndexOf('.') + 1).toLowerCase();
    if (textTypes[ext]) reply.header('content-type', textTypes[ext]);
    reply.header('cache-control', 'private, no-store');
    return reply.sendFile(relative, storage, { dotfiles: 'deny', acceptRanges: true, cacheControl: false, etag: true, lastModified: true });
  });
}

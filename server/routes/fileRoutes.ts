import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { App } from '../app.js';
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

const FILES_ROUTE = '/files/*';
const NOT_FOUND = 'Arquivo não encontrado.';
const INVALID_RESOURCE = 'Informe um arquivo armazenado ou uma exportação válida para o link.';
/** A ticket that was issued for another file or for an export (pt-BR, 403). */
export const TICKET_NOT_FOR_THIS_FILE = 'Este link não dá acesso a este arquivo. Abra o arquivo novamente pelo console.';

const ticketSchema = {
  body: {
    type: 'object',
    properties: { path: { type: 'string', minLength: 1, maxLength: 1024 } },
    required: ['path'],
  },
  response: {
    200: {
      type: 'object',
      properties: { ticket: { type: 'string' }, expires_in: { type: 'integer' } },
      required: ['ticket', 'expires_in'],
    },
  },
} as const;

/**
 * Stored files (capture videos, images, logs, signal files):
 * - POST /admin/v1/files/ticket, body `{ path }` → `{ ticket, expires_in: 60 }`: a link cannot
 *   send the bearer header, so it carries a ticket instead, good for 60 seconds and for the one
 *   resource it names: a stored file's relative path (`liveness/7/video.mp4`, which must resolve
 *   inside the storage folder) or an export route (`/client/v1/export.csv`, one of the app's GET
 *   routes opened by tickets). Anything else is 400.
 * - GET /files/<path>: with the bearer token, or `?ticket=T` issued for exactly this path (a
 *   ticket for another file or an export is 403). The file, with its content type, byte ranges,
 *   `no-store`, and a path that cannot leave the storage folder. A path that is not a regular file
 *   is a JSON 404 and is not recorded; each read of a file (not each further range of the same
 *   video) is recorded in the access log, and the request-log row is written before the answer
 *   leaves (`audit`).
 */
export async function fileRoutes(app: FastifyInstance, { db, tokens, storage }: FileRoutesOptions): Promise<void> {
  /** An export route: a GET route the app opens with a ticket, other than the stored files. */
  const isExportRoute = (path: string) =>
    ((app as Partial<App>).routeList ?? []).some((r) => r.method === 'GET' && r.ticket && r.url === path && r.url !== FILES_ROUTE);

  app.post<{ Body: { path: string } }>('/admin/v1/files/ticket', { schema: ticketSchema }, async (request) => {
    const user = request.user!;
    const resource = request.body.path;
    const valid = resource.startsWith('/') ? isExportRoute(resource) : !!resolveStoredPath(storage, resource);
    if (!valid) throw new HttpError(400, INVALID_RESOURCE, undefined, { path: INVALID_RESOURCE });
    const { token_version } = await db.selectFrom('users').select('token_version').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { ticket: await tokens.signTicket({ userId: user.id, tokenVersion: token_version, resource }), expires_in: TICKET_TTL_SECONDS };
  });

  app.get<{ Params: { '*': string } }>(FILES_ROUTE, { config: { ticket: true, audit: true } }, async (request, reply) => {
    // The router has already decoded the path once; decoding it again would open `a%41.txt`
    // when `a%2541.txt` was asked for.
    const relative = request.params['*'];
    if (request.ticketResource !== undefined && request.ticketResource !== relative) throw new HttpError(403, TICKET_NOT_FOR_THIS_FILE);
    const full = resolveStoredPath(storage, relative);
    // Checked before anything is recorded or sent: a missing file never reaches sendFile, whose
    // not-found fallback ran the not-found handler inside this route (once the console's page).
    if (!full || !(await isRegularFile(full))) throw new HttpError(404, NOT_FOUND);
    const range = request.headers.range;
    if (request.method === 'GET' && (!range || /^bytes=0-/.test(range))) {
      await recordAccess(db, request.user?.id, 'file.read', relative.split('/')[0] ?? '', relative);
    }
    const ext = relative.slice(relative.lastIndexOf('.') + 1).toLowerCase();
    if (textTypes[ext]) reply.header('content-type', textTypes[ext]);
    reply.header('cache-control', 'private, no-store');
    return reply.sendFile(relative, storage, { dotfiles: 'deny', acceptRanges: true, cacheControl: false, etag: true, lastModified: true });
  });
}

async function isRegularFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

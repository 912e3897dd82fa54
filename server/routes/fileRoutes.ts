import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { WithRouteList } from '../http/RouteEntry.js';
import type { TokenService } from '../auth/tokens.js';
import { TICKET_TTL_SECONDS } from '../auth/tokens.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { isStoredKey } from '../storage/blob/isStoredKey.js';
import { fileStore } from '../storage/fileStore.js';
import { recordAccess } from '../access/recordAccess.js';
import { parseByteRange } from '../http/parseByteRange.js';
import { openEncryptedFile } from '../storage/crypto/openEncryptedFile.js';
import { PARTIAL_SUFFIX } from '../storage/blob/writeFileAtomically.js';
import { storageKeys } from '../storage/storageKeys.js';
import { contentTypeOf } from '../http/contentTypeOf.js';
import { firstPieceChecked } from '../http/firstPieceChecked.js';
import { fileSchemas } from './fileSchemas.js';
import { openOrRefuse } from './openOrRefuse.js';
import { isPrivateStoredKey } from '../storage/isPrivateStoredKey.js';
import { isExportFilePath } from '../export/exportFilePath.js';

export interface FileRoutesOptions {
  db: Kysely<Database>;
  tokens: TokenService;
  storage: string;
}

const FILES_ROUTE = '/files/*';

/** The permission resource of stored files and their tickets (`files:read`, schemas/roles.json). */
export const FILES_RESOURCE = 'files';
const filesRead = `${FILES_RESOURCE}:read`;

/**
 * Stored files (capture videos, images, logs, signal files):
 * - POST `paths.filesTicket` (schemas/api/endpoints.json: /admin/v1/files/ticket), body `{ path }` → `{ ticket, expires_in: 60 }`: a link cannot
 *   send the bearer header, so it carries a ticket instead, good for 60 seconds and for the one
 *   resource it names: a stored file's relative path (`liveness/7/video.mp4`, which must resolve
 *   inside the storage folder, not an export job's file) or an export route (`/client/v1/export.csv`,
 *   one of the app's GET routes opened by tickets), or an export job's file route
 *   (`/admin/v1/jobs/{id}/arquivo`). Anything else is 400.
 * - GET /files/<path>: with the bearer token, or `?ticket=T` issued for exactly this path (a
 *   ticket for another file or an export is 403). The file, with its content type, byte ranges,
 *   `no-store`, and a path that cannot leave the storage folder. Files are encrypted at rest
 *   (docs/privacy.md, 'Criptografia em repouso'): the answer is decrypted on the fly, a range
 *   decrypts only its chunks; a file that fails authentication is refused with a pt-BR 500 (or the
 *   connection is cut if the damage is found after the headers left) and logged. A path that is not a regular file
 *   is a JSON 404 and is not recorded; each read of a file (not each further range of the same
 *   video) is recorded in the access log, and the request-log row is written before the answer
 *   leaves (`audit`).
 */
export async function fileRoutes(app: FastifyInstance, { db, tokens, storage }: FileRoutesOptions): Promise<void> {
  /** An export route: a GET route the app opens with a ticket, other than the stored files. */
  const isExportRoute = (path: string) =>
    ((app as WithRouteList).routeList ?? []).some(
      (r) => r.method === 'GET' && r.ticket && r.url === path && r.url !== FILES_ROUTE,
    );

  app.post<{ Body: { path: string } }>(
    app.apiRoutes.paths.filesTicket,
    {
      schema: fileSchemas.ticket,
      config: {
        permission: filesRead,
        validation: {
          message: apiMessages.fileTicketTargetInvalid,
          fields: { path: apiMessages.fileTicketTargetInvalid },
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const resource = request.body.path;
      // An export job's file or a report has its own route (its owner's), never a stored-file ticket.
      const valid = resource.startsWith('/')
        ? isExportRoute(resource) || isExportFilePath(app.apiRoutes.paths.jobs, resource)
        : isStoredKey(resource) && !isPrivateStoredKey(resource);
      if (!valid)
        throw new HttpError(400, apiMessages.fileTicketTargetInvalid, undefined, {
          path: apiMessages.fileTicketTargetInvalid,
        });
      const { token_version } = await db
        .selectFrom('users')
        .select('token_version')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      return {
        ticket: await tokens.signTicket({ userId: user.id, tokenVersion: token_version, resource }),
        expires_in: TICKET_TTL_SECONDS,
      };
    },
  );

  app.get<{ Params: { '*': string } }>(
    FILES_ROUTE,
    { schema: fileSchemas.read, config: { ticket: true, audit: true, permission: filesRead } },
    async (request, reply) => {
      // The router has already decoded the path once; decoding it again would open `a%41.txt`
      // when `a%2541.txt` was asked for.
      const relative = request.params['*'];
      if (request.ticketResource !== undefined && request.ticketResource !== relative)
        throw new HttpError(403, apiMessages.ticketNotForFile);
      // Checked before anything is recorded or sent. Dotted names (the seed's pool, the encryption
      // marker, the store's readiness object) and files being written are never served.
      // An export job's file (exports/…) or a report (reports/…) only through its owner's route.
      const hidden =
        relative.split('/').some((s) => s.startsWith('.')) ||
        relative.endsWith(PARTIAL_SUFFIX) ||
        isPrivateStoredKey(relative);
      // Opened in the folder's store (a folder or an S3 bucket: fileStore); streamed and decrypted
      // here either way, so the check above and the access record below always come first (a
      // presigned URL would hand out the encrypted bytes, which only this server can read).
      const blob = isStoredKey(relative) && !hidden ? await fileStore(storage).open(relative) : null;
      if (!blob) throw new HttpError(404, apiMessages.fileNotFound);
      const rangeHeader = request.headers.range;
      if (request.method === 'GET' && (!rangeHeader || /^bytes=0-/.test(rangeHeader))) {
        await recordAccess(db, request.user?.id, 'file.read', relative.split('/')[0] ?? '', relative).catch(
          async (error: unknown) => {
            await blob.close();
            throw error;
          },
        );
      }
      const file = await openOrRefuse(() => openEncryptedFile(blob, storageKeys(storage)), request.log, relative);
      // Validators of the encrypted file: they change whenever its bytes do (a rewrap included).
      const etag = `W/"${blob.size.toString(16)}-${Math.floor(blob.mtimeMs).toString(16)}"`;
      const lastModified = new Date(Math.floor(blob.mtimeMs / 1000) * 1000).toUTCString();
      reply.header('cache-control', 'private, no-store');
      if (request.headers['if-none-match'] === etag) {
        await file.close();
        return reply.status(304).header('etag', etag).send();
      }
      const ifRange = request.headers['if-range'];
      const range =
        !ifRange || ifRange === etag || ifRange === lastModified ? parseByteRange(rangeHeader, file.size) : undefined;
      if (range === 'unsatisfiable') {
        await file.close();
        reply.header('content-range', `bytes */${file.size}`);
        throw new HttpError(416, apiMessages.rangeNotSatisfiable);
      }
      const { start, end } = range ?? { start: 0, end: file.size - 1 };
      // HEAD: the headers only (an empty stream keeps the Content-Length set below); nothing decrypted.
      const body =
        request.method === 'HEAD'
          ? (await file.close(), Readable.from([], { objectMode: false }))
          : await firstPieceChecked(file.read(start, end), request.log, relative);
      reply.header('content-type', contentTypeOf(relative));
      reply.header('accept-ranges', 'bytes').header('etag', etag).header('last-modified', lastModified);
      if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
      reply.header('content-length', String(end - start + 1));
      return reply.send(body);
    },
  );
}

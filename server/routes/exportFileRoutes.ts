import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { apiErrorRef } from '../apiSchema/apiErrorSchema.js';
import { recordAccess } from '../access/recordAccess.js';
import { contentDisposition } from '../export/exportFileName.js';
import { exportContentType, exportFileContent } from '../export/exportSchema.js';
import { firstPieceChecked } from '../http/firstPieceChecked.js';
import { fileStore } from '../storage/fileStore.js';
import { openEncryptedFile } from '../storage/crypto/openEncryptedFile.js';
import { storageKeys } from '../storage/storageKeys.js';
import { exportFilePath } from '../export/exportFilePath.js';
import { openOrRefuse } from './openOrRefuse.js';
import { can } from '../../src/core/auth/can.js';

export interface ExportFileRoutesOptions {
  db: Kysely<Database>;
  storage: string;
  /** The grants of a role (schemas/roles.json): the download still needs the list's `<key>:export`. */
  permissionsOf: (role: string) => readonly string[];
}

const JOB_ID = /^[0-9a-f-]{36}$/;

/**
 * GET `paths.jobs`/{id}/arquivo (schemas/api/endpoints.json: /admin/v1/jobs/{id}/arquivo): the file
 * of a large export made as a job (exportJob), for the user who asked for it only — with the
 * bearer header, or a file ticket issued for exactly this address (a native download). Another
 * user's, an unknown, an unfinished, an expired (EXPORT_FILE_HOURS) or a discarded file (a
 * people's erasure) are all the same 404; a user whose role lost the list's `<key>:export` since
 * (or `<key>:reveal`, for a file with full CPFs) is refused (403). HEAD answers the headers only. Decrypted on the way out, `no-store`, under the name the
 * export would have had (content-disposition) with `X-Total-Rows`; each download is recorded in
 * the access log (`file.read` of the stored path) and the request log before a byte leaves.
 */
export async function exportFileRoutes(
  app: FastifyInstance,
  { db, storage, permissionsOf }: ExportFileRoutesOptions,
): Promise<void> {
  const jobsPath = app.apiRoutes.paths.jobs;
  app.get<{ Params: { id: string } }>(
    `${jobsPath}/:id/arquivo`,
    {
      schema: {
        operationId: 'downloadExportFile',
        summary: 'Baixar o arquivo de uma exportação',
        description:
          'O arquivo (CSV ou XLSX) de uma exportação grande, feita como tarefa: só quem a pediu o baixa, com o token ou com um ticket de arquivo emitido para este endereço. Fica disponível por EXPORT_FILE_HOURS horas (24 por padrão) depois de pronto; apagar dados pessoais descarta as exportações feitas antes. Cada download fica no registro de acessos.',
        tags: ['Tarefas'],
        params: {
          type: 'object',
          properties: { id: { type: 'string', maxLength: 64, description: 'Identificador da tarefa de exportação.' } },
          required: ['id'],
        },
        querystring: {
          type: 'object',
          properties: {
            ticket: { type: 'string', maxLength: 4096, description: 'Ticket de arquivo (em vez do token).' },
          },
        },
        response: {
          200: { description: 'O arquivo (CSV ou XLSX), com X-Total-Rows.', content: exportFileContent() },
          403: {
            ...apiErrorRef,
            description: 'O ticket é de outro arquivo ou exportação, ou o perfil não pode mais exportar esta lista.',
          },
          404: {
            ...apiErrorRef,
            description: 'Arquivo inexistente, de outro usuário, ainda não pronto, expirado ou descartado.',
          },
          500: { ...apiErrorRef, description: 'O arquivo da exportação está corrompido ou foi adulterado.' },
        },
      },
      config: { access: 'self', ticket: true, audit: true },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.ticketResource !== undefined && request.ticketResource !== exportFilePath(jobsPath, id))
        throw new HttpError(403, apiMessages.ticketNotForExport);
      const row = JOB_ID.test(id)
        ? await db
            .selectFrom('export_files')
            .select(['entity', 'path', 'file_name', 'format', 'rows', 'revealed'])
            .where('id', '=', id)
            .where('user_id', '=', request.user!.id)
            .where('expires_at', '>', new Date())
            .where('rows', 'is not', null)
            .executeTakeFirst()
        : undefined;
      if (!row) throw new HttpError(404, apiMessages.exportFileNotFound);
      const grants = permissionsOf(request.user!.role);
      // Still allowed to export that list (and, for full CPFs, to reveal them).
      if (!can(grants, `${row.entity}:export`) || (row.revealed && !can(grants, `${row.entity}:reveal`)))
        throw new HttpError(403, apiMessages.forbidden);
      const blob = await fileStore(storage).open(row.path);
      if (!blob) throw new HttpError(404, apiMessages.exportFileNotFound);
      reply
        .header('content-type', exportContentType(row.format))
        .header('content-disposition', contentDisposition(row.file_name))
        .header('x-total-rows', String(row.rows))
        .header('cache-control', 'private, no-store');
      // HEAD: the headers only; nothing read, nothing recorded.
      if (request.method === 'HEAD') {
        await blob.close();
        return reply.send();
      }
      await recordAccess(db, request.user!.id, 'file.read', row.entity, row.path).catch(async (error: unknown) => {
        await blob.close();
        throw error;
      });
      const file = await openOrRefuse(() => openEncryptedFile(blob, storageKeys(storage)), request.log, row.path);
      return reply
        .header('content-length', String(file.size))
        .header('access-control-expose-headers', 'x-total-rows, content-disposition')
        .send(await firstPieceChecked(file.read(), request.log, row.path));
    },
  );
}

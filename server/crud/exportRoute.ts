import { exportValidation } from '../apiSchema/crudSchemas.js';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { contentDisposition } from '../export/exportFileName.js';
import { openExport, type ExportSource } from '../export/openExport.js';
import type { ExportJobInput } from '../jobs/exportJob.js';
import type { JobQueue } from '../jobs/JobQueue.js';
import { prefersAsync } from '../http/prefersAsync.js';
import { exportJobDefaults } from '../export/exportJobDefaults.js';
import { exportContentType, exportSchema, exportSchemaMessages } from '../export/exportSchema.js';
import { recordAccess, recordAccessOrFail } from '../access/recordAccess.js';
import { can } from '../../src/core/auth/can.js';
import { readRevealReason } from '../../src/core/personal/revealReasons.js';
import { maskPersonalUrl, personalNameTest } from '../requestLog/maskPersonalData.js';

export interface ExportRouteOptions extends ExportSource {
  /** The grants of a role: full CPFs also need `<key>:reveal`; without it they are refused (403). */
  grantsOf?: (role: string | undefined) => readonly string[];
  /** The route's schemas (crudSchemas: the list's filters, tz, reveal_reason, ticket; CSV). */
  schema: object;
  /** The job queue: an export of more than `jobRows` rows is written by a job (absent: always streamed). */
  jobs?: JobQueue;
  /** EXPORT_JOB_ROWS: above this many rows, or with `Prefer: respond-async`, the export is a job. */
  jobRows?: number;
}

/**
 * GET {endpoint}/export.csv — Exportar: every row matching the list's filters, in its order
 * (`sort`/`order`), with the screen's columns (`cols`), streamed as CSV for a pt-BR spreadsheet
 * (`format=csv`, the default) or as an XLSX workbook with typed cells (`format=xlsx`; the path
 * keeps its historical name). `X-Total-Rows` announces the row count (the console's progress).
 * Reachable by a plain link (a native download) with a file ticket issued for this
 * very export (its route URL, any filters) instead of the bearer header; a ticket for a stored
 * file or another export is 403. Audited: the request-log row is written before the CSV leaves,
 * and the export is recorded in the access log (with the reason when full CPFs are revealed).
 *
 * More than `jobRows` rows (EXPORT_JOB_ROWS), or `Prefer: respond-async`: the answer is 202 at
 * once, `{ job, total, message }` with the job's `Location`; the `export` job (exportJob) writes the
 * file into the stored files, its progress the share of rows written, and its owner downloads it
 * from GET `paths.jobs`/{id}/arquivo once it is ready (exportFileRoutes).
 */
export function exportRoute(
  app: FastifyInstance,
  { grantsOf, schema, jobs, jobRows = exportJobDefaults.rows, ...source }: ExportRouteOptions,
): void {
  const { db, descriptor: d, personal } = source;
  const isPersonalName = personalNameTest(personal);
  const config = {
    ticket: true,
    audit: true,
    entity: d.key,
    operation: 'export' as const,
    validation: exportSchemaMessages(exportValidation(d)),
  };
  const routeSchema = exportSchema(d, schema);
  app.get(`${d.api.endpoint}/export.csv`, { schema: routeSchema, config }, async (request, reply) => {
    if (request.ticketResource !== undefined && request.ticketResource !== request.routeOptions.url)
      throw new HttpError(403, apiMessages.ticketNotForExport);
    const query = request.query as Record<string, unknown>;
    // The export's filters, as recorded: a CPF filter masked like the request log stores it.
    const subjectId = maskPersonalUrl(
      `?${request.url.split('?')[1]?.replace(/(^|&)ticket=[^&]*/g, '') ?? ''}`,
      isPersonalName,
    ).slice(1);
    // Full CPFs only when asked with a reason (recorded, or no export); otherwise masked.
    const reveal =
      personal.length && query.reveal_reason !== undefined ? readRevealReason(query.reveal_reason) : undefined;
    if (reveal?.error) throw new HttpError(400, reveal.error, undefined, { reveal_reason: reveal.error });
    // The route's own permission is `<key>:export` (authorize.ts); full CPFs also need `<key>:reveal`.
    if (reveal && !(grantsOf && can(grantsOf(request.user?.role), `${d.key}:reveal`)))
      throw new HttpError(403, apiMessages.exportRevealForbidden);
    const opened = await openExport(source, query, reveal !== undefined);
    if (reveal)
      await recordAccessOrFail(db, request.user?.id, 'export', d.key, subjectId, {
        field: personal.join(','),
        reason: reveal.reason,
      });
    else await recordAccess(db, request.user?.id, 'export', d.key, subjectId);
    // A large export is written by a job into a stored file the owner downloads when it is ready.
    if (jobs && (jobRows === 0 || opened.total > jobRows || prefersAsync(request.headers.prefer))) {
      const { ticket: _ticket, reveal_reason: _reason, ...rest } = query;
      const job = await jobs.enqueue({
        kind: 'export',
        userId: request.user!.id,
        requestId: request.id,
        input: { entity: d.key, query: rest, revealed: reveal !== undefined } satisfies ExportJobInput,
      });
      return reply
        .status(202)
        .header('location', `${app.apiRoutes.paths.jobs}/${job.id}`)
        .header('access-control-expose-headers', 'location')
        .send({ job, total: opened.total, message: apiMessages.exportQueued });
    }
    reply
      .header('content-type', exportContentType(opened.format))
      .header('content-disposition', contentDisposition(opened.fileName))
      .header('x-total-rows', String(opened.total))
      // A console served from another origin (CORS_ORIGINS) reads these two as well.
      .header('access-control-expose-headers', 'x-total-rows, content-disposition');
    return reply.send(opened.stream({ onError: (error) => request.log.error(error, 'exportação xlsx interrompida') }));
  });
}

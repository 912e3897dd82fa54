import { exportValidation } from '../apiSchema/crudSchemas.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely, RawBuilder } from 'kysely';
import { PassThrough, Readable } from 'node:stream';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { readListQuery } from './readListQuery.js';
import type { ServedDescriptor } from './sqlMapping.js';
import { csvRows } from '../export/csvRows.js';
import { countExportRows, exportRows } from '../export/exportRows.js';
import { exportColumns } from '../export/exportColumns.js';
import { contentDisposition, exportFileName } from '../export/exportFileName.js';
import { exportSchema, exportSchemaMessages, XLSX_TYPE } from '../export/exportSchema.js';
import { recordAccess, recordAccessOrFail } from '../access/recordAccess.js';
import { can } from '../../src/core/auth/can.js';
import { readRevealReason } from '../../src/core/personal/revealReasons.js';
import { maskPersonalUrl, personalNameTest } from '../requestLog/maskPersonalData.js';

export interface ExportRouteOptions {
  db: Kysely<Database>;
  descriptor: ServedDescriptor;
  /** Fields stored in the `extra` column (resolveExtraFields). */
  extra: ReadonlySet<string>;
  /** The list's select list (API field names), compiled once. */
  select: RawBuilder<unknown>;
  /** Fields flagged `"personal": "cpf"`: masked unless revealed with a reason. */
  personal: readonly string[];
  /** Free text whose CPFs are always masked (`"personal": "text"`). */
  personalText: readonly string[];
  /** The grants of a role: full CPFs also need `<key>:reveal`; without it they are refused (403). */
  grantsOf?: (role: string | undefined) => readonly string[];
  /** The route's schemas (crudSchemas: the list's filters, tz, reveal_reason, ticket; CSV). */
  schema: object;
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
 */
export function exportRoute(
  app: FastifyInstance,
  { db, descriptor: d, extra, select, personal, personalText, grantsOf, schema }: ExportRouteOptions,
): void {
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
    const columns = exportColumns(d, query.cols);
    const format = query.format === 'xlsx' ? 'xlsx' : 'csv';
    const q = await readListQuery(db, d, query, extra);
    const timeZone = typeof query.tz === 'string' ? query.tz : 'America/Sao_Paulo';
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
    if (reveal)
      await recordAccessOrFail(db, request.user?.id, 'export', d.key, subjectId, {
        field: personal.join(','),
        reason: reveal.reason,
      });
    else await recordAccess(db, request.user?.id, 'export', d.key, subjectId);
    const total = await countExportRows(db, d, q.where);
    const rows = exportRows(db, {
      descriptor: d,
      select,
      where: q.where,
      // The screen's order (`sort`/`order`, parsed as the list parses it), else the descriptor's.
      ...(q.sort && { order: q.sort }),
      mask: reveal ? [] : personal,
      maskText: personalText,
    });
    reply
      .header('content-type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(exportFileName(d.title, format, new Date(), timeZone)))
      .header('x-total-rows', String(total))
      // A console served from another origin (CORS_ORIGINS) reads these two as well.
      .header('access-control-expose-headers', 'x-total-rows, content-disposition');
    const options = { descriptor: d, columns, timeZone };
    if (format === 'csv') return reply.send(Readable.from(csvRows(rows, options)));
    const out = new PassThrough();
    // exceljs takes a few hundred ms to load: read the first time a spreadsheet is asked for, not
    // by every start of the API (and every test that builds it).
    import('../export/xlsxRows.js')
      .then(({ writeXlsx }) => writeXlsx(rows, options, out))
      .catch((error: unknown) => {
        request.log.error(error, 'exportação xlsx interrompida');
        out.destroy(error as Error);
      });
    return reply.send(out);
  });
}

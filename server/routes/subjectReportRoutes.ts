import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordAccessOrFail } from '../access/recordAccess.js';
import { TICKET_TTL_SECONDS, type TokenService } from '../auth/tokens.js';
import type { RecordEndpoints } from '../erasure/RecordEndpoints.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { createSerialRunner } from '../subjectReport/createSerialRunner.js';
import { runSubjectReport } from '../subjectReport/runSubjectReport.js';
import { scheduleReportSweeps } from '../subjectReport/scheduleReportSweeps.js';
import { openReportZip } from '../subjectReport/openReportZip.js';
import { findOwnReport } from '../subjectReport/findOwnReport.js';
import { insertSubjectReport } from '../subjectReport/insertSubjectReport.js';
import { subjectReportStatus } from '../subjectReport/subjectReportStatus.js';
import { subjectReportDownloadPath } from '../../src/core/subjectReport/subjectReportPaths.js';
import {
  cpfDigits,
  maskCpf,
  reasonText,
  SUBJECT_REPORT_MESSAGES,
  type SubjectReportRequest,
} from '../../src/core/subjectReport/subjectReportRequest.js';
import { subjectReportSchemas, subjectReportValidation } from './subjectReportSchemas.js';

export interface SubjectReportRoutesOptions {
  db: Kysely<Database>;
  tokens: TokenService;
  storage: string;
  /** Record endpoints whose logged reads mention a person (as erasure uses them); the people's one names the access log's subject. */
  endpoints: RecordEndpoints;
  /** How long a report is kept (default 24 h). */
  ttlMs?: number;
  /** How often expired and orphan zips are swept (default 60 s). */
  sweepEveryMs?: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** The permission resource of the data subject's reports (`subject-report:create`, `:read`; schemas/roles.json). */
export const SUBJECT_REPORT_RESOURCE = 'subject-report';

/**
 * The data subject's report (LGPD Art. 18 II; docs/privacy.md 'Relatório do titular'):
 * - POST `paths.subjectReports` (schemas/api/endpoints.json: /admin/v1/subject-reports) `{ cpf, reason, details }` — or `{ person_id, … }` from a
 *   person's record — (`subject-report:create`) → 202
 *   `{ id, status: 'running', progress }`; the zip is generated in the background
 *   (runSubjectReport, one report at a time) and the request is recorded in the access log
 *   (action 'subject-report', subject the people's entity key, the person's id — or the masked CPF when nothing
 *   is registered —, the reason). A CPF about which nothing is held still gets a report, which
 *   says so: the answer never tells whether a CPF is registered. (The request log stores the
 *   body's `cpf` masked, as every personal field: requestLogPlugin.)
 * - GET …/:id (`subject-report:read`) → `{ id, status, progress,
 *   message, cpf (masked), size_bytes, created_at, expires_at }`.
 * - POST …/:id/ticket → `{ ticket, expires_in }`: a 60-second file
 *   ticket for the download link (a browser download cannot send the bearer header).
 * - GET …/:id/download (bearer or that ticket) → the zip
 *   (`relatorio-titular-<id>.zip`, no-store), each download recorded in the access log.
 *
 * A report is visible only to the administrator who asked for it (anyone else: 404, as for a
 * report that does not exist). Zips are stored files (`reports/<id>.zip`, encrypted, in the folder or
 * the S3 bucket: any replica serves them), kept 24 h, then swept; erasing the person removes the row
 * and lists the zip for removal in the erasure's transaction. Not served when
 * the app has no descriptor of the people's table (nobody to report on).
 */
export async function subjectReportRoutes(app: FastifyInstance, options: SubjectReportRoutesOptions): Promise<void> {
  const { db, tokens } = options;
  const ttl = options.ttlMs ?? DAY_MS;
  const runner = createSerialRunner();

  scheduleReportSweeps(app, db, options.storage, options.sweepEveryMs ?? 60_000);
  // A report under way is finished before the app closes.
  app.addHook('onClose', async () => runner.idle());
  const people = options.endpoints.people;
  if (!people) return;
  const base = app.apiRoutes.paths.subjectReports;
  const permission = (action: 'create' | 'read') => `${SUBJECT_REPORT_RESOURCE}:${action}`;

  /** The report `:id` of the signed-in user, or 404. */
  const ownReport = (request: FastifyRequest<{ Params: { id: string } }>) =>
    findOwnReport(db, request.params.id, request.user!.id);

  app.post<{ Body: Partial<SubjectReportRequest> & Pick<SubjectReportRequest, 'reason' | 'details'> }>(
    base,
    {
      config: { permission: permission('create'), audit: true, validation: subjectReportValidation },
      schema: subjectReportSchemas.create,
    },
    async (request, reply) => {
      const body = request.body;
      // The schema checked the shapes; the CPF's check digits, or the person's record, are checked here.
      const digits = body.person_id === undefined ? cpfDigits(body.cpf) : null;
      if (body.person_id === undefined && !(digits && isValidCpf(digits)))
        throw new HttpError(400, SUBJECT_REPORT_MESSAGES.cpfInvalid, undefined, {
          cpf: SUBJECT_REPORT_MESSAGES.cpfInvalid,
        });
      // From a person's record: the CPF is read from it (the console only shows it masked).
      const byId =
        body.person_id === undefined
          ? undefined
          : await db.selectFrom('people').select('cpf').where('id', '=', body.person_id).executeTakeFirst();
      if (body.person_id !== undefined && !byId)
        throw new HttpError(400, SUBJECT_REPORT_MESSAGES.personNotFound, undefined, {
          person_id: SUBJECT_REPORT_MESSAGES.personNotFound,
        });
      const cpf = byId ? byId.cpf : digits!;
      const cpfMasked = maskCpf(cpf);
      const reason = reasonText(body.reason, body.details);
      const user = request.user!;
      const person = await db.selectFrom('people').select('id').where('cpf', '=', cpf).executeTakeFirst();
      const row = await insertSubjectReport(db, {
        requestedBy: user.id,
        personId: person?.id ?? null,
        subject: people.key,
        cpfMasked,
        reason,
        ttlMs: ttl,
      });
      runner.run(async () => {
        const error = await runSubjectReport({
          db,
          storage: options.storage,
          reportId: row.id,
          cpf,
          cpfMasked,
          reason,
          requestedBy: { id: user.id, name: user.name },
          endpoints: options.endpoints,
          reportsPath: base,
        });
        if (error) app.log.error(`Relatório do titular ${row.id} falhou: ${error.message}`);
      });
      return reply.code(202).send(subjectReportStatus(row));
    },
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: { permission: permission('read') }, schema: subjectReportSchemas.status },
    async (request) => subjectReportStatus(await ownReport(request)),
  );

  app.post<{ Params: { id: string } }>(
    `${base}/:id/ticket`,
    { config: { permission: permission('read') }, schema: subjectReportSchemas.ticket },
    async (request) => {
      const report = await ownReport(request);
      if (report.status !== 'ready') throw new HttpError(409, apiMessages.reportNotReady);
      const { token_version } = await db
        .selectFrom('users')
        .select('token_version')
        .where('id', '=', request.user!.id)
        .executeTakeFirstOrThrow();
      return {
        ticket: await tokens.signTicket({
          userId: request.user!.id,
          tokenVersion: token_version,
          resource: subjectReportDownloadPath(base, report.id),
        }),
        expires_in: TICKET_TTL_SECONDS,
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id/download`,
    {
      config: { permission: permission('read'), ticket: true, audit: true },
      schema: subjectReportSchemas.download,
    },
    async (request, reply) => {
      const report = await ownReport(request);
      if (request.ticketResource !== undefined && request.ticketResource !== subjectReportDownloadPath(base, report.id))
        throw new HttpError(403, apiMessages.ticketNotForReport);
      if (report.status !== 'ready') throw new HttpError(409, apiMessages.reportNotReady);
      // Decrypted on the way out; a zip that fails authentication is refused, never served.
      const zip = await openReportZip(options.storage, report.id);
      try {
        await recordAccessOrFail(
          db,
          request.user!.id,
          'subject-report',
          people.key,
          report.person_id ? String(report.person_id) : report.cpf_masked,
          { reason: `download do relatório ${report.id} (${report.reason})` },
        );
      } catch (error) {
        await zip.close();
        throw error;
      }
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', zip.size)
        .header('content-disposition', `attachment; filename="relatorio-titular-${report.id}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(zip.read());
    },
  );
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RecordEndpoints } from '../erasure/RecordEndpoints.js';
import { buildReportDocument, countRows } from './buildReportDocument.js';
import { collectSubjectData } from './collectSubjectData.js';
import { fileStore } from '../storage/fileStore.js';
import { readmeText } from './readmeText.js';
import { reportZipKey } from './reportZipKey.js';
import { writeReportZip } from './writeReportZip.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';

export interface SubjectReportJob {
  db: Kysely<Database>;
  /** The storage folder: the zip goes to its store (reportZipKey), beside the files it reads. */
  storage: string;
  /** The subject_reports row (status 'running'). */
  reportId: number;
  /** The CPF's 11 digits: held in memory only, never stored. */
  cpf: string;
  cpfMasked: string;
  reason: string;
  requestedBy: { id: number; name: string };
  /** Record endpoints whose logged reads mention the person (see RecordEndpoints). */
  endpoints?: RecordEndpoints;
  /** The reports' own path (schemas/api/endpoints.json `paths.subjectReports`): their logged requests are not data held. */
  reportsPath: string;
  /** Progress is written at most this often (ms); default 250. */
  progressEveryMs?: number;
}

/**
 * Generates one data subject's report, outside any HTTP request (a queue can run it as it is):
 * reads everything held about the CPF (collectSubjectData), builds the document, streams the zip
 * to the stored key `reports/<id>.zip`, encrypted as every stored file (writeReportZip); writes the progress
 * (rows and files done over their total) on the row as it goes, then status 'ready' (100) or
 * 'failed' with a pt-BR message. When the row is gone by the end (the person was erased, or the
 * report expired), the zip is deleted (a delete the store refused is left to the sweep). Never throws: the error is returned for the caller's log.
 */
export async function runSubjectReport(job: SubjectReportJob): Promise<Error | undefined> {
  const { db, reportId } = job;
  const zip = reportZipKey(reportId);
  const store = fileStore(job.storage);
  const every = job.progressEveryMs ?? 250;
  try {
    const data = await collectSubjectData(db, job.cpf, job.endpoints);
    const generatedAt = new Date();
    const { document, files } = buildReportDocument(data, {
      reportId,
      generatedAt,
      requestedBy: job.requestedBy,
      reason: job.reason,
      cpfMasked: job.cpfMasked,
      reportsPath: job.reportsPath,
    });
    const rows = countRows(data);
    const total = rows + files.length + 1;
    let last = 0;
    const progress = async (done: number, force = false) => {
      const now = Date.now();
      if (!force && now - last < every) return;
      last = now;
      await db
        .updateTable('subject_reports')
        .set({ progress: Math.min(99, Math.floor((done / total) * 100)), updated_at: new Date() })
        .where('id', '=', reportId)
        .where('status', '=', 'running')
        .execute();
    };
    await progress(rows, true);
    const missing = await writeReportZip({
      target: zip,
      storage: job.storage,
      readme: readmeText(job.cpfMasked, generatedAt),
      files,
      document,
      mtime: generatedAt,
      onFile: (n) => progress(rows + n),
    });
    const blob = await store.open(zip);
    const size = blob?.size ?? 0;
    await blob?.close();
    const message = document.nothing_held
      ? 'Nada é guardado sobre este CPF.'
      : `${rows} registros e ${files.length - missing.length} arquivos${missing.length ? ` (${missing.length} não encontrados)` : ''}.`;
    const updated = await db
      .updateTable('subject_reports')
      .set({ status: 'ready', progress: 100, message, size_bytes: size, updated_at: new Date() })
      .where('id', '=', reportId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (!Number(updated.numUpdatedRows)) await store.remove(zip).catch(() => undefined);
    return undefined;
  } catch (error) {
    await store.remove(zip).catch(() => undefined);
    await db
      .updateTable('subject_reports')
      .set({ status: 'failed', message: apiMessages.reportFailed, updated_at: new Date() })
      .where('id', '=', reportId)
      .execute()
      .catch(() => undefined);
    return error as Error;
  }
}

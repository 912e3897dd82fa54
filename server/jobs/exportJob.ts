import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { personalFields, personalTextFields } from '../../src/core/personal/personalFields.js';
import { readTableColumns } from '../db/readTableColumns.js';
import { extraFieldsOf } from '../crud/resolveStorage.js';
import { selectList, type ServedDescriptor } from '../crud/sqlMapping.js';
import { openExport, type ExportSource } from '../export/openExport.js';
import { exportFileKey } from '../export/exportFileKey.js';
import { fileStore } from '../storage/fileStore.js';
import { writeStoredFile } from '../storage/writeStoredFile.js';
import { queueFileDeletions } from '../storage/queueFileDeletions.js';
import { workOffPendingDeletions } from '../storage/workOffPendingDeletions.js';
import { exportFilePath } from '../export/exportFilePath.js';
import type { JobHandler } from './JobQueue.js';

/** What the export route queues: the list, its query string as validated (no ticket, no reason) and whether full CPFs were revealed. */
export interface ExportJobInput {
  /** The descriptor's key. */
  entity: string;
  /** The list's query: filters, `sort`/`order`, `cols`, `format`, `tz`. */
  query: Record<string, unknown>;
  /** True when the export was asked with a reason (already recorded) by a role that may reveal. */
  revealed: boolean;
}

/** A finished export job's answer. */
export interface ExportJobResult {
  file: { name: string; format: 'csv' | 'xlsx'; rows: number; size_bytes: number; expires_at: string };
  /** Where its owner downloads it: GET `paths.jobs`/{id}/arquivo. */
  download: string;
  message: string;
}

/**
 * How long a file may take to write before the sweep takes its row for a crash's leftover (and the
 * job, if it is still running, then discards it): as long as a job's answer is kept.
 */
const WRITING_HOURS = 24;

export interface ExportJobOptions {
  db: Kysely<Database>;
  storage: string;
  /** Every descriptor the API serves: the job finds the list by its key. */
  descriptors: readonly Descriptor[];
  /** `paths.jobs` (schemas/api/endpoints.json): the download's address. */
  jobsPath: string;
  /** EXPORT_FILE_HOURS: how long the file is kept for its owner, from when it is ready. */
  fileHours: number;
}

/** Each exportable list's source, as crudRoutes reads it (the table's columns read once, when the first job runs). */
async function exportSources(db: Kysely<Database>, descriptors: readonly Descriptor[]) {
  const tables = await readTableColumns(db);
  const sources = new Map<string, ExportSource>();
  for (const d of descriptors) {
    if (!d.server || d.list.export === false) continue;
    const served = d as ServedDescriptor;
    const extra = extraFieldsOf(tables, served);
    sources.set(d.key, {
      db,
      descriptor: served,
      extra,
      select: selectList(served, extra, 'list'),
      personal: personalFields(served),
      personalText: personalTextFields(served),
    });
  }
  return sources;
}

/**
 * A large export as a job (`export`, input ExportJobInput): the rows the export route would have
 * streamed (openExport: same filters, order, columns, masks) written as a stored file
 * (`exports/<year>/<month>/<job id>.<format>`, encrypted, in the folder or the S3 bucket) — its
 * progress the share of rows written. The file's row in export_files is inserted before the file is
 * written (a people's erasure holds that insert until it commits), so whatever a crash leaves is
 * listed for the sweep (sweepExportFiles); a row gone by the end (an erasure while it ran) discards
 * the file and fails the job (410). The file is kept EXPORT_FILE_HOURS from when it is ready.
 * Answers ExportJobResult.
 */
export function exportJob({ db, storage, descriptors, jobsPath, fileHours }: ExportJobOptions): JobHandler {
  let sources: ReturnType<typeof exportSources> | undefined;
  /** The lists' sources, read once; a failed read (the database away) is tried again by the next job. */
  const sourcesOnce = () =>
    (sources ??= exportSources(db, descriptors).catch((error: unknown) => {
      sources = undefined;
      throw error;
    }));
  return async ({ input, userId }, { id, progress, log }) => {
    const { entity, query, revealed } = input as unknown as ExportJobInput;
    const source = (await sourcesOnce()).get(entity);
    if (!source) throw new HttpError(404, apiMessages.exportListGone);
    const now = new Date();
    const opened = await openExport(source, query, revealed === true, now);
    // Until the file is ready, the row only keeps a crash's leftovers listed for the sweep.
    const writing = { rows: null, size_bytes: null, expires_at: new Date(now.getTime() + WRITING_HOURS * 3_600_000) };
    // A retry of the same job (Redis) writes to the path its first attempt chose: nothing left unlisted.
    const { path } = await db
      .insertInto('export_files')
      .values({
        id,
        user_id: userId,
        entity,
        path: exportFileKey(id, opened.format, now),
        file_name: opened.fileName,
        format: opened.format,
        revealed: revealed === true,
        ...writing,
      })
      .onConflict((oc) => oc.column('id').doUpdateSet(writing))
      .returning('path')
      .executeTakeFirstOrThrow();
    let written = 0;
    await writeStoredFile(
      storage,
      path,
      opened.stream({
        onRows: (rows) => {
          written = rows;
          // The last percent is the file's closing (the store's upload).
          if (opened.total > 0) progress(Math.min(99, (rows * 100) / opened.total));
        },
        onError: (error) => log.error({ err: error }, 'exportação xlsx interrompida'),
      }),
    );
    const blob = await fileStore(storage).open(path);
    const size = blob?.size ?? 0;
    await blob?.close();
    // Its life counts from now, when it is ready.
    const kept = await db
      .updateTable('export_files')
      .set({ rows: written, size_bytes: size, expires_at: new Date(Date.now() + fileHours * 3_600_000) })
      .where('id', '=', id)
      .returning('expires_at')
      .executeTakeFirst();
    if (!kept) {
      await queueFileDeletions(db, [path]);
      await workOffPendingDeletions(db, storage);
      throw new HttpError(410, apiMessages.exportDiscarded);
    }
    log.info(`exportação de ${entity} gravada: ${written} linhas, ${size} bytes`);
    return {
      file: {
        name: opened.fileName,
        format: opened.format,
        rows: written,
        size_bytes: size,
        expires_at: new Date(kept.expires_at).toISOString(),
      },
      download: exportFilePath(jobsPath, id),
      message: apiMessages.exportReady,
    } satisfies ExportJobResult;
  };
}

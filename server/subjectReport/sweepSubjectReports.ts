import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { fileStore } from '../storage/fileStore.js';

/** A report's zip in the stored files (reportZipKey), or the partial file of one being written (the folder store's). */
const REPORT_KEY = /^reports\/([0-9]{1,10})\.zip(\.[0-9a-f]+\.crypt-part)?$/;

/** A 'running' report not touched for this long was interrupted (its process stopped). */
const STALE_RUNNING_MS = 10 * 60_000;

export interface SweepResult {
  /** Rows past their expiry, deleted. */
  expired: number;
  /** 'running' rows of a stopped process, marked 'failed'. */
  interrupted: number;
  /** Zips removed from the store. */
  filesRemoved: number;
}

/**
 * Keeps the reports' zips (`reports/` of the stored files, listed by that prefix) to what may still
 * be downloaded: deletes rows past `expires_at`; marks as failed the 'running' rows not touched
 * for STALE_RUNNING_MS; then removes every zip that no ready or running row justifies — its row
 * gone (expired, its person erased or its requester deleted: the row cascades) or failed — and
 * every partial file whose row is no longer running. A zip the store could not delete is found
 * again by the next sweep. Other keys are left alone.
 * Runs at start and on a timer (scheduleReportSweeps, from subjectReportRoutes).
 */
export async function sweepSubjectReports(
  db: Kysely<Database>,
  storage: string,
  now = new Date(),
): Promise<SweepResult> {
  const expired = await db.deleteFrom('subject_reports').where('expires_at', '<=', now).executeTakeFirst();
  const interrupted = await db
    .updateTable('subject_reports')
    .set({ status: 'failed', message: apiMessages.reportInterrupted, updated_at: now })
    .where('status', '=', 'running')
    .where('updated_at', '<', new Date(now.getTime() - STALE_RUNNING_MS))
    .executeTakeFirst();
  const store = fileStore(storage);
  const names: string[] = [];
  for await (const key of store.list('reports/')) names.push(key);
  const ids = names.map((n) => REPORT_KEY.exec(n)).flatMap((m) => (m ? [Number(m[1])] : []));
  const rows = ids.length
    ? await db.selectFrom('subject_reports').select(['id', 'status']).where('id', 'in', ids).execute()
    : [];
  const status = new Map(rows.map((r) => [r.id, r.status]));
  let filesRemoved = 0;
  for (const name of names) {
    // Only the reports' own names: anything else under reports/ is left alone.
    const m = REPORT_KEY.exec(name);
    if (!m) continue;
    const s = status.get(Number(m[1]));
    if (m[2] ? s === 'running' : s === 'ready' || s === 'running') continue;
    await store.remove(name);
    filesRemoved++;
  }
  return { expired: Number(expired.numDeletedRows), interrupted: Number(interrupted.numUpdatedRows), filesRemoved };
}

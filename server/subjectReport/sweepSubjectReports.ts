import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';

/** A report's zip, or the partial file of one being written (writeEncryptedFile's `.crypt-part`). */
const REPORT_FILE = /^([0-9]{1,10})\.zip(\.[0-9a-f]+\.crypt-part)?$/;

/** A 'running' report not touched for this long was interrupted (its process stopped). */
const STALE_RUNNING_MS = 10 * 60_000;

export interface SweepResult {
  /** Rows past their expiry, deleted. */
  expired: number;
  /** 'running' rows of a stopped process, marked 'failed'. */
  interrupted: number;
  /** Zips (or parts) removed from the folder. */
  filesRemoved: number;
}

/**
 * Keeps the reports' folder to what may still be downloaded: deletes rows past `expires_at`;
 * marks as failed the 'running' rows not touched for STALE_RUNNING_MS; then removes every file
 * of the folder that no row justifies — a zip whose row is gone (expired, or its person erased:
 * the row cascades) or failed, and a partial file whose row is no longer running (other files are left alone).
 * Runs at start and on a timer (scheduleReportSweeps, from subjectReportRoutes).
 */
export async function sweepSubjectReports(
  db: Kysely<Database>,
  reportsDir: string,
  now = new Date(),
): Promise<SweepResult> {
  const expired = await db.deleteFrom('subject_reports').where('expires_at', '<=', now).executeTakeFirst();
  const interrupted = await db
    .updateTable('subject_reports')
    .set({ status: 'failed', message: apiMessages.reportInterrupted, updated_at: now })
    .where('status', '=', 'running')
    .where('updated_at', '<', new Date(now.getTime() - STALE_RUNNING_MS))
    .executeTakeFirst();
  let names: string[];
  try {
    names = await readdir(reportsDir);
  } catch {
    names = [];
  }
  const ids = names.map((n) => REPORT_FILE.exec(n)).flatMap((m) => (m ? [Number(m[1])] : []));
  const rows = ids.length
    ? await db.selectFrom('subject_reports').select(['id', 'status']).where('id', 'in', ids).execute()
    : [];
  const status = new Map(rows.map((r) => [r.id, r.status]));
  let filesRemoved = 0;
  for (const name of names) {
    // Only the reports' own names: anything else in the folder is left alone.
    const m = REPORT_FILE.exec(name);
    if (!m) continue;
    const s = status.get(Number(m[1]));
    if (m[2] ? s === 'running' : s === 'ready' || s === 'running') continue;
    await rm(join(reportsDir, name), { force: true });
    filesRemoved++;
  }
  return { expired: Number(expired.numDeletedRows), interrupted: Number(interrupted.numUpdatedRows), filesRemoved };
}

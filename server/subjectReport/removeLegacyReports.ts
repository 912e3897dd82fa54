import { readdir, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { reportsDirFor } from './reportsDirFor.js';

/** A zip of the old reports folder, or the partial file of one. */
const LEGACY_REPORT = /^[0-9]{1,10}\.zip(\.[0-9a-f]+\.crypt-part)?$/;

/**
 * Removes the report zips an earlier version kept beside the storage folder (reportsDirFor:
 * `<DATA_DIR>/reports`), now that they are stored files (`reports/<id>.zip`): reports live a day,
 * so the old ones are simply gone (their rows answer 404 'not found' and expire), and none is
 * left behind an erasure. Only the reports' own names are removed, then the folder if it is empty.
 * Returns how many were removed.
 */
export async function removeLegacyReports(storage: string): Promise<number> {
  const folder = reportsDirFor(storage);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  const zips = names.filter((n) => LEGACY_REPORT.test(n));
  for (const name of zips) await rm(join(folder, name), { force: true });
  if (zips.length === names.length) await rmdir(folder).catch(() => undefined);
  return zips.length;
}

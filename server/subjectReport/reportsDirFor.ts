import { basename, dirname, join } from 'node:path';

/**
 * Where the reports' zips are kept when nothing says otherwise: beside the storage folder (never
 * inside it, where the file route would serve them) — `<DATA_DIR>/reports` for the usual
 * `<DATA_DIR>/storage`, `<folder>-reports` for a storage folder of another name (a test's temp
 * folder), so two storage folders never share a reports folder (each app sweeps the zips its
 * database does not know).
 *
 * @example reportsDirFor('/data/storage') // '/data/reports'
 * @example reportsDirFor('/tmp/e2e-storage-x1') // '/tmp/e2e-storage-x1-reports'
 */
export function reportsDirFor(storage: string): string {
  const name = basename(storage);
  return join(dirname(storage), name === 'storage' ? 'reports' : `${name}-reports`);
}

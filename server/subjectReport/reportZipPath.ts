import { join } from 'node:path';

/**
 * Where a report's zip is kept: named by the report's id only (never a CPF or a name).
 *
 * @example reportZipPath('/data/reports', 12) // '/data/reports/12.zip'
 */
export function reportZipPath(reportsDir: string, reportId: number): string {
  return join(reportsDir, `${reportId}.zip`);
}

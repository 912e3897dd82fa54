/**
 * The download address of export job `id`'s file, under `paths.jobs`.
 *
 * @example exportFilePath('/admin/v1/jobs', '3f2c…') // '/admin/v1/jobs/3f2c…/arquivo'
 */
export const exportFilePath = (jobsPath: string, id: string): string => `${jobsPath}/${id}/arquivo`;

/**
 * True for an export job's download address (a job id is a UUID): what a file ticket may name.
 *
 * @example isExportFilePath('/admin/v1/jobs', '/admin/v1/jobs/0b9f3c1e-6a4e-4a55-8d43-5b2c7a9e1f00/arquivo') // true
 */
export function isExportFilePath(jobsPath: string, path: string): boolean {
  const prefix = `${jobsPath}/`;
  return path.startsWith(prefix) && /^[0-9a-f-]{36}\/arquivo$/.test(path.slice(prefix.length));
}

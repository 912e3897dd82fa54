/** The folder of the stored files of exports made as jobs: only their owner's route serves them (isPrivateStoredKey). */
const EXPORT_FILES_FOLDER = 'exports';

/**
 * Where the file of the export job `jobId` is stored: `exports/<year>/<month>/<job id>.<format>`
 * (UTC), beside the capture files, encrypted as they are.
 *
 * @example exportFileKey('3f2c…', 'csv', new Date('2026-11-27T10:00:00Z')) // 'exports/2026/11/3f2c….csv'
 */
export function exportFileKey(jobId: string, format: 'csv' | 'xlsx', now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${EXPORT_FILES_FOLDER}/${now.getUTCFullYear()}/${month}/${jobId}.${format}`;
}

/**
 * The stored files' folders that only their own routes serve, to the user they belong to: the
 * large exports' files (`exports/`, GET /admin/v1/jobs/{id}/arquivo) and the data subjects'
 * reports (`reports/`, GET /admin/v1/subject-reports/{id}/download). The stored-file route and its
 * tickets never open them.
 */
const PRIVATE_FOLDERS = ['exports', 'reports'] as const;

/**
 * True for a stored path in one of the PRIVATE_FOLDERS.
 *
 * @example isPrivateStoredKey('reports/12.zip') // true
 * @example isPrivateStoredKey('liveness/2026/11/a/video.mp4') // false
 */
export const isPrivateStoredKey = (key: string): boolean =>
  (PRIVATE_FOLDERS as readonly string[]).includes(key.split('/')[0] ?? '');

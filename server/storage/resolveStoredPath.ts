import { join, sep } from 'node:path';
import { isStoredKey } from './blob/isStoredKey.js';

/**
 * The absolute path of a stored file from its relative path (as kept in the database:
 * 'liveness/2026/11/<uuid>/video.mp4'), or null when the path could leave the storage folder or
 * is not a plain relative path (isStoredKey): absolute, '..' or '.' segments, backslashes, control
 * characters, empty segments.
 *
 * @example resolveStoredPath('/data/storage', 'finger/a/log/finger_1.jpeg') // '/data/storage/finger/a/log/finger_1.jpeg'
 * @example resolveStoredPath('/data/storage', '../secrets/jwt-secret') // null
 */
export function resolveStoredPath(root: string, relative: string): string | null {
  if (!isStoredKey(relative)) return null;
  const full = join(root, ...relative.split('/'));
  return full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : null;
}

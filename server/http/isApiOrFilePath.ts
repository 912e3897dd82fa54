import { isApiPath } from './isApiPath.js';

/**
 * True for what the server answers as data, not as the console: API calls and stored-file
 * downloads (`/files/…`). These are checked for unstorable text, never cached and logged.
 *
 * @example isApiOrFilePath('/files/liveness/7/video.mp4') // true
 * @example isApiOrFilePath('/requests') // false
 */
export function isApiOrFilePath(url: string): boolean {
  return isApiPath(url) || url.startsWith('/files/');
}

const segmentShape = /^[^\u0000-\u001f\\/:*?"<>|]+$/;

/**
 * True for a plain relative path as the database keeps stored files ('finger/a/log/finger_1.jpeg'):
 * at most 1,024 characters of non-empty segments without '.', '..', backslashes, control
 * characters or the characters Windows and S3 tools refuse. Every store checks keys with it, so a
 * key can never leave the storage folder nor name another bucket's object.
 *
 * @example isStoredKey('liveness/2026/11/ab/video.mp4') // true
 * @example isStoredKey('../secrets/jwt-secret') // false
 */
export function isStoredKey(key: string): boolean {
  if (!key || key.length > 1024) return false;
  return key.split('/').every((s) => s !== '.' && s !== '..' && segmentShape.test(s));
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { resolveStoredPath } from './resolveStoredPath.js';

/**
 * The content of a stored file as a stream, or null when the path is not a stored file (outside
 * the storage folder, missing, not a regular file). Every reader of stored files outside the file
 * route goes through here (the subject report, media processing), so that how files are kept on
 * disk is decided in one place.
 */
export async function openStoredFile(root: string, relative: string): Promise<Readable | null> {
  const full = resolveStoredPath(root, relative);
  if (!full) return null;
  try {
    if (!(await stat(full)).isFile()) return null;
  } catch {
    return null;
  }
  return createReadStream(full);
}

import { readdirSync, rmdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { resolveStoredPath } from './resolveStoredPath.js';

/**
 * Deletes stored files by their relative paths, then every folder left empty by it up to (not
 * including) the storage root. Paths that could leave the storage folder are ignored. Returns
 * how many files were removed (missing ones are not an error: the goal is that none remains).
 */
export function removeStoredFiles(storage: string, paths: Iterable<string | null | undefined>): number {
  let removed = 0;
  const folders = new Set<string>();
  for (const relative of paths) {
    const full = relative ? resolveStoredPath(storage, relative) : null;
    if (!full) continue;
    try {
      rmSync(full);
      removed++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    folders.add(dirname(full));
  }
  for (let folder of folders) {
    while (folder.startsWith(storage) && folder !== storage) {
      try {
        if (readdirSync(folder).length) break;
        rmdirSync(folder);
      } catch {
        break;
      }
      folder = dirname(folder);
    }
  }
  return removed;
}

import { fileStore } from './fileStore.js';

/**
 * Deletes stored files by their relative paths from the folder's store (a local folder also loses
 * the folders left empty, up to its root). Paths that could leave the storage folder are ignored.
 * Returns how many were asked for (a missing one is not an error: the goal is that none remains);
 * rejects when the store cannot be reached.
 */
export async function removeStoredFiles(storage: string, paths: Iterable<string | null | undefined>): Promise<number> {
  const store = fileStore(storage);
  let removed = 0;
  for (const relative of paths) {
    if (!relative) continue;
    await store.remove(relative);
    removed++;
  }
  return removed;
}

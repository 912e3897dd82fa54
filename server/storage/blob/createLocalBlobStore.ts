import { constants, readdirSync, rmdirSync } from 'node:fs';
import { access, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { BlobStore } from './BlobStore.js';
import { openLocalBlob } from './openLocalBlob.js';
import { writeFileAtomically } from './writeFileAtomically.js';
import { resolveStoredPath } from '../resolveStoredPath.js';
import { walkStoredFiles } from '../walkStoredFiles.js';

/**
 * The stored files in a local folder (the default: DATA_DIR/storage, or STORAGE_DIR): writes are
 * atomic (a partial file beside the target, fsync, rename), a removal also removes the folders it
 * leaves empty, up to the root. Keys that could leave the folder are refused (null, or an error
 * for a write).
 *
 * @example const store = createLocalBlobStore('/data/storage'); await store.write('finger/1/a.jpeg', encrypted)
 */
export function createLocalBlobStore(root: string): BlobStore {
  const path = (key: string) => resolveStoredPath(root, key);
  return {
    kind: 'local',
    location: `pasta ${root}`,
    async open(key) {
      const full = path(key);
      return full ? openLocalBlob(full) : null;
    },
    async write(key, body) {
      const full = path(key);
      if (!full) throw new Error(`caminho de arquivo armazenado inválido: ${key}`);
      await writeFileAtomically(full, body);
    },
    async remove(key) {
      const full = path(key);
      if (!full) return;
      await rm(full, { force: true });
      // The folders it leaves empty go too (a person's folder, a month's), never the root.
      for (let folder = dirname(full); folder.startsWith(root + sep); folder = dirname(folder)) {
        try {
          if (readdirSync(folder).length) break;
          rmdirSync(folder);
        } catch {
          break;
        }
      }
    },
    async *list(prefix = '') {
      // A folder prefix ('reports/') walks that folder only (a missing one holds nothing).
      const folder = prefix.includes('/') ? join(root, ...prefix.slice(0, prefix.lastIndexOf('/')).split('/')) : root;
      for await (const file of walkStoredFiles(folder)) {
        const key = relative(root, file).split(sep).join('/');
        if (key.startsWith(prefix)) yield key;
      }
    },
    check: () => access(root, constants.R_OK | constants.W_OK),
  };
}

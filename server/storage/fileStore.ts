import { resolve } from 'node:path';
import type { BlobStore } from './blob/BlobStore.js';
import { createLocalBlobStore } from './blob/createLocalBlobStore.js';

const byRoot = new Map<string, BlobStore>();

/**
 * Says where the stored files of the storage folder `root` live (main.ts: an S3 bucket with
 * STORAGE_S3_BUCKET; tests: a local S3 server). The folder stays the files' identity: their master
 * keys (storageKeys) and the data subjects' report zips beside it are still found through it.
 */
export function useFileStore(root: string, store: BlobStore): void {
  byRoot.set(resolve(root), store);
}

/**
 * The store of the storage folder `root`: the one given to useFileStore, else the folder itself
 * (createLocalBlobStore). Every reader, writer and remover of stored files asks here, so all agree
 * on where the bytes are.
 *
 * @example await fileStore('/data/storage').open('finger/1/a.jpeg')
 */
export function fileStore(root: string): BlobStore {
  const key = resolve(root);
  let store = byRoot.get(key);
  if (!store) {
    store = createLocalBlobStore(key);
    byRoot.set(key, store);
  }
  return store;
}

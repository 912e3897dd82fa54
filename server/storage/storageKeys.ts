import { resolve } from 'node:path';
import type { MasterKeyring } from './crypto/MasterKeyring.js';
import { loadStorageKeys } from './loadStorageKeys.js';

const byRoot = new Map<string, MasterKeyring>();

/** Says which master keys the files under `root` use (buildApp and main.ts call it at start). */
export function useStorageKeys(root: string, keyring: MasterKeyring): void {
  byRoot.set(resolve(root), keyring);
}

/**
 * The master keys of the storage folder `root`: those given to useStorageKeys, else the
 * process's configuration (STORAGE_MASTER_KEY, or the key file in DATA_DIR: loadStorageKeys),
 * read once. Every reader and writer of stored files asks here, so all agree on the keys.
 */
export function storageKeys(root: string, env: NodeJS.ProcessEnv = process.env): MasterKeyring {
  const key = resolve(root);
  let keyring = byRoot.get(key);
  if (!keyring) {
    keyring = loadStorageKeys(resolve(env.DATA_DIR ?? './data'), env);
    byRoot.set(key, keyring);
  }
  return keyring;
}

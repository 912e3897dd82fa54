import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createKeyFileOnce, storageKeyFiles } from './loadStorageKeys.js';

/**
 * The embedded default's key rotation (no STORAGE_MASTER_KEY): the current key file's key is
 * appended to storage-master-keys-old (unless already there), then a new random key replaces it
 * (written beside it and renamed). A crash between the two steps loses nothing: the old key is in
 * both files. Returns nothing; loadStorageKeys then gives the new key as current.
 */
export function rotateStorageKeyFile(dataDir: string): void {
  const files = storageKeyFiles(dataDir);
  createKeyFileOnce(files.current, files.dir);
  const current = readFileSync(files.current, 'utf8').trim();
  const old = existsSync(files.old) ? readFileSync(files.old, 'utf8') : '';
  if (!old.split(/\s+/).includes(current)) appendFileSync(files.old, `${current}\n`, { mode: 0o600 });
  const partial = `${files.current}.${process.pid}.novo`;
  writeFileSync(partial, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  renameSync(partial, files.current);
}

import type { Readable } from 'node:stream';
import { writeEncryptedFile } from './crypto/writeEncryptedFile.js';
import { resolveStoredPath } from './resolveStoredPath.js';
import { storageKeys } from './storageKeys.js';

/**
 * Writes a stored file, encrypted under the storage folder's master key (writeEncryptedFile:
 * streamed, atomic), creating its folders. Returns its absolute path; throws for a relative path
 * that could leave the storage folder.
 *
 * @example await writeStoredFile(storage, 'finger/1/log/a.jpeg', jpegBytes)
 */
export async function writeStoredFile(
  root: string,
  relative: string,
  content: Buffer | string | Readable,
): Promise<string> {
  const full = resolveStoredPath(root, relative);
  if (!full) throw new Error(`caminho de arquivo armazenado inválido: ${relative}`);
  await writeEncryptedFile(full, content, storageKeys(root));
  return full;
}

import type { Readable } from 'node:stream';
import { encryptedStream } from './crypto/writeEncryptedFile.js';
import { fileStore } from './fileStore.js';
import { storageKeys } from './storageKeys.js';

/**
 * Writes a stored file, encrypted under the storage folder's master key, into the folder's store
 * (fileStore: the folder itself, or its S3 bucket): streamed, whole or not at all. Throws for a
 * relative path that could leave the storage folder.
 *
 * @example await writeStoredFile(storage, 'finger/1/log/a.jpeg', jpegBytes)
 */
export async function writeStoredFile(
  root: string,
  relative: string,
  content: Buffer | string | Readable,
): Promise<void> {
  await fileStore(root).write(relative, encryptedStream(content, storageKeys(root)));
}

import type { Readable } from 'node:stream';
import { openEncryptedFile } from './crypto/openEncryptedFile.js';
import { fileStore } from './fileStore.js';
import { storageKeys } from './storageKeys.js';

/**
 * The content of a stored file as a stream, decrypted (files are encrypted at rest:
 * docs/privacy.md, 'Criptografia em repouso'), or null when the path is not a stored file
 * (outside the storage folder, missing, not a regular file). Every reader of stored files outside
 * the file route goes through here (the subject report, media processing), so that where and how
 * files are kept (fileStore) is decided in one place.
 *
 * Rejects with TamperedFileError (server/storage/crypto) when the file fails authentication on
 * opening (no header, unknown key, damaged header, truncated); a damaged chunk found later
 * destroys the stream with that error — no unauthenticated byte is ever emitted.
 */
export async function openStoredFile(root: string, relative: string): Promise<Readable | null> {
  const blob = await fileStore(root).open(relative);
  if (!blob) return null;
  const file = await openEncryptedFile(blob, storageKeys(root));
  return file.read();
}

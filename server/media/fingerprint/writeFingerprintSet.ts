import type { MasterKeyring } from '../../storage/crypto/MasterKeyring.js';
import { writeEncryptedFile } from '../../storage/crypto/writeEncryptedFile.js';
import type { FingerprintSet } from './fingerprintSet.js';

/**
 * Writes a fingerprintSet's three files at the given paths, encrypted under the storage folder's
 * master keys (writeEncryptedFile: atomic, folders created).
 *
 * @example await writeFingerprintSet(fingerprintSet(7), { jpeg: 'f/7.jpeg', tiff: 'f/7.tiff', mask: 'f/7-mask.tiff' }, storageKeys(storage))
 */
export async function writeFingerprintSet(
  set: FingerprintSet,
  paths: Record<keyof FingerprintSet, string>,
  keys: MasterKeyring,
): Promise<void> {
  await Promise.all(
    (Object.keys(paths) as (keyof FingerprintSet)[]).map((key) => writeEncryptedFile(paths[key], set[key], keys)),
  );
}

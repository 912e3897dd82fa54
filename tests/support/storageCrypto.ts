import { randomBytes } from 'node:crypto';
import { masterKeyring, type MasterKeyring } from '../../server/storage/crypto/MasterKeyring.js';
import { writeStoredFile } from '../../server/storage/writeStoredFile.js';

/** A keyring with a fresh random master key (and older ones), for tests. */
export const testKeyring = (older: Buffer[] = []): MasterKeyring => masterKeyring(randomBytes(32), older);

/**
 * Puts a stored file as the app writes it (encrypted under the storage folder's keys): tests that
 * used to drop plain files into the storage folder call this instead.
 */
export const putStoredFile = (storage: string, relative: string, content: Buffer | string) =>
  writeStoredFile(storage, relative, content);

import { createReadStream, existsSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isEncryptedFile } from './crypto/isEncryptedFile.js';
import type { MasterKeyring } from './crypto/MasterKeyring.js';
import { writeEncryptedFile } from './crypto/writeEncryptedFile.js';
import { PARTIAL_SUFFIX } from './blob/writeFileAtomically.js';
import { walkStoredFiles } from './walkStoredFiles.js';

/** Written in the storage folder once every file in it is encrypted: later starts skip the pass. */
export const ENCRYPTED_MARKER = '.storage-encrypted-v1';

export interface EncryptPlainFilesResult {
  /** Plain files found and encrypted in place. */
  encrypted: number;
  /** Files already encrypted. */
  alreadyEncrypted: number;
  /** Partial files a crash left behind, removed. */
  partialsRemoved: number;
  /** False when the marker said the pass had already run. */
  ran: boolean;
}

/**
 * The one-time pass that encrypts the files written before encryption at rest existed, run at
 * start (buildApp): each plain file is encrypted beside itself and renamed over the original
 * (writeEncryptedFile), so a crash leaves every file whole, plain or encrypted, and the next start
 * picks up where it stopped; partials left by a crash are removed. When every file is encrypted
 * the marker is written and later starts skip the walk. After it, a file without the header is
 * refused as tampered (openEncryptedFile).
 *
 * @example await encryptPlainFiles('/data/storage', keyring) // { encrypted: 1532, alreadyEncrypted: 0, partialsRemoved: 0, ran: true }
 */
export async function encryptPlainFiles(root: string, keyring: MasterKeyring): Promise<EncryptPlainFilesResult> {
  const result: EncryptPlainFilesResult = { encrypted: 0, alreadyEncrypted: 0, partialsRemoved: 0, ran: false };
  const marker = join(root, ENCRYPTED_MARKER);
  if (existsSync(marker)) return result;
  result.ran = true;
  for await (const path of walkStoredFiles(root)) {
    if (path === marker) continue;
    if (path.endsWith(PARTIAL_SUFFIX)) {
      await rm(path, { force: true });
      result.partialsRemoved++;
      continue;
    }
    if (await isEncryptedFile(path)) {
      result.alreadyEncrypted++;
      continue;
    }
    await writeEncryptedFile(path, createReadStream(path), keyring);
    result.encrypted++;
  }
  writeFileSync(
    marker,
    'Todos os arquivos desta pasta são criptografados (docs/privacy.md, "Criptografia em repouso").\n',
    { mode: 0o600 },
  );
  return result;
}

import type { MasterKeyring } from './crypto/MasterKeyring.js';
import { encryptPlainFiles } from './encryptPlainFiles.js';
import { storageKeys, useStorageKeys } from './storageKeys.js';

export interface StartLog {
  warn(line: string): void;
  error(line: string): void;
}

/**
 * At start (buildApp): settles the storage folder's master keys (`keys`, else the process's
 * configuration: storageKeys) for every reader and writer, then runs the one-time pass that
 * encrypts files written before encryption at rest (encryptPlainFiles), saying what it did. A
 * failure of the pass is logged and does not prevent the start: the files it could not encrypt
 * are refused until the next start encrypts them.
 */
export async function startEncryptedStorage(
  storage: string,
  keys: MasterKeyring | undefined,
  log: StartLog,
): Promise<MasterKeyring> {
  const keyring = keys ?? storageKeys(storage);
  useStorageKeys(storage, keyring);
  try {
    const { encrypted, partialsRemoved } = await encryptPlainFiles(storage, keyring);
    if (encrypted || partialsRemoved)
      log.warn(
        `Criptografia em repouso: ${encrypted} arquivo(s) anterior(es) criptografado(s) na inicialização; ${partialsRemoved} arquivo(s) parcial(is) removido(s).`,
      );
  } catch (error) {
    log.error(
      `Criptografia em repouso: a passagem que criptografa os arquivos anteriores falhou (${(error as Error).message}); ela será retomada na próxima inicialização.`,
    );
  }
  return keyring;
}

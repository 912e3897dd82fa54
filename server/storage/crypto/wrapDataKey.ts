import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FileHeader } from './fileHeader.js';
import { TAG_LENGTH, WRAP_NONCE_LENGTH } from './fileHeader.js';
import type { MasterKey, MasterKeyring } from './MasterKeyring.js';
import { TamperedFileError } from './TamperedFileError.js';

export type WrappedKey = Pick<FileHeader, 'keyId' | 'wrapNonce' | 'wrappedKey' | 'wrapTag'>;

/** The wrap's associated data: the file's fixed header and the master key id (a wrapped key moved to another file, or relabelled, fails). */
const wrapAad = (fixed: Buffer, keyId: Buffer) => Buffer.concat([Buffer.from('wrap'), fixed, keyId]);

/**
 * Encrypts a file's 32-byte data key under a master key (AES-256-GCM, random nonce), bound to
 * the file's fixed header. Rotation calls it again with the new key: the chunks never change.
 */
export function wrapDataKey(dataKey: Buffer, master: MasterKey, fixed: Buffer): WrappedKey {
  const wrapNonce = randomBytes(WRAP_NONCE_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', master.key, wrapNonce, { authTagLength: TAG_LENGTH });
  cipher.setAAD(wrapAad(fixed, master.id));
  const wrappedKey = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return { keyId: master.id, wrapNonce, wrappedKey, wrapTag: cipher.getAuthTag() };
}

/**
 * The data key of a file from its header; TamperedFileError when the master key is not in the
 * keyring or the wrapped key fails authentication.
 */
export function unwrapDataKey(header: FileHeader, keyring: MasterKeyring): Buffer {
  const master = keyring.byId.get(header.keyId.toString('hex'));
  if (!master) throw new TamperedFileError(`chave-mestra desconhecida (${header.keyId.toString('hex')})`);
  const decipher = createDecipheriv('aes-256-gcm', master, header.wrapNonce, { authTagLength: TAG_LENGTH });
  decipher.setAAD(wrapAad(header.fixed, header.keyId));
  decipher.setAuthTag(header.wrapTag);
  try {
    return Buffer.concat([decipher.update(header.wrappedKey), decipher.final()]);
  } catch {
    throw new TamperedFileError('chave do arquivo não autenticada');
  }
}

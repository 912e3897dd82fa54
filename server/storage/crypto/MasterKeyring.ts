import { createHash } from 'node:crypto';

/** A 32-byte AES-256 master key and its id (the first 8 bytes of its SHA-256), as stored in each file's header. */
export interface MasterKey {
  id: Buffer;
  key: Buffer;
}

/**
 * The master keys of the storage folder: `current` wraps the data key of every file written
 * from now on; `byId` holds it and every older key still accepted for reading (rotation).
 */
export interface MasterKeyring {
  current: MasterKey;
  byId: Map<string, Buffer>;
}

/** Bytes of a master key id in the file header. */
export const KEY_ID_LENGTH = 8;

/**
 * The id of a master key: the first 8 bytes of its SHA-256 (says which key wrapped a file,
 * reveals nothing usable about the key).
 *
 * @example masterKeyId(Buffer.alloc(32)).toString('hex') // '66687aadf862bd77'
 */
export function masterKeyId(key: Buffer): Buffer {
  return createHash('sha256').update(key).digest().subarray(0, KEY_ID_LENGTH);
}

/**
 * A keyring from the current key and the older ones still accepted for reading.
 *
 * @example masterKeyring(newKey, [oldKey]).current.id // masterKeyId(newKey)
 */
export function masterKeyring(current: Buffer, older: readonly Buffer[] = []): MasterKeyring {
  const byId = new Map<string, Buffer>();
  for (const key of [current, ...older]) byId.set(masterKeyId(key).toString('hex'), key);
  return { current: { id: masterKeyId(current), key: current }, byId };
}

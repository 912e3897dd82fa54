import { KEY_ID_LENGTH } from './MasterKeyring.js';
import { TamperedFileError } from './TamperedFileError.js';

/** First bytes of every encrypted stored file. */
export const MAGIC = Buffer.from('BIOCRYPT', 'latin1');
const FORMAT_VERSION = 1;
/** Plaintext bytes per chunk (the last one may be shorter, or empty for an empty file). */
export const CHUNK_SIZE = 64 * 1024;
/** AES-GCM tag bytes after each chunk and after the wrapped key. */
export const TAG_LENGTH = 16;
export const NONCE_PREFIX_LENGTH = 8;
export const WRAP_NONCE_LENGTH = 12;
/** magic, version, chunk size, nonce prefix: what never changes for a file, bound into every chunk. */
export const FIXED_LENGTH = MAGIC.length + 1 + 4 + NONCE_PREFIX_LENGTH;
/** The whole header: the fixed part, then master key id, wrap nonce, wrapped data key, wrap tag. */
export const HEADER_LENGTH = FIXED_LENGTH + KEY_ID_LENGTH + WRAP_NONCE_LENGTH + 32 + TAG_LENGTH;

export interface FileHeader {
  chunkSize: number;
  noncePrefix: Buffer;
  /** Id of the master key that wrapped the data key. */
  keyId: Buffer;
  wrapNonce: Buffer;
  /** The data key encrypted under the master key, and its tag. */
  wrappedKey: Buffer;
  wrapTag: Buffer;
  /** The fixed part's bytes as stored (associated data of every chunk and of the wrapped key). */
  fixed: Buffer;
}

/**
 * The header of an encrypted stored file (HEADER_LENGTH bytes, big-endian):
 * `BIOCRYPT` | version u8 | chunk size u32 | nonce prefix (8) | master key id (8) |
 * wrap nonce (12) | wrapped data key (32) | wrap tag (16).
 *
 * @example encodeFileHeader(header).length // 89
 */
export function encodeFileHeader(h: Omit<FileHeader, 'fixed'>): Buffer {
  const out = Buffer.alloc(HEADER_LENGTH);
  let at = encodeFixedHeader(h.chunkSize, h.noncePrefix).copy(out, 0);
  at += h.keyId.copy(out, at);
  at += h.wrapNonce.copy(out, at);
  at += h.wrappedKey.copy(out, at);
  h.wrapTag.copy(out, at);
  return out;
}

/** The fixed part of a header (magic, version, chunk size, nonce prefix): what the chunks and the wrapped key are bound to. */
export function encodeFixedHeader(chunkSize: number, noncePrefix: Buffer): Buffer {
  const out = Buffer.alloc(FIXED_LENGTH);
  let at = MAGIC.copy(out, 0);
  at = out.writeUInt8(FORMAT_VERSION, at);
  at = out.writeUInt32BE(chunkSize, at);
  noncePrefix.copy(out, at);
  return out;
}

/** True when the bytes start like an encrypted stored file (the magic). */
export function hasFileMagic(bytes: Buffer): boolean {
  return bytes.length >= MAGIC.length && bytes.subarray(0, MAGIC.length).equals(MAGIC);
}

/**
 * Reads a header; throws TamperedFileError when the bytes are not one (no magic: a plain or
 * foreign file), of another version or of an impossible chunk size.
 */
export function parseFileHeader(bytes: Buffer): FileHeader {
  if (bytes.length < HEADER_LENGTH || !hasFileMagic(bytes))
    throw new TamperedFileError('sem cabeçalho de criptografia');
  const version = bytes.readUInt8(MAGIC.length);
  if (version !== FORMAT_VERSION) throw new TamperedFileError(`versão de formato desconhecida (${version})`);
  const chunkSize = bytes.readUInt32BE(MAGIC.length + 1);
  if (chunkSize < 1024 || chunkSize > 16 * 1024 * 1024)
    throw new TamperedFileError(`tamanho de bloco inválido (${chunkSize})`);
  let at = MAGIC.length + 5;
  const take = (n: number) => Buffer.from(bytes.subarray(at, (at += n)));
  const noncePrefix = take(NONCE_PREFIX_LENGTH);
  return {
    chunkSize,
    noncePrefix,
    keyId: take(KEY_ID_LENGTH),
    wrapNonce: take(WRAP_NONCE_LENGTH),
    wrappedKey: take(32),
    wrapTag: take(TAG_LENGTH),
    fixed: Buffer.from(bytes.subarray(0, FIXED_LENGTH)),
  };
}

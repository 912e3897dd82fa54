import { createCipheriv, createDecipheriv } from 'node:crypto';
import { NONCE_PREFIX_LENGTH, TAG_LENGTH } from './fileHeader.js';
import { TamperedFileError } from './TamperedFileError.js';

/** Chunk `index`'s nonce: the file's random 8-byte prefix, then the index (u32 big-endian). */
function chunkNonce(prefix: Buffer, index: number): Buffer {
  const nonce = Buffer.alloc(NONCE_PREFIX_LENGTH + 4);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, NONCE_PREFIX_LENGTH);
  return nonce;
}

/** Associated data of a chunk: the fixed header and whether it is the last one (STREAM construction). */
const chunkAad = (fixed: Buffer, last: boolean) => Buffer.concat([fixed, Buffer.from([last ? 1 : 0])]);

export interface ChunkContext {
  dataKey: Buffer;
  noncePrefix: Buffer;
  fixed: Buffer;
}

/**
 * Encrypts one chunk: ciphertext followed by its 16-byte tag. The index in the nonce detects
 * reordering; the last-chunk flag in the associated data detects truncation at a chunk border.
 *
 * @example sealChunk(ctx, Buffer.from('abc'), 0, true).length // 19
 */
export function sealChunk(ctx: ChunkContext, plain: Buffer, index: number, last: boolean): Buffer {
  if (index > 0xffff_ffff) throw new Error('arquivo grande demais para o formato');
  const cipher = createCipheriv('aes-256-gcm', ctx.dataKey, chunkNonce(ctx.noncePrefix, index), {
    authTagLength: TAG_LENGTH,
  });
  cipher.setAAD(chunkAad(ctx.fixed, last));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

/** Decrypts and authenticates one sealed chunk; TamperedFileError (naming the chunk) when it fails. */
export function openChunk(ctx: ChunkContext, sealed: Buffer, index: number, last: boolean): Buffer {
  if (sealed.length < TAG_LENGTH) throw new TamperedFileError(`bloco ${index} incompleto`);
  const decipher = createDecipheriv('aes-256-gcm', ctx.dataKey, chunkNonce(ctx.noncePrefix, index), {
    authTagLength: TAG_LENGTH,
  });
  decipher.setAAD(chunkAad(ctx.fixed, last));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_LENGTH));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_LENGTH)), decipher.final()]);
  } catch {
    throw new TamperedFileError(`bloco ${index}${last ? ' (último)' : ''} não autenticado`);
  }
}

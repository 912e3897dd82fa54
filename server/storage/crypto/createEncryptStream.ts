import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import { CHUNK_SIZE, encodeFileHeader, encodeFixedHeader, NONCE_PREFIX_LENGTH } from './fileHeader.js';
import type { MasterKeyring } from './MasterKeyring.js';
import { sealChunk, type ChunkContext } from './sealChunk.js';
import { wrapDataKey } from './wrapDataKey.js';

/**
 * A Transform from plaintext to an encrypted stored file: the header (a fresh random data key
 * wrapped by the keyring's current master key, a fresh nonce prefix), then the plaintext in
 * sealed chunks of `chunkSize` bytes. One full chunk is held back until more bytes arrive or the
 * input ends, so the last chunk is always known and flagged; an empty input gives one empty final
 * chunk. Memory stays near one chunk whatever the file's size.
 *
 * @example await pipeline(createReadStream('video.mp4'), createEncryptStream(keyring), createWriteStream('video.mp4.enc'))
 */
export function createEncryptStream(keyring: MasterKeyring, chunkSize = CHUNK_SIZE): Transform {
  const dataKey = randomBytes(32);
  const noncePrefix = randomBytes(NONCE_PREFIX_LENGTH);
  const fixed = encodeFixedHeader(chunkSize, noncePrefix);
  const full = encodeFileHeader({ chunkSize, noncePrefix, ...wrapDataKey(dataKey, keyring.current, fixed) });
  const ctx: ChunkContext = { dataKey, noncePrefix, fixed };
  let pending: Buffer[] = [];
  let pendingLength = 0;
  let index = 0;
  let started = false;
  const start = (push: (b: Buffer) => void) => {
    if (!started) push(full);
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      start((b) => this.push(b));
      // Strings arrive as Buffers (decodeStrings, the default).
      pending.push(chunk);
      pendingLength += chunk.length;
      // Strictly more than one chunk: the chunk sealed now is certainly not the last.
      if (pendingLength > chunkSize) {
        let all = Buffer.concat(pending, pendingLength);
        while (all.length > chunkSize) {
          this.push(sealChunk(ctx, all.subarray(0, chunkSize), index++, false));
          all = all.subarray(chunkSize);
        }
        pending = [all];
        pendingLength = all.length;
      }
      done();
    },
    flush(done) {
      start((b) => this.push(b));
      this.push(sealChunk(ctx, Buffer.concat(pending, pendingLength), index++, true));
      pending = [];
      done();
    },
  });
}

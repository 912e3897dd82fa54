import { Readable } from 'node:stream';
import type { BlobReader } from '../blob/BlobStore.js';
import { openLocalBlob } from '../blob/openLocalBlob.js';
import { HEADER_LENGTH, parseFileHeader, TAG_LENGTH } from './fileHeader.js';
import type { MasterKeyring } from './MasterKeyring.js';
import { openChunk, type ChunkContext } from './sealChunk.js';
import { TamperedFileError } from './TamperedFileError.js';
import { unwrapDataKey } from './wrapDataKey.js';

export interface EncryptedFile {
  /** Plaintext length in bytes (authenticated: the last chunk was checked on opening). */
  size: number;
  /**
   * The plaintext bytes `start` to `end` (inclusive; default the whole file) as a stream that
   * reads and decrypts only the chunks they fall in. A chunk that fails authentication destroys
   * the stream with TamperedFileError: no byte of it is ever emitted. Call once.
   */
  read(start?: number, end?: number): Readable;
  /** Closes the file without reading (read() closes it when its stream ends or is destroyed). */
  close(): Promise<void>;
}

/** Chunks read from disk in one go while streaming, after the first (16 × 64 KiB = 1 MiB). */
const CHUNKS_PER_READ = 16;

/**
 * Opens an encrypted stored file — a local path, or a blob already opened in a store (BlobStore:
 * a folder or an S3 bucket): reads and checks the header, unwraps the data key, and decrypts the
 * last chunk (which authenticates the length: a truncated or extended file fails here, before
 * anything is sent). Throws TamperedFileError for a file that is not a valid encrypted file under
 * one of the keyring's master keys; a missing path rejects with ENOENT; the store's errors pass
 * through.
 *
 * @example const file = await openEncryptedFile('/data/storage/liveness/7/video.mp4', keyring); file.read(0, 99).pipe(res)
 */
export async function openEncryptedFile(source: string | BlobReader, keyring: MasterKeyring): Promise<EncryptedFile> {
  const opened = typeof source === 'string' ? await openLocalBlob(source) : source;
  if (!opened) throw Object.assign(new Error(`arquivo não encontrado: ${source as string}`), { code: 'ENOENT' });
  const fd: BlobReader = opened;
  try {
    const fileSize = fd.size;
    const head = await fd.readAt(0, HEADER_LENGTH);
    const header = parseFileHeader(head);
    const ctx: ChunkContext = {
      dataKey: unwrapDataKey(header, keyring),
      noncePrefix: header.noncePrefix,
      fixed: header.fixed,
    };
    const sealedSize = header.chunkSize + TAG_LENGTH;
    const body = fileSize - HEADER_LENGTH;
    const chunks = Math.ceil(body / sealedSize);
    const lastSealed = body - (chunks - 1) * sealedSize;
    if (chunks < 1 || lastSealed < TAG_LENGTH) throw new TamperedFileError('arquivo truncado');
    const size = body - chunks * TAG_LENGTH;
    const lastIndex = chunks - 1;
    const lastPlain = openChunk(
      ctx,
      await readAt(fd, HEADER_LENGTH + lastIndex * sealedSize, lastSealed),
      lastIndex,
      true,
    );
    let closed = false;
    const close = async () => {
      if (!closed) await fd.close();
      closed = true;
    };
    async function* plaintext(start: number, end: number): AsyncGenerator<Buffer> {
      try {
        const first = Math.floor(start / header.chunkSize);
        const last = Math.floor(end / header.chunkSize);
        // The first piece is one chunk (a quick first byte), then 16 chunks per read.
        for (let i = first, batch = 1; i <= last; i += batch, batch = CHUNKS_PER_READ) {
          const upto = Math.min(last, i + batch - 1);
          const fromDisk = upto === lastIndex ? upto - 1 : upto;
          const block =
            fromDisk >= i
              ? await readAt(fd, HEADER_LENGTH + i * sealedSize, (fromDisk - i + 1) * sealedSize)
              : Buffer.alloc(0);
          const pieces: Buffer[] = [];
          for (let k = i; k <= upto; k++) {
            const plain =
              k === lastIndex
                ? lastPlain
                : openChunk(ctx, block.subarray((k - i) * sealedSize, (k - i + 1) * sealedSize), k, false);
            const from = k === first ? start - k * header.chunkSize : 0;
            const to = k === last ? end - k * header.chunkSize + 1 : plain.length;
            pieces.push(plain.subarray(from, to));
          }
          yield Buffer.concat(pieces);
        }
      } finally {
        await close();
      }
    }
    return {
      size,
      close,
      read(start = 0, end = size - 1) {
        if (size === 0 || end < start) {
          void close();
          return Readable.from([], { objectMode: false });
        }
        if (start < 0 || end >= size) throw new RangeError(`intervalo fora do arquivo: ${start}-${end}/${size}`);
        return Readable.from(plaintext(start, end), { objectMode: false });
      },
    };
  } catch (error) {
    await fd.close();
    throw error;
  }
}

/** Exactly `length` bytes at `position`; a shorter read means the file changed under us. */
async function readAt(fd: BlobReader, position: number, length: number): Promise<Buffer> {
  const buffer = await fd.readAt(position, length);
  if (buffer.length < length) throw new TamperedFileError('arquivo truncado durante a leitura');
  return buffer;
}

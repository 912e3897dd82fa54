import { Readable } from 'node:stream';
import type { BlobReader, BlobStore } from './blob/BlobStore.js';
import { PARTIAL_SUFFIX } from './blob/writeFileAtomically.js';
import { encodeFileHeader, HEADER_LENGTH, parseFileHeader } from './crypto/fileHeader.js';
import type { MasterKeyring } from './crypto/MasterKeyring.js';
import { TamperedFileError } from './crypto/TamperedFileError.js';
import { unwrapDataKey, wrapDataKey } from './crypto/wrapDataKey.js';
import type { RewrapResult } from './rewrapStoredFiles.js';

/** Bytes read per ranged request while copying an object's body. */
const READ_PIECE = 4 * 1024 * 1024;

/** The bytes of `blob` from `from` to its end, read in ranged pieces (never whole in memory). */
function bodyFrom(blob: BlobReader, from: number): Readable {
  async function* pieces() {
    for (let at = from; at < blob.size; at += READ_PIECE) {
      const piece = await blob.readAt(at, Math.min(READ_PIECE, blob.size - at));
      if (!piece.length) throw new TamperedFileError('arquivo truncado durante a leitura');
      yield piece;
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}

/**
 * Master key rotation for a store that is not a folder (an S3 bucket: rewrapStoredFiles does the
 * folder, in place): every object whose data key is wrapped by an older key of the keyring is
 * written again with the new header and the same encrypted body, streamed in 4 MiB ranges. The
 * store's write is whole or nothing, so a crash leaves the old object, still readable with the old
 * key until a later run. Idempotent; dotted keys (the store's readiness object) are skipped.
 *
 * @example await rewrapStoredBlobs(createS3BlobStore(config), keyring) // { rewrapped: 1532, current: 0, failed: [], busy: 0 }
 */
export async function rewrapStoredBlobs(store: BlobStore, keyring: MasterKeyring): Promise<RewrapResult> {
  const result: RewrapResult = { rewrapped: 0, current: 0, failed: [], busy: 0 };
  for await (const key of store.list()) {
    if (key.split('/').some((s) => s.startsWith('.')) || key.endsWith(PARTIAL_SUFFIX)) continue;
    const blob = await store.open(key);
    if (!blob) {
      result.busy++;
      continue;
    }
    try {
      const header = parseFileHeader(await blob.readAt(0, HEADER_LENGTH));
      if (header.keyId.equals(keyring.current.id)) {
        result.current++;
        continue;
      }
      const next = encodeFileHeader({
        ...header,
        ...wrapDataKey(unwrapDataKey(header, keyring), keyring.current, header.fixed),
      });
      const body = bodyFrom(blob, HEADER_LENGTH);
      await store.write(
        key,
        Readable.from(
          (async function* () {
            yield next;
            yield* body;
          })(),
          { objectMode: false },
        ),
      );
      result.rewrapped++;
    } catch (error) {
      if (!(error instanceof TamperedFileError)) throw error;
      result.failed.push({ path: key, reason: error.detail });
    } finally {
      await blob.close();
    }
  }
  return result;
}

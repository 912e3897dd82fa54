import { Readable } from 'node:stream';
import { writeFileAtomically } from '../blob/writeFileAtomically.js';
import { createEncryptStream } from './createEncryptStream.js';
import type { MasterKeyring } from './MasterKeyring.js';

/**
 * Writes `content` encrypted (createEncryptStream) at `path`: streamed into a partial file beside
 * it (mode 0600), flushed to disk, then renamed over `path` — a crash leaves the old file or the
 * new one, never half of one. Folders are created. A stream is never held whole in memory.
 *
 * @example await writeEncryptedFile('/data/storage/finger/1/a.jpeg', jpegBytes, keyring)
 */
export async function writeEncryptedFile(
  path: string,
  content: Buffer | string | Readable,
  keyring: MasterKeyring,
): Promise<void> {
  await writeFileAtomically(path, encryptedStream(content, keyring));
}

/**
 * `content` encrypted (createEncryptStream), as a stream: what every store writes. An error of the
 * source reaches the returned stream.
 */
export function encryptedStream(content: Buffer | string | Readable, keyring: MasterKeyring): Readable {
  const source =
    content instanceof Readable
      ? content
      : Readable.from([typeof content === 'string' ? Buffer.from(content) : content]);
  const encrypt = createEncryptStream(keyring);
  source.on('error', (error) => encrypt.destroy(error));
  return source.pipe(encrypt);
}

import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createEncryptStream } from './createEncryptStream.js';
import type { MasterKeyring } from './MasterKeyring.js';

/** Suffix of a file being written (encrypted, rewrapped): never served, removed if a crash leaves one. */
export const PARTIAL_SUFFIX = '.crypt-part';

/** Where a file being replaced is written first: beside it, so that the rename is atomic. */
export const partialPath = (path: string) => `${path}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`;

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
  await mkdir(dirname(path), { recursive: true });
  const partial = partialPath(path);
  const source =
    content instanceof Readable
      ? content
      : Readable.from([typeof content === 'string' ? Buffer.from(content) : content]);
  try {
    await pipeline(source, createEncryptStream(keyring), createWriteStream(partial, { mode: 0o600 }));
    await syncFile(partial);
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** fsync: the bytes are on disk before the rename makes them the file. */
export async function syncFile(path: string): Promise<void> {
  const fd = await open(path, 'r+');
  try {
    await fd.sync();
  } finally {
    await fd.close();
  }
}

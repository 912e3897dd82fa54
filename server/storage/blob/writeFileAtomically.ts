import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Suffix of a file being written (encrypted, rewrapped): never served, removed if a crash leaves one. */
export const PARTIAL_SUFFIX = '.crypt-part';

/** Where a file being replaced is written first: beside it, so that the rename is atomic. */
export const partialPath = (path: string) => `${path}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`;

/**
 * Streams `body` into a partial file beside `path` (mode 0600), flushes it to disk, then renames it
 * over `path`: a crash leaves the old file or the new one, never half of one. Folders are created.
 *
 * @example await writeFileAtomically('/data/storage/finger/1/a.jpeg', encrypted)
 */
export async function writeFileAtomically(path: string, body: Readable): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const partial = partialPath(path);
  try {
    await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
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

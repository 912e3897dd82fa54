import { open } from 'node:fs/promises';
import type { BlobReader } from './BlobStore.js';

/**
 * A local file opened for random reads, or null when `path` is missing or not a regular file.
 *
 * @example const blob = await openLocalBlob('/data/storage/finger/1/a.jpeg'); await blob?.readAt(0, 89)
 */
export async function openLocalBlob(path: string): Promise<BlobReader | null> {
  let fd;
  try {
    fd = await open(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
    throw error;
  }
  const info = await fd.stat();
  if (!info.isFile()) {
    await fd.close();
    return null;
  }
  let closed = false;
  return {
    size: info.size,
    mtimeMs: info.mtimeMs,
    async readAt(position, length) {
      const buffer = Buffer.alloc(length);
      let filled = 0;
      while (filled < length) {
        const { bytesRead } = await fd.read(buffer, filled, length - filled, position + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return filled === length ? buffer : buffer.subarray(0, filled);
    },
    async close() {
      if (!closed) await fd.close();
      closed = true;
    },
  };
}

import { open } from 'node:fs/promises';
import { hasFileMagic, MAGIC } from './fileHeader.js';

/** True when the file at `path` starts with the encrypted format's magic (reads 8 bytes). */
export async function isEncryptedFile(path: string): Promise<boolean> {
  const fd = await open(path, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await fd.read(head, 0, head.length, 0);
    return hasFileMagic(head.subarray(0, bytesRead));
  } finally {
    await fd.close();
  }
}

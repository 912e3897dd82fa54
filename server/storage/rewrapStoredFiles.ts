import { copyFile, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { encodeFileHeader, HEADER_LENGTH, parseFileHeader } from './crypto/fileHeader.js';
import type { MasterKeyring } from './crypto/MasterKeyring.js';
import { TamperedFileError } from './crypto/TamperedFileError.js';
import { partialPath, PARTIAL_SUFFIX, syncFile } from './blob/writeFileAtomically.js';
import { unwrapDataKey, wrapDataKey } from './crypto/wrapDataKey.js';
import { ENCRYPTED_MARKER } from './encryptPlainFiles.js';
import { walkStoredFiles } from './walkStoredFiles.js';

export interface RewrapResult {
  /** Files whose data key was rewrapped under the current master key. */
  rewrapped: number;
  /** Files already under the current key (nothing to do). */
  current: number;
  /** Files that could not be rewrapped (no header, unknown key, damaged header), by relative path with the reason. */
  failed: { path: string; reason: string }[];
  /** Files changed by someone else while being rewrapped: left as they are, for the next run. */
  busy: number;
}

/**
 * Master key rotation: every stored file whose data key is wrapped by another key of the keyring
 * gets it unwrapped and wrapped again under the current key. Only the 89-byte header changes:
 * the file is copied beside itself, the new header written into the copy, flushed and renamed over
 * the original (crash-safe; a crash leaves a partial that the next run or start removes). A file
 * changed meanwhile is left for the next run. Idempotent: a second run finds every file current.
 *
 * @example await rewrapStoredFiles('/data/storage', keyring) // { rewrapped: 1532, current: 0, failed: [], busy: 0 }
 */
export async function rewrapStoredFiles(root: string, keyring: MasterKeyring): Promise<RewrapResult> {
  const result: RewrapResult = { rewrapped: 0, current: 0, failed: [], busy: 0 };
  for await (const path of walkStoredFiles(root)) {
    if (path === join(root, ENCRYPTED_MARKER)) continue;
    if (path.endsWith(PARTIAL_SUFFIX)) {
      await rm(path, { force: true });
      continue;
    }
    const relative = path.slice(root.length + 1);
    try {
      const before = await stat(path);
      const head = await readHead(path);
      const header = parseFileHeader(head);
      if (header.keyId.equals(keyring.current.id)) {
        result.current++;
        continue;
      }
      const dataKey = unwrapDataKey(header, keyring);
      const next = encodeFileHeader({ ...header, ...wrapDataKey(dataKey, keyring.current, header.fixed) });
      const partial = partialPath(path);
      try {
        await copyFile(path, partial);
        const fd = await open(partial, 'r+');
        try {
          await fd.write(next, 0, next.length, 0);
        } finally {
          await fd.close();
        }
        await syncFile(partial);
        const now = await stat(path);
        if (now.ino !== before.ino || now.mtimeMs !== before.mtimeMs || now.size !== before.size) {
          result.busy++;
          await rm(partial, { force: true });
          continue;
        }
        await rename(partial, path);
        result.rewrapped++;
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    } catch (error) {
      if (!(error instanceof TamperedFileError)) throw error;
      result.failed.push({ path: relative, reason: error.detail });
    }
  }
  return result;
}

async function readHead(path: string): Promise<Buffer> {
  const fd = await open(path, 'r');
  try {
    const head = Buffer.alloc(HEADER_LENGTH);
    const { bytesRead } = await fd.read(head, 0, HEADER_LENGTH, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await fd.close();
  }
}

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FingerprintSet } from './fingerprintSet.js';

/**
 * Writes a fingerprintSet's three files at the given paths, creating their folders.
 *
 * @example await writeFingerprintSet(fingerprintSet(7), { jpeg: 'f/7.jpeg', tiff: 'f/7.tiff', mask: 'f/7-mask.tiff' })
 */
export async function writeFingerprintSet(set: FingerprintSet, paths: Record<keyof FingerprintSet, string>): Promise<void> {
  await Promise.all(
    (Object.keys(paths) as (keyof FingerprintSet)[]).map(async (key) => {
      await mkdir(dirname(paths[key]), { recursive: true });
      await writeFile(paths[key], set[key]);
    }),
  );
}

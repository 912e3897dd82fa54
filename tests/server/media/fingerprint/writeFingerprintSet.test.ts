import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFingerprintSet } from '../../../../server/media/fingerprint/writeFingerprintSet.js';
import { openEncryptedFile } from '../../../../server/storage/crypto/openEncryptedFile.js';
import { testKeyring } from '../../../support/storageCrypto.js';

describe('writeFingerprintSet', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fingerprint-set-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each file encrypted at its path, creating folders', async () => {
    const keys = testKeyring();
    const set = { jpeg: Buffer.from('jpeg'), tiff: Buffer.from('tiff'), mask: Buffer.from('mask') };
    const paths = { jpeg: join(dir, 'a/1.jpeg'), tiff: join(dir, 'b/1.tiff'), mask: join(dir, 'b/1-mask.tiff') };
    await writeFingerprintSet(set, paths, keys);
    for (const key of ['jpeg', 'tiff', 'mask'] as const) {
      expect(readFileSync(paths[key]).includes(Buffer.from(key))).toBe(false);
      expect((await buffer((await openEncryptedFile(paths[key], keys)).read())).toString()).toBe(key);
    }
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFingerprintSet } from '../../../../server/media/fingerprint/writeFingerprintSet.js';

describe('writeFingerprintSet', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fingerprint-set-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each file at its path, creating folders', async () => {
    const set = { jpeg: Buffer.from('jpeg'), tiff: Buffer.from('tiff'), mask: Buffer.from('mask') };
    const paths = { jpeg: join(dir, 'a/1.jpeg'), tiff: join(dir, 'b/1.tiff'), mask: join(dir, 'b/1-mask.tiff') };
    await writeFingerprintSet(set, paths);
    expect(readFileSync(paths.jpeg, 'utf8')).toBe('jpeg');
    expect(readFileSync(paths.tiff, 'utf8')).toBe('tiff');
    expect(readFileSync(paths.mask, 'utf8')).toBe('mask');
  });
});

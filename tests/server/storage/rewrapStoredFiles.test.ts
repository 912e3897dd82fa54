import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { FIXED_LENGTH, HEADER_LENGTH, parseFileHeader } from '../../../server/storage/crypto/fileHeader.js';
import { masterKeyring } from '../../../server/storage/crypto/MasterKeyring.js';
import { openEncryptedFile } from '../../../server/storage/crypto/openEncryptedFile.js';
import { writeEncryptedFile } from '../../../server/storage/crypto/writeEncryptedFile.js';
import { rewrapStoredFiles } from '../../../server/storage/rewrapStoredFiles.js';
import { tempDir } from '../../support/tempDir.js';

describe('rewrapStoredFiles (master key rotation)', () => {
  it('a file under an old master key still reads; rotation rewraps only its header; a second run has nothing to do', async () => {
    const storage = tempDir('rewrap');
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const before = masterKeyring(oldKey);
    const contents = {
      'liveness/1/video.mp4': randomBytes(200_000),
      'finger/2/a.jpeg': randomBytes(3000),
      '.seed-pool/x.csv': Buffer.from('a;b\n'),
    };
    for (const [path, content] of Object.entries(contents))
      await writeEncryptedFile(join(storage, path), content, before);
    writeFileSync(join(storage, 'liveness/1/estranho.txt'), 'sem cabeçalho');
    const after = masterKeyring(newKey, [oldKey]);
    // Readable under the new keyring before any rotation (the old key is still accepted).
    for (const [path, content] of Object.entries(contents))
      expect((await buffer((await openEncryptedFile(join(storage, path), after)).read())).equals(content)).toBe(true);
    const bodies = Object.fromEntries(
      Object.keys(contents).map((p) => [p, readFileSync(join(storage, p)).subarray(HEADER_LENGTH)]),
    );

    const first = await rewrapStoredFiles(storage, after);
    expect(first).toEqual({
      rewrapped: 3,
      current: 0,
      busy: 0,
      failed: [{ path: 'liveness/1/estranho.txt', reason: 'sem cabeçalho de criptografia' }],
    });
    for (const [path, content] of Object.entries(contents)) {
      const bytes = readFileSync(join(storage, path));
      const header = parseFileHeader(bytes);
      expect(header.keyId.equals(after.current.id)).toBe(true);
      // Only the wrapped key changed: the fixed header and every chunk are the same bytes.
      expect(bytes.subarray(HEADER_LENGTH).equals(bodies[path]!)).toBe(true);
      expect(header.fixed.length).toBe(FIXED_LENGTH);
      // Readable with the new key alone: the old one can be retired.
      expect(
        (await buffer((await openEncryptedFile(join(storage, path), masterKeyring(newKey))).read())).equals(content),
      ).toBe(true);
    }
    const second = await rewrapStoredFiles(storage, after);
    expect(second).toMatchObject({ rewrapped: 0, current: 3, busy: 0 });
  });

  it('a file whose old key is not in the keyring is reported, not changed; a partial left by a crash is removed', async () => {
    const storage = tempDir('rewrap');
    const lost = masterKeyring(randomBytes(32));
    await writeEncryptedFile(join(storage, 'a/b.jpeg'), randomBytes(100), lost);
    const original = readFileSync(join(storage, 'a/b.jpeg'));
    writeFileSync(join(storage, 'a/b.jpeg.0a1b2c3d4e5f.crypt-part'), 'meio escrito');
    const result = await rewrapStoredFiles(storage, masterKeyring(randomBytes(32)));
    expect(result.failed).toEqual([{ path: 'a/b.jpeg', reason: expect.stringMatching(/chave-mestra desconhecida/) }]);
    expect(readFileSync(join(storage, 'a/b.jpeg')).equals(original)).toBe(true);
    expect(existsSync(join(storage, 'a/b.jpeg.0a1b2c3d4e5f.crypt-part'))).toBe(false);
  });
});

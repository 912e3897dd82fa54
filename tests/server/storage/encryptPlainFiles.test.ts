import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { isEncryptedFile } from '../../../server/storage/crypto/isEncryptedFile.js';
import { openEncryptedFile } from '../../../server/storage/crypto/openEncryptedFile.js';
import { TamperedFileError } from '../../../server/storage/crypto/TamperedFileError.js';
import { writeEncryptedFile } from '../../../server/storage/crypto/writeEncryptedFile.js';
import { ENCRYPTED_MARKER, encryptPlainFiles } from '../../../server/storage/encryptPlainFiles.js';
import { walkStoredFiles } from '../../../server/storage/walkStoredFiles.js';
import { tempDir } from '../../support/tempDir.js';
import { testKeyring } from '../../support/storageCrypto.js';

describe('encryptPlainFiles (the one-time start pass)', () => {
  it('encrypts every plain file in place (dotted folders and hard links too), keeps encrypted ones, removes partials, then marks the folder', async () => {
    const storage = tempDir('plain');
    const keyring = testKeyring();
    const plain = {
      'liveness/2026/11/a/video.mp4': Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypisom'),
        randomBytes(300_000),
      ]),
      'liveness/2026/11/a/log.txt': Buffer.from('início da captura\n'),
      'finger/1/log/x.jpeg': Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(5000)]),
      '.seed-pool/finger-1/finger.tiff': Buffer.from('II*\0 tiff'),
      'vazio.txt': Buffer.alloc(0),
    };
    for (const [path, content] of Object.entries(plain)) {
      mkdirSync(join(storage, path, '..'), { recursive: true });
      writeFileSync(join(storage, path), content);
    }
    linkSync(join(storage, '.seed-pool/finger-1/finger.tiff'), join(storage, 'finger/1/log/x.tiff'));
    await writeEncryptedFile(join(storage, 'ja/cifrado.csv'), 'a;b\n', keyring);
    const already = readFileSync(join(storage, 'ja/cifrado.csv'));
    writeFileSync(join(storage, 'ja/cifrado.csv.aaaaaaaaaaaa.crypt-part'), 'sobra de uma queda');

    const result = await encryptPlainFiles(storage, keyring);
    expect(result).toEqual({ encrypted: 6, alreadyEncrypted: 1, partialsRemoved: 1, ran: true });
    expect(readFileSync(join(storage, 'ja/cifrado.csv')).equals(already)).toBe(true);
    for (const [path, content] of Object.entries({
      ...plain,
      'finger/1/log/x.tiff': plain['.seed-pool/finger-1/finger.tiff'],
    })) {
      expect(await isEncryptedFile(join(storage, path)), path).toBe(true);
      expect((await buffer((await openEncryptedFile(join(storage, path), keyring)).read())).equals(content)).toBe(true);
    }
    expect(existsSync(join(storage, ENCRYPTED_MARKER))).toBe(true);
    const files: string[] = [];
    for await (const f of walkStoredFiles(storage)) files.push(f);
    expect(files.filter((f) => f.endsWith('.crypt-part'))).toEqual([]);

    // Once marked, the pass does not walk again: a plain file put afterwards is refused as tampered.
    writeFileSync(join(storage, 'depois.txt'), 'texto puro');
    expect(await encryptPlainFiles(storage, keyring)).toMatchObject({ ran: false, encrypted: 0 });
    await expect(openEncryptedFile(join(storage, 'depois.txt'), keyring)).rejects.toBeInstanceOf(TamperedFileError);
  });

  it('is idempotent after a crash: a second run over a half-done folder finishes it (no file encrypted twice)', async () => {
    const storage = tempDir('plain');
    const keyring = testKeyring();
    for (let i = 0; i < 10; i++) {
      mkdirSync(join(storage, `d${i}`));
      writeFileSync(join(storage, `d${i}`, 'f.txt'), `arquivo ${i}`);
    }
    // "Crash" after 4 files: they are encrypted, the marker is not written.
    let done = 0;
    for (const dir of readdirSync(storage).slice(0, 4)) {
      const path = join(storage, dir, 'f.txt');
      await writeEncryptedFile(path, readFileSync(path), keyring);
      done++;
    }
    const result = await encryptPlainFiles(storage, keyring);
    expect(result).toMatchObject({ encrypted: 10 - done, alreadyEncrypted: done, ran: true });
    for (let i = 0; i < 10; i++)
      expect(
        (await buffer((await openEncryptedFile(join(storage, `d${i}`, 'f.txt'), keyring)).read())).toString(),
      ).toBe(`arquivo ${i}`);
  });
});

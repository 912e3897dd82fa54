import { writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { TamperedFileError } from '../../../server/storage/crypto/TamperedFileError.js';
import { openStoredFile } from '../../../server/storage/openStoredFile.js';
import { useStorageKeys } from '../../../server/storage/storageKeys.js';
import { writeStoredFile } from '../../../server/storage/writeStoredFile.js';
import { testKeyring } from '../../support/storageCrypto.js';
import { tempDir } from '../../support/tempDir.js';

describe('openStoredFile / writeStoredFile', () => {
  const storage = tempDir('open-stored');
  useStorageKeys(storage, testKeyring());

  it('writes encrypted and reads the plaintext back; null for a path outside, missing or a folder', async () => {
    await writeStoredFile(storage, 'finger/1/log.txt', 'conteúdo do titular');
    const full = join(storage, 'finger/1/log.txt');
    expect(readFileSync(full).toString('latin1')).not.toContain('titular');
    expect((await buffer((await openStoredFile(storage, 'finger/1/log.txt'))!)).toString()).toBe('conteúdo do titular');
    expect(await openStoredFile(storage, '../fora.txt')).toBeNull();
    expect(await openStoredFile(storage, 'finger/1/nada.txt')).toBeNull();
    expect(await openStoredFile(storage, 'finger/1')).toBeNull();
    await expect(writeStoredFile(storage, '../fora.txt', 'x')).rejects.toThrow(/inválido/);
  });

  it('a plain or damaged file is refused with TamperedFileError, never read as if it were fine', async () => {
    mkdirSync(join(storage, 'x'), { recursive: true });
    writeFileSync(join(storage, 'x/plain.txt'), 'texto puro');
    await expect(openStoredFile(storage, 'x/plain.txt')).rejects.toBeInstanceOf(TamperedFileError);
    await writeStoredFile(storage, 'x/d.txt', 'abc');
    const full = join(storage, 'x/d.txt');
    const bytes = readFileSync(full);
    bytes[bytes.length - 1]! ^= 1;
    writeFileSync(full, bytes);
    await expect(openStoredFile(storage, 'x/d.txt')).rejects.toBeInstanceOf(TamperedFileError);
  });
});

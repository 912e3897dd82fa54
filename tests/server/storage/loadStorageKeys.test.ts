import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { masterKeyId } from '../../../server/storage/crypto/MasterKeyring.js';
import { loadStorageKeys, storageKeyFiles } from '../../../server/storage/loadStorageKeys.js';
import { rotateStorageKeyFile } from '../../../server/storage/rotateStorageKeyFile.js';
import { tempDir } from '../../support/tempDir.js';

describe('loadStorageKeys', () => {
  it('the embedded default creates a random key in DATA_DIR/secrets (mode 0600) on first start and reuses it', () => {
    const dataDir = tempDir('keys');
    const first = loadStorageKeys(dataDir, {});
    const file = storageKeyFiles(dataDir).current;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').length).toBe(32);
    expect(loadStorageKeys(dataDir, {}).current.key.equals(first.current.key)).toBe(true);
    expect(loadStorageKeys(tempDir('keys'), {}).current.key.equals(first.current.key)).toBe(false);
  });

  it('STORAGE_MASTER_KEY in base64, base64url or hex; older keys from STORAGE_MASTER_KEYS_OLD and the key file still read', () => {
    const key = randomBytes(32);
    const [old1, old2] = [randomBytes(32), randomBytes(32)];
    const dataDir = tempDir('keys');
    const embedded = loadStorageKeys(dataDir, {}).current.key;
    for (const text of [
      key.toString('base64'),
      key.toString('base64url'),
      key.toString('hex'),
      ` ${key.toString('hex').toUpperCase()}\n`,
    ]) {
      const keyring = loadStorageKeys(dataDir, {
        STORAGE_MASTER_KEY: text,
        STORAGE_MASTER_KEYS_OLD: `${old1.toString('base64')}, ${old2.toString('hex')}`,
      });
      expect(keyring.current.key.equals(key)).toBe(true);
      expect(keyring.current.id.equals(masterKeyId(key))).toBe(true);
      for (const k of [key, old1, old2, embedded])
        expect(keyring.byId.get(masterKeyId(k).toString('hex'))?.equals(k)).toBe(true);
    }
  });

  it.each([
    ['too short', randomBytes(16).toString('base64')],
    ['too long', randomBytes(48).toString('base64')],
    ['not base64 nor hex', 'uma senha qualquer que não é chave'],
    ['63 hex digits', randomBytes(32).toString('hex').slice(1)],
  ])('a wrong STORAGE_MASTER_KEY (%s) stops the start with a pt-BR message that does not echo it', (_what, value) => {
    let message = '';
    try {
      loadStorageKeys(tempDir('keys'), { STORAGE_MASTER_KEY: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^STORAGE_MASTER_KEY inválida: use uma chave de 32 bytes em base64 .* ou hexadecimal/);
    expect(message).not.toContain(value);
  });

  it('a wrong key in STORAGE_MASTER_KEYS_OLD is named too', () => {
    expect(() =>
      loadStorageKeys(tempDir('keys'), {
        STORAGE_MASTER_KEY: randomBytes(32).toString('hex'),
        STORAGE_MASTER_KEYS_OLD: 'abc',
      }),
    ).toThrow(/^STORAGE_MASTER_KEYS_OLD inválida/);
  });

  it('with DATABASE_URL and no STORAGE_MASTER_KEY: a warning that the key sits in the data folder (the server still starts)', () => {
    const lines: string[] = [];
    loadStorageKeys(tempDir('keys'), { DATABASE_URL: 'postgres://db/console' }, (l) => lines.push(l));
    expect(lines.join()).toMatch(/STORAGE_MASTER_KEY não definida.*Em produção, defina STORAGE_MASTER_KEY/);
    lines.length = 0;
    loadStorageKeys(
      tempDir('keys'),
      { DATABASE_URL: 'postgres://db/console', STORAGE_MASTER_KEY: randomBytes(32).toString('hex') },
      (l) => lines.push(l),
    );
    expect(lines).toEqual([]);
  });

  it('rotateStorageKeyFile: a new current key, the old one kept for reading; twice keeps both old ones', () => {
    const dataDir = tempDir('keys');
    const first = loadStorageKeys(dataDir, {}).current.key;
    rotateStorageKeyFile(dataDir);
    const second = loadStorageKeys(dataDir, {});
    expect(second.current.key.equals(first)).toBe(false);
    expect(second.byId.get(masterKeyId(first).toString('hex'))?.equals(first)).toBe(true);
    rotateStorageKeyFile(dataDir);
    const third = loadStorageKeys(dataDir, {});
    expect(third.byId.size).toBe(3);
    expect(statSync(storageKeyFiles(dataDir).old).mode & 0o777).toBe(0o600);
  });
});

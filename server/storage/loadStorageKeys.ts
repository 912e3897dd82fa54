import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { masterKeyring, type MasterKeyring } from './crypto/MasterKeyring.js';
import { parseMasterKey } from './crypto/parseMasterKey.js';

/** The embedded default's key files, in DATA_DIR/secrets (mode 0600, like the JWT secret). */
export const storageKeyFiles = (dataDir: string) => ({
  dir: join(dataDir, 'secrets'),
  current: join(dataDir, 'secrets', 'storage-master-key'),
  old: join(dataDir, 'secrets', 'storage-master-keys-old'),
});

/** Keys separated by commas, spaces or new lines ('#' starts a comment line in the file). */
const splitKeys = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join(',')
    .split(/[\s,]+/)
    .filter(Boolean);

/**
 * The storage folder's master keys (docs/privacy.md, 'Criptografia em repouso'):
 * - STORAGE_MASTER_KEY (32 bytes, base64 or hex) is the current key when set; every key of
 *   STORAGE_MASTER_KEYS_OLD (comma-separated) is still accepted for reading, as are the key files
 *   below when present (moving from the embedded default to an environment key loses nothing).
 * - Without it, the key in DATA_DIR/secrets/storage-master-key, created at random (mode 0600) on
 *   first start, with the older ones in storage-master-keys-old (one a line), written by
 *   `npm run storage:rotate-key -- --nova-chave`.
 * A production server (DATABASE_URL) should take the key from the environment, so that it is not
 * kept beside the files: `warn` is told when it does not. Throws a pt-BR message for a bad key.
 */
export function loadStorageKeys(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
  warn?: (line: string) => void,
): MasterKeyring {
  const files = storageKeyFiles(dataDir);
  const fromFiles = () => [
    ...(existsSync(files.current) ? [parseMasterKey(files.current, readFileSync(files.current, 'utf8'))] : []),
    ...(existsSync(files.old)
      ? splitKeys(readFileSync(files.old, 'utf8')).map((k) => parseMasterKey(files.old, k))
      : []),
  ];
  const old = splitKeys(env.STORAGE_MASTER_KEYS_OLD ?? '').map((k) => parseMasterKey('STORAGE_MASTER_KEYS_OLD', k));
  if (env.STORAGE_MASTER_KEY)
    return masterKeyring(parseMasterKey('STORAGE_MASTER_KEY', env.STORAGE_MASTER_KEY), [...old, ...fromFiles()]);
  if (env.DATABASE_URL && warn) {
    warn(
      `Aviso: STORAGE_MASTER_KEY não definida; os arquivos biométricos são criptografados com a chave guardada em ${files.current}, ` +
        'na mesma pasta de dados. Em produção, defina STORAGE_MASTER_KEY (por exemplo `openssl rand -base64 32`) num cofre de segredos.',
    );
  }
  createKeyFileOnce(files.current, files.dir);
  const [current, ...older] = fromFiles();
  return masterKeyring(current!, [...older, ...old]);
}

/**
 * Creates the key file with a random key unless it exists. Written beside it and hard-linked into
 * place: two processes starting at once never see a half-written key, and the first one wins.
 */
export function createKeyFileOnce(file: string, dir: string): void {
  if (existsSync(file)) return;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(partial, { force: true });
  }
}

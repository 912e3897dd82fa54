import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The JWT secret: JWT_SECRET when set (several API processes must share it), else one generated
 * once into DATA_DIR/secrets/jwt-secret (mode 0600) and reused on every start.
 */
export function loadJwtSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET deve ter pelo menos 32 caracteres.');
    return fromEnv;
  }
  const dir = join(dataDir, 'secrets');
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

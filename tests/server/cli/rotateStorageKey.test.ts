import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseFileHeader } from '../../../server/storage/crypto/fileHeader.js';
import { masterKeyring } from '../../../server/storage/crypto/MasterKeyring.js';
import { openEncryptedFile } from '../../../server/storage/crypto/openEncryptedFile.js';
import { encryptedStream, writeEncryptedFile } from '../../../server/storage/crypto/writeEncryptedFile.js';
import { HEADER_LENGTH } from '../../../server/storage/crypto/fileHeader.js';
import { createS3BlobStore } from '../../../server/storage/blob/createS3BlobStore.js';
import { startTestS3Server } from '../../support/testS3Server.js';
import { loadStorageKeys } from '../../../server/storage/loadStorageKeys.js';
import { tempDir } from '../../support/tempDir.js';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
/** Runs a server entry point with only the given environment (plus PATH); never throws. */
async function runScript(script: string, env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(tsx, [script, ...args], {
      env: { PATH: process.env.PATH!, ...env },
      timeout: 60_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('npm run storage:rotate-key', () => {
  it('embedded: --nova-chave makes a new key, rewraps every file (counts), a second run has nothing to do; files read with the new key', async () => {
    const dataDir = tempDir('rotate-cli');
    const before = loadStorageKeys(dataDir, {});
    const files = { 'liveness/1/video.mp4': randomBytes(150_000), 'finger/1/a.jpeg': randomBytes(900) };
    for (const [path, content] of Object.entries(files))
      await writeEncryptedFile(join(dataDir, 'storage', path), content, before);

    const first = await runScript('server/cli/rotateStorageKey.ts', { DATA_DIR: dataDir }, ['--nova-chave']);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/Nova chave-mestra gerada/);
    expect(first.out).toMatch(
      /2 arquivo\(s\) recifrado\(s\), 0 já na chave atual, 0 alterado\(s\) durante a rotação \(rode de novo\), 0 com falha/,
    );
    const after = loadStorageKeys(dataDir, {});
    expect(after.current.id.equals(before.current.id)).toBe(false);
    for (const [path, content] of Object.entries(files)) {
      expect(parseFileHeader(readFileSync(join(dataDir, 'storage', path))).keyId.equals(after.current.id)).toBe(true);
      expect(
        (
          await buffer(
            (await openEncryptedFile(join(dataDir, 'storage', path), masterKeyring(after.current.key))).read(),
          )
        ).equals(content),
      ).toBe(true);
    }
    const second = await runScript('server/cli/rotateStorageKey.ts', { DATA_DIR: dataDir });
    expect(second.out).toMatch(/0 arquivo\(s\) recifrado\(s\), 2 já na chave atual/);
  }, 120_000);

  it('with STORAGE_MASTER_KEY: rewraps under it; --nova-chave is refused (pt-BR); a file under a lost key fails with exit code 1', async () => {
    const dataDir = tempDir('rotate-cli');
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    await writeEncryptedFile(join(dataDir, 'storage', 'a.txt'), 'conteúdo', masterKeyring(oldKey));
    const env = {
      DATA_DIR: dataDir,
      STORAGE_MASTER_KEY: newKey.toString('base64'),
      STORAGE_MASTER_KEYS_OLD: oldKey.toString('hex'),
    };
    const refused = await runScript('server/cli/rotateStorageKey.ts', env, ['--nova-chave']);
    expect(refused.code).toBe(2);
    expect(refused.out).toMatch(/Com STORAGE_MASTER_KEY definida, a nova chave vem do ambiente/);
    const ok = await runScript('server/cli/rotateStorageKey.ts', env);
    expect(ok.out).toMatch(/1 arquivo\(s\) recifrado\(s\)/);
    await writeEncryptedFile(join(dataDir, 'storage', 'perdido.txt'), 'x', masterKeyring(randomBytes(32)));
    const lost = await runScript('server/cli/rotateStorageKey.ts', env);
    expect(lost.code).toBe(1);
    expect(lost.out).toMatch(/1 com falha/);
    expect(lost.out).toMatch(/perdido\.txt: chave-mestra desconhecida/);
  }, 120_000);

  it('with STORAGE_S3_BUCKET: rewraps the objects of the bucket (streamed, body unchanged), then finds them current; a lost key fails', async () => {
    const s3 = await startTestS3Server();
    try {
      const bucket = createS3BlobStore(s3.config);
      const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
      const files = { 'liveness/1/video.mp4': randomBytes(9 * 1024 * 1024 + 7), 'finger/1/a.jpeg': randomBytes(900) };
      for (const [key, content] of Object.entries(files))
        await bucket.write(key, encryptedStream(content, masterKeyring(oldKey)));
      const env = {
        DATA_DIR: tempDir('rotate-s3'),
        STORAGE_MASTER_KEY: newKey.toString('base64'),
        STORAGE_MASTER_KEYS_OLD: oldKey.toString('hex'),
        ...s3.env,
      };
      const first = await runScript('server/cli/rotateStorageKey.ts', env);
      expect(first.code, first.out).toBe(0);
      expect(first.out).toMatch(/em s3:\/\/biometria-teste\/: 2 arquivo\(s\) recifrado\(s\), 0 já na chave atual/);
      for (const [key, content] of Object.entries(files)) {
        const blob = (await bucket.open(key))!;
        expect(
          parseFileHeader(await blob.readAt(0, HEADER_LENGTH)).keyId.equals(masterKeyring(newKey).current.id),
        ).toBe(true);
        // Read with the new key alone: the old one may now be retired.
        const plain = await buffer((await openEncryptedFile(blob, masterKeyring(newKey))).read());
        expect(plain.equals(content)).toBe(true);
      }
      const second = await runScript('server/cli/rotateStorageKey.ts', env);
      expect(second.out).toMatch(/0 arquivo\(s\) recifrado\(s\), 2 já na chave atual/);
      await bucket.write('perdido.txt', encryptedStream('x', masterKeyring(randomBytes(32))));
      const lost = await runScript('server/cli/rotateStorageKey.ts', env);
      expect(lost.code).toBe(1);
      expect(lost.out).toMatch(/perdido\.txt: chave-mestra desconhecida/);
    } finally {
      await s3.stop();
    }
  }, 120_000);

  it('the server does not start with a malformed STORAGE_MASTER_KEY, and says why in pt-BR without echoing it', async () => {
    const bad = 'chave-curta-demais';
    const res = await runScript('server/main.ts', {
      DATA_DIR: tempDir('bad-key'),
      STORAGE_MASTER_KEY: bad,
      SERVE_CONSOLE: '0',
      PORT: '0',
    });
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/Falha ao iniciar: STORAGE_MASTER_KEY inválida: use uma chave de 32 bytes/);
    expect(res.out).not.toContain(bad);
  }, 120_000);
});

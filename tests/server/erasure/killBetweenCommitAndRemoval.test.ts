import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { storageRoot } from '../../../server/storage/storageRoot.js';
import { testDbKinds } from '../../support/testDb.js';
import { createServerStore, startServer, type ServerProcess, type ServerStore } from '../../support/serverProcess.js';
import { filesLeft } from './personWithCaptures.js';
import { createS3BlobStore } from '../../../server/storage/blob/createS3BlobStore.js';
import { startTestS3Server, type TestS3Server } from '../../support/testS3Server.js';

/** Runs the fixture that commits an erasure and is killed before removing its files. */
function eraseThenDie(
  store: ServerStore,
  env: Record<string, string> = {},
): Promise<{ files: string[]; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/erasure/fixtures/eraseThenDie.ts'], {
      env: { ...process.env, ...store.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      try {
        resolve({ files: JSON.parse(out.trim().split('\n').pop()!) as string[], signal });
      } catch {
        reject(new Error(`o processo não listou os arquivos:\n${out}`));
      }
    });
  });
}

/** The paths still listed for deletion (pending_file_deletions), read while no server holds the store. */
async function pendingDeletions(store: ServerStore): Promise<string[]> {
  const handle = await store.open();
  try {
    return (await handle.db.selectFrom('pending_file_deletions').select('path').execute()).map((r) => r.path);
  } finally {
    await handle.close();
  }
}

describe.each(testDbKinds)('kill -9 between an erasure’s commit and its file removal (%s)', (kind) => {
  let store: ServerStore | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.kill();
    await server?.exited;
    await store?.drop();
  });

  it('the files stay listed and are gone once the server has started', async () => {
    store = await createServerStore(kind);
    const { files, signal } = await eraseThenDie(store);
    expect(signal).toBe('SIGKILL');
    const storage = storageRoot(store.env.DATA_DIR!);
    expect(filesLeft(storage, files)).toHaveLength(16);
    expect(await pendingDeletions(store)).toHaveLength(16);

    server = await startServer(store);
    expect(filesLeft(storage, files)).toEqual([]);
    server.kill();
    await server.exited;
    expect(await pendingDeletions(store)).toEqual([]);
  }, 60_000);
});

describe('kill -9 between an erasure’s commit and its file removal, files in S3 (issue 25)', () => {
  let store: ServerStore | undefined;
  let server: ServerProcess | undefined;
  let s3: TestS3Server | undefined;
  afterAll(async () => {
    server?.kill();
    await server?.exited;
    await store?.drop();
    await s3?.stop();
  });

  it('the objects stay listed and are gone from the bucket once the server has started', async () => {
    s3 = await startTestS3Server();
    // PostgreSQL when CI has it (the production path), else the embedded database.
    store = await createServerStore(testDbKinds.at(-1)!);
    const bucket = createS3BlobStore(s3.config);
    const inBucket = async (files: string[]) => {
      const keys = new Set<string>();
      for await (const key of bucket.list()) keys.add(key);
      return files.filter((f) => keys.has(f));
    };
    const { files, signal } = await eraseThenDie(store, s3.env);
    expect(signal).toBe('SIGKILL');
    expect(await inBucket(files)).toHaveLength(16);
    // Nothing went to the local folder.
    expect(filesLeft(storageRoot(store.env.DATA_DIR!), files)).toEqual([]);
    expect(await pendingDeletions(store)).toHaveLength(16);

    server = await startServer(store, s3.env);
    expect(server.output()).toContain(`Arquivos armazenados: s3://${s3.config.bucket}/`);
    expect(await inBucket(files)).toEqual([]);
    server.kill();
    await server.exited;
    expect(await pendingDeletions(store)).toEqual([]);
  }, 90_000);
});

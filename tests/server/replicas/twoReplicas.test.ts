import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticFaceVideo } from '../../../server/media/writeSyntheticFaceVideo.js';
import { masterKeyring } from '../../../server/storage/crypto/MasterKeyring.js';
import { createS3BlobStore } from '../../../server/storage/blob/createS3BlobStore.js';
import { useFileStore } from '../../../server/storage/fileStore.js';
import { useStorageKeys } from '../../../server/storage/storageKeys.js';
import { writeStoredFile } from '../../../server/storage/writeStoredFile.js';
import {
  createServerStore,
  signIn,
  startServer,
  type ServerProcess,
  type ServerStore,
} from '../../support/serverProcess.js';
import { startTestS3Server, type TestS3Server } from '../../support/testS3Server.js';
import { tempDir } from '../../support/tempDir.js';
import { testPasswordHash } from '../../support/testPasswordHash.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Issue 25, item 4: two API processes on one PostgreSQL, one Redis and one S3 server, as
 * docs/deploy.md describes them. Needs PostgreSQL (TEST_DATABASE_URL, as CI runs) and Redis; the
 * figures the closing note reports are printed with [replicas].
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two API replicas, one truth', () => {
  let store: ServerStore;
  let s3: TestS3Server;
  let a: ServerProcess;
  let b: ServerProcess;
  let admin: { authorization: string };
  let env: Record<string, string>;
  let worker: ChildProcess | undefined;
  const masterKey = randomBytes(32);
  // Redis outlives the test: accounts of their own each run, so old counters never count.
  const run = Date.now().toString(36);

  const call = (server: ServerProcess, path: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
  const json = (headers: Record<string, string>, body: unknown, method = 'POST'): RequestInit => ({
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  /** A back-office user straight in the database (an operator, password 'senha-forte-1'). */
  const createUser = async (email: string) => {
    const handle = await store.open();
    try {
      return (
        await handle.db
          .insertInto('users')
          .values({
            name: 'Operadora Réplica',
            email,
            phone: '11987654321',
            role: 'operator',
            is_active: 1,
            password_hash: await testPasswordHash('senha-forte-1'),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } finally {
      await handle.close();
    }
  };
  const login = (server: ServerProcess, email: string, password: string) =>
    call(server, '/api/v2/user/login', json({}, { email, password }));

  /**
   * A capture's face video of `seconds` put in the bucket as a capture would (encrypted under the
   * replicas' key), and its liveness log row: the row's id.
   */
  const capturedVideo = async (folder: string, video: { bpm: number; seed: number; seconds?: number }) => {
    const storage = tempDir('replica-test-storage');
    useStorageKeys(storage, masterKeyring(masterKey));
    useFileStore(storage, createS3BlobStore(s3.config));
    const plain = join(tempDir('replica-video'), 'video.mp4');
    await writeSyntheticFaceVideo(plain, video);
    await writeStoredFile(storage, `${folder}/video.mp4`, readFileSync(plain));
    const handle = await store.open();
    try {
      return (
        await handle.db
          .insertInto('liveness_logs')
          .values({ arquivo_video: `${folder}/video.mp4`, device_model: 'SM-A546E' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } finally {
      await handle.close();
    }
  };

  beforeAll(async () => {
    s3 = await startTestS3Server();
    store = await createServerStore('postgres');
    env = {
      ...s3.env,
      REDIS_URL,
      STORAGE_MASTER_KEY: masterKey.toString('base64'),
      // Each replica its own folder: nothing may be shared through the disk.
      DATA_DIR: tempDir('replica-a'),
      // A queue of this run's own (Redis is shared), and a dead worker's job taken over after 2 s.
      JOB_QUEUE: `replicas-${run}`,
      JOB_LOCK_MS: '2000',
    };
    // B runs no jobs itself: its worker is `npm run worker`, started beside it (below).
    [a, b] = await Promise.all([
      startServer(store, env),
      startServer(store, { ...env, DATA_DIR: tempDir('replica-b'), JOB_WORKER: '0' }),
    ]);
    admin = await signIn(a.baseUrl);
  }, 90_000);
  afterAll(async () => {
    worker?.kill('SIGKILL');
    for (const server of [a, b]) server?.kill();
    await Promise.all([a?.exited, b?.exited]);
    await store?.drop();
    await s3?.stop();
  });

  it('a token issued by A works on B', async () => {
    const profile = await call(b, '/admin/v1/user/profile', { headers: admin });
    expect(profile.status).toBe(200);
    expect((await profile.json()).data.email).toBe('admin@example.com');
  });

  it('a user blocked on A is refused on B at the very next request', async () => {
    const id = await createUser(`bloqueada-${run}@example.com`);
    const res = await login(b, `bloqueada-${run}@example.com`, 'senha-forte-1');
    const operator = { authorization: `Bearer ${(await res.json()).access_token}` };
    expect((await call(b, '/admin/v1/user/profile', { headers: operator })).status).toBe(200);
    const blocked = await call(a, `/admin/v1/user/${id}/deactivate`, { method: 'PATCH', headers: admin });
    expect(blocked.status).toBe(200);
    const answeredAt = performance.now();
    const next = await call(b, '/admin/v1/user/profile', { headers: operator });
    const refusedIn = performance.now() - answeredAt;
    expect(next.status).toBe(401);
    expect((await next.json()).message).toMatch(/Usuário bloqueado|sessão foi encerrada/);
    console.log(
      `[replicas] bloqueio em A → recusa em B: na primeira requisição seguinte (${refusedIn.toFixed(1)} ms depois da resposta de A)`,
    );
  });

  it('failed sign-ins count across both: five wrong passwords split between A and B lock the account on both', async () => {
    const email = `alvo-${run}@example.com`;
    await createUser(email);
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a]) statuses.push((await login(server, email, 'errada-123')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const server of [b, a]) {
      const locked = await login(server, email, 'errada-123');
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('the liveness files generation stores through A download through B', async () => {
    const folder = `liveness/2026/11/replicas-${run}`;
    const id = await capturedVideo(folder, { bpm: 72, seed: 4 });
    const generated = await call(a, '/admin/v1/liveness/gerar-arquivos', json(admin, { id }));
    expect(generated.status, await generated.clone().text()).toBe(200);
    for (const file of ['signal.csv', 'fft.csv', 'filtred.csv']) {
      const viaB = await call(b, `/files/${folder}/${file}`, { headers: admin });
      expect(viaB.status).toBe(200);
      const viaA = await call(a, `/files/${folder}/${file}`, { headers: admin });
      expect(await viaB.text()).toBe(await viaA.text());
    }
  }, 60_000);

  it('a large export asked on B is written by a worker through Redis and downloads through A as through B', async () => {
    const asked = await call(b, '/person/v1/export.csv?tz=UTC', { headers: { ...admin, prefer: 'respond-async' } });
    expect(asked.status, await asked.clone().text()).toBe(202);
    const { job } = (await asked.json()) as { job: { id: string } };
    let view: { state: string; result?: { download: string; file: { rows: number } }; error?: string } = { state: '' };
    for (let i = 0; i < 300 && view.state !== 'completed' && view.state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      view = ((await (await call(b, `/admin/v1/jobs/${job.id}`, { headers: admin })).json()) as { data: typeof view })
        .data;
    }
    expect(view.state, view.error).toBe('completed');
    const [viaA, viaB] = await Promise.all([a, b].map((s) => call(s, view.result!.download, { headers: admin })));
    expect([viaA!.status, viaB!.status]).toEqual([200, 200]);
    const text = await viaB!.text();
    expect(await viaA!.text()).toBe(text);
    expect(text.trimEnd().split('\r\n')).toHaveLength(view.result!.file.rows + 1);
  }, 60_000);

  it("a data subject's report generated on A downloads through B (its zip is in the shared bucket)", async () => {
    const asked = await call(
      a,
      '/admin/v1/subject-reports',
      json(admin, { cpf: '529.982.247-25', reason: 'atendimento ao titular', details: 'Protocolo 2026-0042' }),
    );
    expect(asked.status, await asked.clone().text()).toBe(202);
    const { id } = (await asked.json()) as { id: number };
    let status = 'running';
    for (let i = 0; i < 300 && status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (
        (await (await call(b, `/admin/v1/subject-reports/${id}`, { headers: admin })).json()) as { status: string }
      ).status;
    }
    expect(status).toBe('ready');
    const zip = await call(b, `/admin/v1/subject-reports/${id}/download`, { headers: admin });
    expect(zip.status).toBe(200);
    expect(
      Buffer.from(await zip.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  }, 60_000);

  it("a job A's worker was running when A was killed is finished by `npm run worker` beside B", async () => {
    // A minute of video: long enough to kill A in the middle of decoding it.
    const folder = `liveness/2026/11/retomada-${run}`;
    const id = await capturedVideo(folder, { bpm: 84, seed: 5, seconds: 60 });
    const queued = await call(a, '/admin/v1/liveness/gerar-arquivos', {
      ...json(admin, { id }),
      headers: { ...admin, 'content-type': 'application/json', prefer: 'respond-async' },
    });
    expect(queued.status).toBe(202);
    const location = queued.headers.get('location')!;
    // Followed through B: A's worker has it, part done.
    let seen: { state: string; progress: number } = { state: 'waiting', progress: 0 };
    const deadline = Date.now() + 30_000;
    while (!(seen.state === 'active' && seen.progress > 0) && Date.now() < deadline) {
      seen = (await (await call(b, location, { headers: admin })).json()).data;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toMatchObject({ state: 'active' });
    expect(seen.progress).toBeGreaterThan(0);
    expect(seen.progress).toBeLessThan(100);
    a.kill();
    const killedAt = performance.now();
    expect(await a.exited).toBe('SIGKILL');

    worker = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      env: { ...process.env, ...store.env, ...env, DATA_DIR: tempDir('replica-worker') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    worker.stdout!.on('data', (c: Buffer) => (said += c.toString()));
    worker.stderr!.on('data', (c: Buffer) => (said += c.toString()));
    let done: { state: string; progress: number; result?: { data: { bpm: number } } } = seen;
    while (done.state !== 'completed' && done.state !== 'failed' && performance.now() - killedAt < 60_000) {
      await new Promise((r) => setTimeout(r, 200));
      done = (await (await call(b, location, { headers: admin })).json()).data;
    }
    expect(done.state, said).toBe('completed');
    expect(Math.abs(done.result!.data.bpm - 84)).toBeLessThanOrEqual(3);
    expect(said).toMatch(new RegExp(`Trabalhador de tarefas na fila replicas-${run} \\(2 por vez\\)`));
    const csv = await call(b, `/files/${folder}/signal.csv`, { headers: admin });
    expect(csv.status).toBe(200);
    console.log(
      `[replicas] tarefa de A (em ${seen.progress}%) morta com A, terminada pelo npm run worker ${((performance.now() - killedAt) / 1000).toFixed(1)} s depois do kill (trava de 2 s)`,
    );
    // A comes back for the rest.
    a = await startServer(store, env);
  }, 120_000);

  it('kill -9 of A during a burst of writes loses no acknowledged write; B serves them all', async () => {
    const prefix = `REPLICA_${run}`;
    const acknowledged = new Set<string>();
    const cutOff = new Set<string>();
    let serial = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const code = `${prefix}_${++serial}`;
        try {
          const res = await call(
            a,
            '/api/v2/message/errors',
            json(admin, { error_code: code, default_message: `Mensagem ${code}` }),
          );
          await res.text();
          if (res.ok) acknowledged.add(code);
        } catch {
          cutOff.add(code);
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    const deadline = Date.now() + 8_000;
    while (acknowledged.size < 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    a.kill();
    expect(await a.exited).toBe('SIGKILL');
    killed = true;
    await Promise.all(writers);

    const list = await call(b, `/api/v2/message/errors?code=${prefix}&limit=1000`, { headers: admin });
    expect(list.status).toBe(200);
    const handle = await store.open();
    let present: string[];
    try {
      present = (
        await handle.db
          .selectFrom('error_messages')
          .select('error_code')
          .where('error_code', 'like', `${prefix}_%`)
          .execute()
      ).map((r) => r.error_code);
    } finally {
      await handle.close();
    }
    const lost = [...acknowledged].filter((code) => !present.includes(code));
    const duplicated = present.filter((code, i) => present.indexOf(code) !== i);
    console.log(
      `[replicas] kill -9 de A: ${acknowledged.size} escritas confirmadas, ${acknowledged.size - lost.length} presentes, ${lost.length} perdidas, ` +
        `${duplicated.length} duplicadas; ${cutOff.size} cortadas pelo kill (${present.filter((c) => !acknowledged.has(c)).length} delas gravadas)`,
    );
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);
    for (const code of present.filter((c) => !acknowledged.has(c))) expect(cutOff.has(code)).toBe(true);
    // B goes on serving as if nothing happened.
    expect((await call(b, '/admin/v1/user/profile', { headers: admin })).status).toBe(200);
  }, 60_000);
});

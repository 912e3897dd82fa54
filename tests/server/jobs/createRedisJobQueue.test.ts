import { afterAll, describe, expect, it, vi } from 'vitest';
import { Queue } from 'bullmq';
import { HttpError } from '../../../src/core/api/HttpError.js';
import * as apiMessages from '../../../src/core/api/apiMessages.js';
import { createRedisJobQueue, type RedisJobQueueOptions } from '../../../server/jobs/createRedisJobQueue.js';
import type { JobData, JobHandler, JobQueue } from '../../../server/jobs/JobQueue.js';
import { redisConnectionOptions } from '../../../server/jobs/redisConnectionOptions.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const data = (input: Record<string, unknown> = {}): JobData => ({
  kind: 'liveness-files',
  userId: 3,
  requestId: 'req-redis',
  input,
});

/** A queue of its own per test (Redis is shared by every test file and outlives them). */
const names: string[] = [];
const fresh = () => {
  const name = `teste-${process.pid}-${Date.now().toString(36)}-${names.length}`;
  names.push(name);
  return name;
};
const open: JobQueue[] = [];
const queue = (name: string, handler: JobHandler | undefined, options: Partial<RedisJobQueueOptions> = {}) => {
  const q = createRedisJobQueue(REDIS_URL, {
    queueName: name,
    handlers: handler && { 'liveness-files': handler, export: handler },
    logFor: () => quiet,
    log: quiet,
    backoffMs: 50,
    ...options,
  });
  open.push(q);
  return q;
};
afterAll(async () => {
  await Promise.all(open.map((q) => q.close()));
  for (const name of names) {
    const q = new Queue(name, { connection: redisConnectionOptions(REDIS_URL) });
    await q.obliterate({ force: true });
    await q.close();
  }
});

describe('createRedisJobQueue: the jobs on Redis (BullMQ)', () => {
  it('runs a job to its result with its progress; another process reads it by id', async () => {
    const name = fresh();
    const worker = queue(name, async ({ input }, { progress }) => {
      for (let i = 1; i <= 4; i++) {
        progress(i * 25);
        await new Promise((r) => setTimeout(r, 300));
      }
      return { n: Number(input.n) * 2 };
    });
    const job = await worker.enqueue(data({ n: 21 }));
    const reader = queue(name, undefined);
    await vi.waitFor(async () => expect((await reader.get(job.id))?.progress).toBeGreaterThan(0), { timeout: 5_000 });
    expect(await reader.waitFor(job.id, 10_000)).toMatchObject({
      id: job.id,
      state: 'completed',
      progress: 100,
      userId: 3,
      result: { n: 42 },
    });
    expect(await reader.get('0b6f6a1e-8d3c-4a8e-9a51-2f0f3c9d1e77')).toBeNull();
  });

  it('a job queued while no worker runs waits (an API restart) and is done by the next worker to start', async () => {
    const name = fresh();
    const api = queue(name, undefined);
    const job = await api.enqueue(data({ n: 1 }));
    await new Promise((r) => setTimeout(r, 300));
    expect((await api.get(job.id))?.state).toBe('waiting');
    queue(name, async () => 'feito depois');
    expect(await api.waitFor(job.id, 10_000)).toMatchObject({ state: 'completed', result: 'feito depois' });
  });

  it('a passing failure is retried with backoff; a wrong input fails at once, with its status and pt-BR message', async () => {
    const name = fresh();
    const attempts = new Map<string, number>();
    const q = queue(name, async ({ input }) => {
      const key = String(input.k);
      attempts.set(key, (attempts.get(key) ?? 0) + 1);
      if (key === 'ruim') throw new HttpError(422, 'O vídeo tem só 3,0 s.');
      if (attempts.get(key)! < 3) throw new Error('banco fora por um instante');
      return 'na terceira';
    });
    const flaky = await q.enqueue(data({ k: 'instavel' }));
    const bad = await q.enqueue(data({ k: 'ruim' }));
    expect(await q.waitFor(flaky.id, 10_000)).toMatchObject({ state: 'completed', result: 'na terceira' });
    expect(attempts.get('instavel')).toBe(3);
    expect(await q.waitFor(bad.id, 10_000)).toMatchObject({
      state: 'failed',
      error: 'O vídeo tem só 3,0 s.',
      errorStatus: 422,
    });
    expect(attempts.get('ruim')).toBe(1);
  });

  it('three failures in a row end it failed, as an internal error (the cause only in the log)', async () => {
    const name = fresh();
    const q = queue(name, async () => {
      throw new Error('segredo interno');
    });
    const job = await q.enqueue(data());
    const view = await q.waitFor(job.id, 10_000);
    expect(view).toMatchObject({ state: 'failed', error: apiMessages.internalError, errorStatus: 500 });
    expect(JSON.stringify(view)).not.toContain('segredo');
  });

  it('with Redis unreachable the app still closes at once (its worker never started)', async () => {
    const q = createRedisJobQueue('redis://127.0.0.1:1', {
      queueName: fresh(),
      handlers: { 'liveness-files': async () => 'nunca', export: async () => 'nunca' },
      logFor: () => quiet,
      log: quiet,
    });
    await new Promise((r) => setTimeout(r, 300));
    const started = performance.now();
    await q.close();
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

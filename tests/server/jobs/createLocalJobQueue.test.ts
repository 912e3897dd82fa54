import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/core/api/HttpError.js';
import * as apiMessages from '../../../src/core/api/apiMessages.js';
import { createLocalJobQueue } from '../../../server/jobs/createLocalJobQueue.js';
import { measuredHandlers } from '../../../server/jobs/createJobQueue.js';
import type { JobData, JobHandler } from '../../../server/jobs/JobQueue.js';

const data = (input: Record<string, unknown> = {}): JobData => ({
  kind: 'liveness-files',
  userId: 7,
  requestId: 'req-1',
  input,
});
const quietLog = { info: () => {}, warn: () => {}, error: vi.fn() };
const queueWith = (handler: JobHandler, options: { concurrency?: number; maxWaiting?: number } = {}) =>
  createLocalJobQueue({ 'liveness-files': handler, export: handler }, { ...options, logFor: () => quietLog });

describe('createLocalJobQueue: the jobs without Redis', () => {
  it('runs a job to its result, with its progress only going up, and keeps it readable', async () => {
    const seen: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const queue = queueWith(async ({ input }, { progress }) => {
      progress(10);
      progress(5);
      progress(42.4);
      await gate;
      return { doubled: Number(input.n) * 2 };
    });
    const job = await queue.enqueue(data({ n: 21 }));
    expect(job).toMatchObject({ state: 'waiting', progress: 0, userId: 7, kind: 'liveness-files' });
    expect(job.id).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(async () => expect((await queue.get(job.id))?.state).toBe('active'));
    seen.push((await queue.get(job.id))!.progress);
    expect(seen).toEqual([42]);
    release();
    expect(await queue.waitFor(job.id, 5_000)).toMatchObject({
      state: 'completed',
      progress: 100,
      result: { doubled: 42 },
    });
    expect(await queue.get('nenhuma')).toBeNull();
  });

  it('at most `concurrency` at once, the rest in order; a full queue is a pt-BR 503', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const queue = queueWith(
      async ({ input }) => {
        running++;
        most = Math.max(most, running);
        order.push(Number(input.n));
        await new Promise((r) => setTimeout(r, 20));
        running--;
      },
      { concurrency: 2, maxWaiting: 4 },
    );
    const jobs = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => queue.enqueue(data({ n }))));
    await expect(queue.enqueue(data({ n: 7 }))).rejects.toMatchObject({
      status: 503,
      message: apiMessages.generatorBusy,
    });
    await Promise.all(jobs.map((j) => queue.waitFor(j.id, 5_000)));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("a handler's HttpError keeps its status and pt-BR message; anything else is an internal error, logged", async () => {
    const queue = queueWith(async ({ input }) => {
      if (input.bad) throw new HttpError(422, 'O vídeo tem só 3,0 s.');
      throw new Error('segredo interno: /data/storage/x');
    });
    const bad = await queue.enqueue(data({ bad: true }));
    expect(await queue.waitFor(bad.id, 5_000)).toMatchObject({
      state: 'failed',
      error: 'O vídeo tem só 3,0 s.',
      errorStatus: 422,
    });
    const broken = await queue.enqueue(data());
    const view = await queue.waitFor(broken.id, 5_000);
    expect(view).toMatchObject({ state: 'failed', error: apiMessages.internalError, errorStatus: 500 });
    expect(JSON.stringify(view)).not.toContain('segredo');
    expect(quietLog.error).toHaveBeenCalled();
  });

  it('waitFor gives the job as it is when the time is up; close lets the running one finish and fails the waiting ones', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const queue = queueWith(() => gate.then(() => 'feito'), { concurrency: 1 });
    const first = await queue.enqueue(data());
    const second = await queue.enqueue(data());
    expect((await queue.waitFor(first.id, 30))?.state).toBe('active');
    const closing = queue.close();
    expect(await queue.get(second.id)).toMatchObject({
      state: 'failed',
      error: apiMessages.jobInterrupted,
      errorStatus: 503,
    });
    release();
    await closing;
    expect(await queue.get(first.id)).toMatchObject({ state: 'completed', result: 'feito' });
    await expect(queue.enqueue(data())).rejects.toMatchObject({ status: 503 });
  });
});

describe('measuredHandlers: every job timed into the metrics', () => {
  it('a completed and a failed job each count once, with their kind and outcome', async () => {
    const observed: [string, string, number][] = [];
    const metrics = { observeJob: (kind: string, outcome: string, s: number) => observed.push([kind, outcome, s]) };
    const handlers = measuredHandlers(
      {
        'liveness-files': async ({ input }) => {
          if (input.fail) throw new HttpError(422, 'ruim');
          return 'ok';
        },
        export: async () => 'ok',
      },
      metrics as never,
    );
    const queue = createLocalJobQueue(handlers, { logFor: () => quietLog });
    await queue.waitFor((await queue.enqueue(data())).id, 5_000);
    await queue.waitFor((await queue.enqueue(data({ fail: true }))).id, 5_000);
    expect(observed.map(([kind, outcome]) => `${kind} ${outcome}`)).toEqual([
      'liveness-files completed',
      'liveness-files failed',
    ]);
    expect(observed.every(([, , s]) => s >= 0 && s < 5)).toBe(true);
    expect(await queue.counts()).toEqual({ waiting: 0, active: 0 });
  });
});

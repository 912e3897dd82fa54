import { randomUUID } from 'node:crypto';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { jobFailure } from './jobFailure.js';
import type { JobData, JobHandler, JobKind, JobLog, JobQueue, JobView } from './JobQueue.js';

export interface LocalJobQueueOptions {
  /** Jobs run at once (default 2: ffmpeg and the signal code each take a core). */
  concurrency?: number;
  /** Jobs waiting beyond the running ones; one more is refused with 503 (default 20). */
  maxWaiting?: number;
  /** How long a finished job stays readable (default one day). */
  keepMs?: number;
  /** The log of a job: its lines carry the job's and its request's ids. */
  logFor(data: JobData, jobId: string): JobLog;
}

interface Entry {
  view: JobView;
  data: JobData;
  done: Promise<void>;
  finish(): void;
}

/**
 * The job queue without Redis: the same handlers as BullMQ's worker, run in this process, at most
 * `concurrency` at a time, in order. A job is lost with the process (with REDIS_URL it is not:
 * createRedisJobQueue). Finished jobs stay readable for `keepMs`.
 *
 * @example const queue = createLocalJobQueue({ 'liveness-files': handler }, { logFor }); await queue.enqueue(data)
 */
export function createLocalJobQueue(
  handlers: Record<JobKind, JobHandler>,
  { concurrency = 2, maxWaiting = 20, keepMs = 24 * 3600_000, logFor }: LocalJobQueueOptions,
): JobQueue {
  const jobs = new Map<string, Entry>();
  const waiting: Entry[] = [];
  let running = 0;
  let closed = false;
  const active = new Set<Promise<void>>();

  const run = async (entry: Entry) => {
    const { view, data } = entry;
    view.state = 'active';
    const log = logFor(data, view.id);
    try {
      view.result = await handlers[data.kind](data, {
        id: view.id,
        progress: (percent) => {
          view.progress = Math.max(view.progress, Math.min(100, Math.round(percent)));
        },
        log,
      });
      view.progress = 100;
      view.state = 'completed';
    } catch (error) {
      Object.assign(view, jobFailure(error));
      view.state = 'failed';
      if (!(error instanceof HttpError)) log.error({ err: error }, 'tarefa falhou');
    } finally {
      entry.finish();
      setTimeout(() => jobs.delete(view.id), keepMs).unref();
    }
  };
  const pump = () => {
    while (running < concurrency && waiting.length) {
      const entry = waiting.shift()!;
      running++;
      const task = run(entry).finally(() => {
        running--;
        active.delete(task);
        pump();
      });
      active.add(task);
    }
  };

  return {
    kind: 'local',
    async enqueue(data) {
      if (closed || waiting.length >= maxWaiting) throw new HttpError(503, apiMessages.generatorBusy);
      let finish!: () => void;
      const done = new Promise<void>((resolve) => (finish = resolve));
      const view: JobView = { id: randomUUID(), kind: data.kind, state: 'waiting', progress: 0, userId: data.userId };
      const entry: Entry = { view, data, done, finish };
      jobs.set(view.id, entry);
      const queued = { ...view };
      waiting.push(entry);
      pump();
      return queued;
    },
    async get(id) {
      const entry = jobs.get(id);
      return entry ? { ...entry.view } : null;
    },
    async waitFor(id, timeoutMs) {
      const entry = jobs.get(id);
      if (!entry) return null;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([entry.done, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      return { ...entry.view };
    },
    async counts() {
      return { waiting: waiting.length, active: running };
    },
    async close() {
      closed = true;
      // Never started: they end now, failed, so no one waits on them for ever.
      for (const entry of waiting.splice(0)) {
        Object.assign(entry.view, { state: 'failed', error: apiMessages.jobInterrupted, errorStatus: 503 });
        entry.finish();
      }
      await Promise.all(active);
    },
  };
}

import { randomUUID } from 'node:crypto';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { HttpError } from '../../src/core/api/HttpError.js';
import { isPermanent, jobFailure, type JobFailure } from './jobFailure.js';
import type { JobData, JobHandler, JobKind, JobLog, JobQueue, JobState, JobView } from './JobQueue.js';
import { redisConnectionOptions } from './redisConnectionOptions.js';

/** The one queue of the product's background work, in Redis. */
const JOB_QUEUE_NAME = 'biometria-tarefas';

export interface RedisJobQueueOptions {
  /** The queue's name (default JOB_QUEUE_NAME). */
  queueName?: string;
  /** The handlers this process runs; absent: it only enqueues and reads (an API with JOB_WORKER=0). */
  handlers?: Record<JobKind, JobHandler>;
  /** Jobs this process's worker runs at once (default 2). */
  concurrency?: number;
  /** A worker that stops renewing a job's lock for this long has died: another takes the job (default 30 s). */
  lockDurationMs?: number;
  /** The first retry's delay; each next one doubles it (default 2 s). */
  backoffMs?: number;
  /** The log of a job: its lines carry the job's and its request's ids. */
  logFor(data: JobData, jobId: string): JobLog;
  /** The worker's own problems (Redis lost, a stalled job taken over). */
  log: JobLog;
}

/** BullMQ's states as the API says them. */
const STATES: Record<string, JobState> = {
  waiting: 'waiting',
  delayed: 'waiting',
  prioritized: 'waiting',
  'waiting-children': 'waiting',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
};

/** How long closing waits for the running jobs (SIGTERM gives the process about 10 s). */
const CLOSE_WAIT_MS = 8_000;

/** Progress is written to Redis at most this often (and always at 100). */
const PROGRESS_EVERY_MS = 250;

/** A failure as BullMQ keeps it: its reason is our pt-BR message and status, as JSON. */
const encodeFailure = (failure: JobFailure) => JSON.stringify(failure);
function decodeFailure(reason: string | undefined): JobFailure {
  try {
    const parsed = JSON.parse(reason ?? '') as JobFailure;
    if (typeof parsed.error === 'string' && typeof parsed.errorStatus === 'number') return parsed;
  } catch {
    // A reason BullMQ wrote itself (a job stalled too often): an internal error.
  }
  return jobFailure(undefined);
}

/**
 * The job queue on Redis (REDIS_URL), with BullMQ: a job survives the API's restart and is taken
 * by whichever worker is free — the API processes' own (unless JOB_WORKER=0) or `npm run worker`.
 * Three attempts with exponential backoff (2 s, 4 s) for failures that may pass (the database or
 * the bucket down); a wrong input (an HttpError 4xx: a video too short) fails at once. A worker
 * that dies mid-job (SIGKILL, a lost host) stops renewing its lock, and after `lockDurationMs`
 * another worker starts the job again. Jobs are kept one day after they end.
 *
 * @example const queue = createRedisJobQueue('redis://127.0.0.1:6379', { handlers, logFor, log });
 */
export function createRedisJobQueue(redisUrl: string, options: RedisJobQueueOptions): JobQueue {
  const connection = redisConnectionOptions(redisUrl);
  const name = options.queueName ?? JOB_QUEUE_NAME;
  const queue = new Queue<JobData>(name, {
    connection,
    defaultJobOptions: {
      attempts: 3,
      backoff: { type: 'exponential', delay: options.backoffMs ?? 2_000 },
      removeOnComplete: { age: 24 * 3600 },
      removeOnFail: { age: 24 * 3600 },
    },
  });
  queue.on('error', (error) => options.log.warn(`Fila de tarefas: Redis indisponível (${error.message}).`));
  const handlers = options.handlers;
  const worker =
    handlers &&
    new Worker<JobData>(
      name,
      async (job: Job<JobData>) => {
        const log = options.logFor(job.data, job.id!);
        let last = 0;
        let written = 0;
        const progress = (percent: number) => {
          const value = Math.max(written, Math.min(100, Math.round(percent)));
          const now = Date.now();
          if (value === written || (now - last < PROGRESS_EVERY_MS && value < 100)) return;
          last = now;
          written = value;
          void job.updateProgress(value).catch(() => {});
        };
        try {
          return await handlers[job.data.kind](job.data, { id: job.id!, progress, log });
        } catch (error) {
          if (!(error instanceof HttpError)) log.error({ err: error }, 'tarefa falhou');
          const failure = encodeFailure(jobFailure(error));
          // A wrong input gives the same answer every time: no retry.
          throw isPermanent(error) ? new UnrecoverableError(failure) : new Error(failure);
        }
      },
      {
        connection,
        // Started once Redis answers (below): a worker that never reached Redis closes at once.
        autorun: false,
        concurrency: options.concurrency ?? 2,
        lockDuration: options.lockDurationMs ?? 30_000,
        stalledInterval: Math.max(1_000, Math.round((options.lockDurationMs ?? 30_000) / 2)),
      },
    );
  worker?.on('error', (error) => options.log.warn(`Trabalhador de tarefas: ${error.message}`));
  let closing = false;
  let started = false;
  if (worker)
    void queue
      .waitUntilReady()
      .then(() => {
        if (closing) return;
        started = true;
        return worker.run();
      })
      .catch((error: Error) => options.log.warn(`Trabalhador de tarefas parado: ${error.message}`));
  worker?.on('stalled', (id) => options.log.warn(`Tarefa ${id} retomada: o trabalhador anterior parou no meio.`));

  // The state is read before the job's fields: a job that ends between the two reads is then seen
  // at worst one state behind, never 'completed' with the result it did not have yet.
  const view = async (id: string): Promise<JobView | null> => {
    const raw = await queue.getJobState(id);
    if (raw === 'unknown') return null;
    const job: Job<JobData> | undefined = await queue.getJob(id);
    if (!job) return null;
    const state = STATES[raw] ?? 'waiting';
    return {
      id: job.id!,
      kind: job.data.kind,
      state,
      progress: state === 'completed' ? 100 : typeof job.progress === 'number' ? job.progress : 0,
      userId: job.data.userId,
      ...(state === 'completed' && { result: job.returnvalue }),
      ...(state === 'failed' && decodeFailure(job.failedReason)),
    };
  };

  return {
    kind: 'redis',
    async enqueue(data) {
      const job = await queue.add(data.kind, data, { jobId: randomUUID() });
      return { id: job.id!, kind: data.kind, state: 'waiting', progress: 0, userId: data.userId };
    },
    async get(id) {
      return view(id);
    },
    async waitFor(id, timeoutMs) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const job = await view(id);
        if (!job || job.state === 'completed' || job.state === 'failed' || Date.now() >= until) return job;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async counts() {
      const c = await queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active');
      return { waiting: (c.waiting ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0 };
    },
    async close() {
      closing = true;
      // The running jobs may finish for CLOSE_WAIT_MS; after that (or with Redis gone, when close
      // cannot finish) the process goes anyway: their locks expire and another worker takes them.
      if (worker)
        await (started
          ? Promise.race([worker.close(), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())])
          : worker.close());
      await queue.close();
    },
  };
}

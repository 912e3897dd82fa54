import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { createLocalJobQueue } from './createLocalJobQueue.js';
import { createRedisJobQueue } from './createRedisJobQueue.js';
import type { JobData, JobHandler, JobKind, JobLog, JobQueue } from './JobQueue.js';
import { livenessFilesJob } from './livenessFilesJob.js';
import { exportJob } from './exportJob.js';
import { exportJobDefaults } from '../export/exportJobDefaults.js';
import type { AppMetrics } from '../metrics/createMetrics.js';

/** JOB_QUEUE, JOB_WORKER, JOB_CONCURRENCY, JOB_LOCK_MS, EXPORT_JOB_ROWS, EXPORT_FILE_HOURS (config.ts). */
export interface JobSettings {
  /** The queue's name in Redis (several deployments may share one Redis). */
  queueName?: string;
  /** False: this process only queues and reads jobs; `npm run worker` runs them (Redis only). */
  worker?: boolean;
  concurrency?: number;
  /** How long a dead worker holds a job before another takes it (Redis only). */
  lockDurationMs?: number;
  /** Above this many rows an export is a job (default exportJobDefaults.rows). */
  exportRows?: number;
  /** How long an export job's file is kept, in hours (default exportJobDefaults.fileHours). */
  exportFileHours?: number;
}

export interface JobQueueSetup extends JobSettings {
  db: Kysely<Database>;
  storage: string;
  /** The descriptor of `entityPaths.livenessFiles` (schemas/api/endpoints.json), when served. */
  livenessDescriptor?: Descriptor;
  /** Every descriptor served: an export job finds its list among them. */
  descriptors?: readonly Descriptor[];
  /** `paths.jobs` (schemas/api/endpoints.json): where an export's file is downloaded. */
  jobsPath: string;
  redisUrl?: string;
  /** The process's metrics: the queue's depth and each job's duration go there. */
  metrics?: AppMetrics;
}

/** The handlers of every job kind, over this database, storage and descriptors. */
function createJobHandlers(setup: JobQueueSetup): Record<JobKind, JobHandler> {
  const { db, storage, livenessDescriptor } = setup;
  const liveness = livenessDescriptor?.server ? (livenessDescriptor as ServedDescriptor) : undefined;
  return {
    export: exportJob({
      db,
      storage,
      descriptors: setup.descriptors ?? [],
      jobsPath: setup.jobsPath,
      fileHours: setup.exportFileHours ?? exportJobDefaults.fileHours,
    }),
    'liveness-files': liveness
      ? livenessFilesJob({ db, storage, descriptor: liveness })
      : async () => {
          throw new Error('descritor liveness-log ausente: a geração de arquivos não é servida');
        },
  };
}

/** A pino logger (Fastify's, or `npm run worker`'s) as the jobs write to it. */
const asJobLog = (log: FastifyBaseLogger): JobLog => ({
  info: (message) => log.info(message),
  warn: (message) => log.warn(message),
  error: (details, message) => log.error(details, message),
});

/** A job's log: its lines carry the request's id (requestId) and the job's (jobId, jobKind). */
const jobLogger =
  (log: FastifyBaseLogger) =>
  (data: JobData, jobId: string): JobLog =>
    asJobLog(log.child({ requestId: data.requestId, jobId, jobKind: data.kind }));

/**
 * The job queue of a process — the app's (buildApp) or `npm run worker`'s: on Redis (BullMQ) with
 * `redisUrl`, this process also running jobs unless `worker` is false; else in this process. Its
 * jobs log through the process's logger; with `metrics`, its depth and each job's duration go there.
 */
export function createJobQueue(app: { log: FastifyBaseLogger }, setup: JobQueueSetup): JobQueue {
  const handlers = measuredHandlers(createJobHandlers(setup), setup.metrics);
  const logFor = jobLogger(app.log);
  const queue = setup.redisUrl
    ? createRedisQueue(app, setup, handlers, logFor)
    : createLocalJobQueue(handlers, { concurrency: setup.concurrency, logFor });
  setup.metrics?.watchJobs(queue);
  return queue;
}

/** Each handler timed into the metrics (job_duration_seconds), by kind and outcome. */
export function measuredHandlers(
  handlers: Record<JobKind, JobHandler>,
  metrics: AppMetrics | undefined,
): Record<JobKind, JobHandler> {
  if (!metrics) return handlers;
  const timed =
    (kind: JobKind, handler: JobHandler): JobHandler =>
    async (data, context) => {
      const started = performance.now();
      try {
        const result = await handler(data, context);
        metrics.observeJob(kind, 'completed', (performance.now() - started) / 1000);
        return result;
      } catch (error) {
        metrics.observeJob(kind, 'failed', (performance.now() - started) / 1000);
        throw error;
      }
    };
  return Object.fromEntries(
    Object.entries(handlers).map(([kind, handler]) => [kind, timed(kind as JobKind, handler)]),
  ) as Record<JobKind, JobHandler>;
}

function createRedisQueue(
  app: { log: FastifyBaseLogger },
  setup: JobQueueSetup,
  handlers: Record<JobKind, JobHandler>,
  logFor: (data: JobData, jobId: string) => JobLog,
): JobQueue {
  return createRedisJobQueue(setup.redisUrl!, {
    handlers: setup.worker === false ? undefined : handlers,
    queueName: setup.queueName,
    concurrency: setup.concurrency,
    lockDurationMs: setup.lockDurationMs,
    logFor,
    log: asJobLog(app.log),
  });
}

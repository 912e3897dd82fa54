import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { createLocalJobQueue } from './createLocalJobQueue.js';
import { createRedisJobQueue } from './createRedisJobQueue.js';
import type { JobData, JobHandler, JobKind, JobLog, JobQueue } from './JobQueue.js';
import { livenessFilesJob } from './livenessFilesJob.js';

/** JOB_QUEUE, JOB_WORKER, JOB_CONCURRENCY, JOB_LOCK_MS (config.ts). */
export interface JobSettings {
  /** The queue's name in Redis (several deployments may share one Redis). */
  queueName?: string;
  /** False: this process only queues and reads jobs; `npm run worker` runs them (Redis only). */
  worker?: boolean;
  concurrency?: number;
  /** How long a dead worker holds a job before another takes it (Redis only). */
  lockDurationMs?: number;
}

export interface JobQueueSetup extends JobSettings {
  db: Kysely<Database>;
  storage: string;
  /** The descriptor of `entityPaths.livenessFiles` (schemas/api/endpoints.json), when served. */
  livenessDescriptor?: Descriptor;
  redisUrl?: string;
}

/** The handlers of every job kind, over this database, storage and descriptors. */
export function createJobHandlers({ db, storage, livenessDescriptor }: JobQueueSetup): Record<JobKind, JobHandler> {
  const liveness = livenessDescriptor?.server ? (livenessDescriptor as ServedDescriptor) : undefined;
  return {
    'liveness-files': liveness
      ? livenessFilesJob({ db, storage, descriptor: liveness })
      : async () => {
          throw new Error('descritor liveness-log ausente: a geração de arquivos não é servida');
        },
  };
}

/** A job's log: its lines carry the request's id (requestId) and the job's (jobId, jobKind). */
export function jobLogger(log: Pick<FastifyBaseLogger, 'child'>): (data: JobData, jobId: string) => JobLog {
  return (data, jobId) => {
    const child = log.child({ requestId: data.requestId, jobId, jobKind: data.kind });
    return {
      info: (message) => child.info(message),
      warn: (message) => child.warn(message),
      error: (details, message) => child.error(details, message),
    };
  };
}

/**
 * The app's job queue: on Redis (BullMQ) with `redisUrl`, this process also running jobs unless
 * `worker` is false; else in this process. Its jobs log through the app's logger.
 */
export function createJobQueue(app: { log: FastifyBaseLogger }, setup: JobQueueSetup): JobQueue {
  const handlers = createJobHandlers(setup);
  const logFor = jobLogger(app.log);
  if (!setup.redisUrl) return createLocalJobQueue(handlers, { concurrency: setup.concurrency, logFor });
  return createRedisJobQueue(setup.redisUrl, {
    handlers: setup.worker === false ? undefined : handlers,
    queueName: setup.queueName,
    concurrency: setup.concurrency,
    lockDurationMs: setup.lockDurationMs,
    logFor,
    log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (d, m) => app.log.error(d, m) },
  });
}

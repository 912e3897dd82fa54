/** The kinds of background work (issue 25, item 2), each with its handler (createJobHandlers): the liveness files generation, a large export. */
export type JobKind = 'liveness-files' | 'export';

/** Where a job is, as GET …/jobs/{id} answers it. */
export type JobState = 'waiting' | 'active' | 'completed' | 'failed';

/** What a job is given: its own data, who asked for it and the request that did (its logs carry that id). */
export interface JobData {
  kind: JobKind;
  /** The user who started it: only they (or an administrator) may read it. */
  userId: number;
  /** The id of the request that started it (X-Request-Id): the job's log lines carry it. */
  requestId: string;
  /** The kind's own input (liveness-files: `{ id }` of the log row; export: ExportJobInput). */
  input: Record<string, unknown>;
}

/** A job as the API shows it. */
export interface JobView {
  id: string;
  kind: JobKind;
  state: JobState;
  /** 0–100: the share of the work done (frames decoded, rows written). */
  progress: number;
  userId: number;
  /** The handler's answer once completed (liveness-files: `{ data: row, message }`; export: ExportJobResult). */
  result?: unknown;
  /** Why it failed, in pt-BR (the handler's message; a technical cause only in the server's log). */
  error?: string;
  /** HTTP status the same failure would have had as a direct answer (422 a bad video, 503 ffmpeg missing…). */
  errorStatus?: number;
}

/** What a handler may do while it runs. */
export interface JobContext {
  /** The job's id (a large export's stored file is named after it). */
  id: string;
  /** Reports the share done (0–100); called as often as convenient, stored at most a few times a second. */
  progress(percent: number): void;
  log: JobLog;
}

export interface JobLog {
  info(message: string): void;
  warn(message: string): void;
  error(details: object, message: string): void;
}

/** The work of one kind: resolves with its result, or throws (an HttpError keeps its status and pt-BR message). */
export type JobHandler = (data: JobData, context: JobContext) => Promise<unknown>;

/**
 * The job queue: BullMQ on Redis with REDIS_URL (createRedisJobQueue: jobs survive a restart, any
 * replica's or `npm run worker`'s worker takes them), else in this process (createLocalJobQueue:
 * the same handlers, lost with the process).
 */
export interface JobQueue {
  readonly kind: 'redis' | 'local';
  /** Queues a job; resolves with it, waiting. */
  enqueue(data: JobData): Promise<JobView>;
  /** The job, or null when there is none with that id (or it expired: results are kept one day). */
  get(id: string): Promise<JobView | null>;
  /** Resolves once the job has completed or failed (or after `timeoutMs`, with it as it is then). */
  waitFor(id: string, timeoutMs: number): Promise<JobView | null>;
  /** Jobs waiting (queued, delayed for a retry) and running now, over every worker of the queue. */
  counts(): Promise<{ waiting: number; active: number }>;
  /** Stops taking work, lets the running jobs finish (a Redis job left unfinished is taken over later), closes connections. */
  close(): Promise<void>;
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import type { DbKind } from './db/openDb.js';
import type { TokenService } from './auth/tokens.js';
import type { RequestLogWriter } from './requestLog/createRequestLogWriter.js';
import type { MasterKeyring } from './storage/crypto/MasterKeyring.js';
import type { RetentionSettings } from './retention/retentionPlugin.js';
import type { RouteEntry } from './http/RouteEntry.js';
import type { AppMetrics } from './metrics/createMetrics.js';
import type { JobSettings } from './jobs/createJobQueue.js';
import type { Roles } from './descriptors/sanitizeRoles.js';
import type { Descriptor } from '../src/core/descriptors/Descriptor.js';
import type { EndpointsConfig } from '../src/core/api/EndpointsConfig.js';

/** What buildApp is given: the database and secret, then everything that has a default. */
export interface AppOptions {
  db: Kysely<Database>;
  jwtSecret: string;
  /** Folder of the built console (dist/); when absent or missing the API runs alone. */
  consoleDir?: string;
  /** API base the served console calls ('' = this origin). */
  consoleApiBase?: string;
  logger?: boolean | object;
  /** Clock for tokens (tests). */
  now?: () => number;
  /** Sanitised descriptors; read from schemas/ when absent. */
  descriptors?: Descriptor[];
  /** The hand-written routes' paths (schemas/api/endpoints.json), already checked; read from schemas/ when absent. */
  endpoints?: EndpointsConfig;
  /** The roles (schemas/roles.json): a sanitised object, a file path, or the file's content; the schemas folder's file when absent. */
  roles?: Roles | string | { roles: unknown };
  /** Folder of stored files; `<cwd>/data/storage` when absent. Created when missing. */
  storageDir?: string;
  /** Master keys of the stored files (main.ts: STORAGE_MASTER_KEY or the data folder's key); the process's configuration when absent. */
  storageKeys?: MasterKeyring;
  /** Redis for the brute-force counters shared by several API processes (REDIS_URL); in process when absent. */
  redisUrl?: string;
  /** Origins allowed to call the API from another origin (CORS_ORIGINS); none when absent. */
  corsOrigins?: string[];
  /** Console address used in reset-password links (PUBLIC_URL); the request's own host when absent. */
  publicUrl?: string;
  /** Store every API request in request_logs (default true; the benchmark turns it off to compare). */
  requestLog?: boolean;
  /** Longest a request-log row waits in memory before its batch is written (ms, default 250). */
  requestLogFlushMs?: number;
  /** The engine behind `db`: on PGlite (no autovacuum) the request log vacuums its table as it grows. */
  dbKind?: DbKind;
  /** A client must send its request headers within this long, or its connection is closed (default 10 s). */
  headersTimeoutMs?: number;
  /** Open connections accepted at once; beyond it new ones are refused (default 1024). */
  maxConnections?: number;
  /**
   * Behind a reverse proxy (TRUST_PROXY): Fastify's trustProxy — true, or the proxy addresses —
   * so the client's IP (brute-force limits, logs) and protocol (HSTS over HTTPS) come from
   * X-Forwarded-For/-Proto. Off by default: those headers are then ignored.
   */
  trustProxy?: boolean | string;
  /** Deletes the logs past their retention, at ready and then on a timer (docs/privacy.md 'Retenção'); off when absent. */
  retention?: RetentionSettings;
  /** The job queue's settings (JOB_*): its name in Redis, whether this process runs jobs, how many at once. */
  jobs?: JobSettings;
  /** How often files whose removal failed (pending_file_deletions) are tried again (ms, default 60 s). */
  deletionRetryMs?: number;
  /** The process's Prometheus metrics (main.ts, METRICS_PORT): each answer is measured into them; none when absent. */
  metrics?: AppMetrics;
}

/** The app buildApp returns: Fastify with what the app decorates it with. */
export interface App extends FastifyInstance {
  tokens: TokenService;
  /** Every route registered (method and URL, with its config): tests walk it. */
  routeList: RouteEntry[];
  /** The request-log queue (absent when logging is off); `flush()` writes what is queued. */
  requestLog?: RequestLogWriter;
}

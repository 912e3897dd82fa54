import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/openDb.js';

/** What the metrics read from the request log's writer. */
export interface RequestLogBacklog {
  readonly pending: number;
  readonly dropped: number;
}

/**
 * The process's Prometheus metrics (docs/deploy.md, 'Métricas'): one per process, shared by every
 * app the process builds (`npm run dev` rebuilds the app on a schema change; the figures go on).
 */
export interface AppMetrics {
  registry: Registry;
  /** One answered request: its method, matched route pattern ('unmatched' for none), status and duration. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Where the pool gauges read from (absent on PGlite: one embedded connection, no pool). */
  watchPool(stats: (() => PoolStats) | undefined): void;
  /** Where the request log's backlog and dropped rows are read from (the app's writer). */
  watchRequestLog(writer: RequestLogBacklog | undefined): void;
  /** Where the job queue's depth is read from (the app's or the worker's queue). */
  watchJobs(queue: JobCounts | undefined): void;
  /** One job run by this process: its kind, how it ended and how long it took. */
  observeJob(kind: string, outcome: 'completed' | 'failed', seconds: number): void;
}

/** What the metrics read from the job queue. */
export interface JobCounts {
  counts(): Promise<{ waiting: number; active: number }>;
}

/** Job durations from half a second (a short video) to ten minutes. */
const JOB_BUCKETS = [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600];

/** Request durations from 5 ms to 10 s: an API answer, an export, a liveness file generation. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A registry with the process's default metrics (CPU, memory, event-loop lag, GC) and the API's:
 * request durations by route and status, the database pool's use, the request log's backlog and
 * dropped rows. Gauges are read when scraped, never on the request path.
 *
 * @example
 * const metrics = createMetrics();
 * metrics.observeRequest('GET', '/person/v1', 200, 0.012);
 * await metrics.registry.metrics(); // 'http_request_duration_seconds_bucket{…} 1 …'
 */
export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let pool: (() => PoolStats) | undefined;
  let jobs: JobCounts | undefined;
  let log: RequestLogBacklog | undefined;
  // The writer's own count restarts with each app (dev reload): the counter adds what is new.
  let droppedSeen = 0;

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duração das requisições HTTP, por método, rota (o padrão da rota, nunca a URL) e status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Conexões do pool do PostgreSQL: abertas (total), ociosas (idle), consultas à espera (waiting) e o tamanho máximo (max).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const stats = pool?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  new Gauge({
    name: 'request_log_backlog_rows',
    help: 'Linhas do log de requisições na fila em memória, ainda não gravadas no banco.',
    registers: [registry],
    collect() {
      this.set(log?.pending ?? 0);
    },
  });
  new Counter({
    name: 'request_log_dropped_rows_total',
    help: 'Linhas do log de requisições descartadas (fila cheia com o banco fora, ou recusadas pelo banco).',
    registers: [registry],
    collect() {
      const now = log?.dropped ?? 0;
      if (now > droppedSeen) this.inc(now - droppedSeen);
      droppedSeen = now;
    },
  });

  new Gauge({
    name: 'job_queue_jobs',
    help: 'Tarefas na fila: à espera (waiting, inclui as adiadas para nova tentativa) e rodando (active), em todos os trabalhadores.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!jobs) return;
      try {
        const { waiting, active } = await jobs.counts();
        this.set({ state: 'waiting' }, waiting);
        this.set({ state: 'active' }, active);
      } catch {
        // Redis down: no figure rather than a wrong one (the readiness probe says why).
      }
    },
  });
  const jobDurations = new Histogram({
    name: 'job_duration_seconds',
    help: 'Duração das tarefas executadas por este processo, por tipo e desfecho.',
    labelNames: ['kind', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status_code: String(status) }, seconds);
    },
    watchPool(stats) {
      pool = stats;
    },
    watchJobs(queue) {
      jobs = queue;
    },
    observeJob(kind, outcome, seconds) {
      jobDurations.observe({ kind, outcome }, seconds);
    },
    watchRequestLog(writer) {
      log = writer;
      droppedSeen = writer?.dropped ?? 0;
    },
  };
}

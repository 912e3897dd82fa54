import { pino } from 'pino';
import { loadConfig } from './config.js';
import { openDbFromEnv } from './db/openDbFromEnv.js';
import { schemasDir } from './descriptors/loadDescriptors.js';
import { checkSchemaFiles } from './schemasCheck/checkSchemaFiles.js';
import { createJobQueue } from './jobs/createJobQueue.js';
import { createMetrics } from './metrics/createMetrics.js';
import { serveMetrics } from './metrics/serveMetrics.js';
import { fileStore } from './storage/fileStore.js';
import { useS3Storage } from './storage/useS3Storage.js';
import { loadStorageKeys } from './storage/loadStorageKeys.js';
import { storageRoot } from './storage/storageRoot.js';
import { useStorageKeys } from './storage/storageKeys.js';

/**
 * `npm run worker`: a process that only runs the background jobs (issue 25, item 2; docs/deploy.md)
 * — the liveness files generation, the large exports — from the Redis queue (REDIS_URL, JOB_QUEUE), on the same
 * database, stored files and keys as the API (DATABASE_URL, STORAGE_*, STORAGE_MASTER_KEY). Start
 * as many as the CPUs allow; set JOB_WORKER=0 on the API replicas to keep them for requests.
 * SIGTERM: takes no new job, finishes the running ones, exits 0; a worker killed mid-job leaves it
 * to another after JOB_LOCK_MS.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = (line: string) => console.log(line);
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl)
    throw new Error(
      'REDIS_URL não definido: o trabalhador lê as tarefas da fila no Redis (sem Redis, elas rodam no processo da API).',
    );
  const { descriptors, endpoints } = checkSchemaFiles(schemasDir());
  const storage = storageRoot(config.dataDir);
  useStorageKeys(storage, loadStorageKeys(config.dataDir, process.env, log));
  if (config.s3) await useS3Storage(storage, config.s3);
  const handle = await openDbFromEnv(process.env, {
    statementTimeoutMs: config.statementTimeoutMs,
    preparedStatements: config.preparedStatements,
  });
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  // Its own metrics with METRICS_PORT: the queue's depth and the jobs it ran.
  const metrics = config.metrics ? createMetrics() : undefined;
  metrics?.watchPool(handle.poolStats);
  // The app's job queue, without the app: the same handlers, and this process always runs them
  // (JOB_WORKER=0 is for the API replicas that share its environment).
  const queue = createJobQueue(
    { log: logger },
    {
      db: handle.db,
      storage,
      livenessDescriptor: descriptors.find((d) => d.key === endpoints.entityPaths.livenessFiles.entity),
      descriptors,
      jobsPath: endpoints.paths.jobs,
      redisUrl,
      metrics,
      ...config.jobs,
      worker: true,
    },
  );
  const metricsServer = metrics && config.metrics && (await serveMetrics(metrics.registry, config.metrics));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log(`${signal} recebido: terminando as tarefas em andamento...`);
    await queue.close();
    if (metricsServer) await metricsServer.close();
    await handle.close();
    log('Trabalhador encerrado.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  log(
    `Trabalhador de tarefas na fila ${config.jobs.queueName} (${config.jobs.concurrency} por vez); banco ${handle.location}; arquivos em ${fileStore(storage).location}.`,
  );
  if (metricsServer && config.metrics)
    log(`Métricas (Prometheus) em http://${config.metrics.host}:${metricsServer.port}/metrics`);
}

main().catch((error: unknown) => {
  console.error(`Falha ao iniciar o trabalhador: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

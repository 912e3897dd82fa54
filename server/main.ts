import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { loadConfig, requirePublicUrl } from './config.js';
import { buildApp } from './app.js';
import type { AppOptions } from './AppOptions.js';
import { openDbFromEnv } from './db/openDbFromEnv.js';
import { migrateToLatest } from './db/migrate.js';
import { firstRunSetup } from './seed/firstRunSetup.js';
import { hashPassword } from './auth/password.js';
import { loadJwtSecret } from './auth/loadJwtSecret.js';
import { ensureConsoleBuilt } from './consoleBuild.js';
import { storageRoot } from './storage/storageRoot.js';
import { loadStorageKeys } from './storage/loadStorageKeys.js';
import { useStorageKeys } from './storage/storageKeys.js';
import { useS3Storage } from './storage/useS3Storage.js';
import { tuneGarbageCollector } from './tuneGarbageCollector.js';
import { schemasDir } from './descriptors/loadDescriptors.js';
import { checkSchemaFiles } from './schemasCheck/checkSchemaFiles.js';
import { applyFieldDefaults } from './schemasCheck/applyFieldDefaults.js';
import { embeddedDbDir, holdEmbeddedDb } from './schemasCheck/embeddedDbLock.js';
import { serveReloadable } from './devReload/serveReloadable.js';
import { createMetrics } from './metrics/createMetrics.js';
import { serveMetrics, type MetricsServer } from './metrics/serveMetrics.js';

/**
 * `npm start`: checks the schemas folder (a wrong file stops here, in one line: file, JSON path,
 * reason), builds the console if needed, opens (PGlite in DATA_DIR, or DATABASE_URL), migrates
 * and sets up a new database (firstRunSetup: the sample data in the embedded quick start or with
 * SEED_SAMPLE=1; otherwise one administrator who must change the password), gives old records the
 * default of a field made required since (applyFieldDefaults), then serves console + API on one
 * origin. With DATABASE_URL it refuses to start without PUBLIC_URL.
 * Ctrl-C / SIGTERM: stops accepting, finishes in-flight requests, closes the database cleanly.
 */
async function main(): Promise<void> {
  tuneGarbageCollector();
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const config = loadConfig();
  requirePublicUrl(config);
  const log = (line: string) => console.log(line);
  // Before the console build, which would report a wrong descriptor once per module that reads it.
  const { descriptors, endpoints, roles } = checkSchemaFiles(schemasDir());
  // The stored files' master key, checked before anything else (a bad STORAGE_MASTER_KEY stops here).
  const storageKeys = loadStorageKeys(config.dataDir, process.env, log);
  useStorageKeys(storageRoot(config.dataDir), storageKeys);
  // With STORAGE_S3_BUCKET the stored files' bytes live in the bucket; an unreachable one stops the start.
  if (config.s3) {
    const store = await useS3Storage(storageRoot(config.dataDir), config.s3);
    log(`Arquivos armazenados: ${store.location}`);
  }
  const serveConsole = process.env.SERVE_CONSOLE !== '0';
  if (serveConsole) await ensureConsoleBuilt(root, log);

  // PGlite has no lock of its own: a second process on the same folder would corrupt it.
  if (!config.databaseUrl) holdEmbeddedDb(embeddedDbDir(process.env));
  const setup = await openDbFromEnv(process.env);
  log(
    setup.kind === 'postgres'
      ? 'Banco de dados: PostgreSQL (DATABASE_URL)'
      : `Banco de dados: PGlite em ${config.dataDir}`,
  );
  const applied = await migrateToLatest(setup.db);
  if (applied.length) log(`Migrações aplicadas: ${applied.join(', ')}`);
  await firstRunSetup(setup.db, {
    sample: config.seedSample,
    admin: { email: config.adminEmail, password: config.adminPassword },
    hashPassword,
    storage: storageRoot(config.dataDir),
    log,
  });
  await applyFieldDefaults(setup.db, descriptors, log);
  // Requests run on a pool whose statements PostgreSQL cancels after DB_STATEMENT_TIMEOUT_MS (a
  // slow database answers a fast 503); migrations and the first seed above ran without a limit.
  let handle = setup;
  if (setup.kind === 'postgres' && config.statementTimeoutMs) {
    handle = await openDbFromEnv(process.env, {
      statementTimeoutMs: config.statementTimeoutMs,
      preparedStatements: config.preparedStatements,
    });
    await setup.close();
  }

  // One set of metrics for the process: a rebuilt app (npm run dev) goes on counting into it.
  const metrics = config.metrics ? createMetrics() : undefined;
  metrics?.watchPool(handle.poolStats);

  const appOptions: AppOptions = {
    db: handle.db,
    jwtSecret: loadJwtSecret(config.dataDir, config.jwtSecret),
    consoleDir: serveConsole ? join(root, 'dist') : undefined,
    consoleApiBase: config.consoleApiBase,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    storageDir: storageRoot(config.dataDir),
    storageKeys,
    publicUrl: config.publicUrl,
    redisUrl: process.env.REDIS_URL || undefined,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    maxConnections: config.maxConnections,
    requestLog: process.env.REQUEST_LOG !== '0',
    dbKind: handle.kind,
    retention: { ...config.retention, log },
    metrics,
    jobs: config.jobs,
  };
  const app = await buildApp({ ...appOptions, descriptors, endpoints, roles });
  // `npm run dev` runs this process under superviseApi: a changed schemas folder rebuilds the
  // routes in place, with the database kept open.
  const reloadable =
    process.env.API_RELOAD === 'ipc' && process.send
      ? await serveReloadable(
          app,
          async () => {
            const fresh = checkSchemaFiles(schemasDir());
            await applyFieldDefaults(handle.db, fresh.descriptors, log);
            return buildApp({ ...appOptions, ...fresh });
          },
          { port: config.port, host: config.host },
          log,
        )
      : undefined;

  let metricsServer: MetricsServer | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      log('Encerrando à força.');
      process.exit(1);
    }
    stopping = true;
    log(`${signal} recebido: encerrando (aguardando requisições em andamento)...`);
    try {
      if (reloadable) await reloadable.close();
      else {
        // server.close() only drops connections idle at that moment: a keep-alive connection whose
        // request was in flight would hold the stop for keepAliveTimeout (72 s). Sweep them as they
        // go idle; after 8 s close whatever is left (Docker/systemd kill at about 10 s).
        const closing = app.close();
        const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
        const force = setTimeout(() => app.server.closeAllConnections(), 8_000);
        await closing;
        clearInterval(sweep);
        clearTimeout(force);
      }
      await metricsServer?.close();
      await handle.close();
      log('Encerrado sem perdas.');
      process.exit(0);
    } catch (error) {
      console.error('Erro ao encerrar:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  let port = reloadable?.port;
  if (port === undefined) {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : config.port;
  }
  log(`Console e API em http://localhost:${port}`);
  if (metrics && config.metrics) {
    metricsServer = await serveMetrics(metrics.registry, config.metrics);
    log(
      `Métricas (Prometheus) em http://${config.metrics.host}:${metricsServer.port}/metrics${config.metrics.token ? ' (com METRICS_TOKEN)' : ''}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`Falha ao iniciar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

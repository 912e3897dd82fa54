import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { LogController } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Redis } from 'ioredis';
import type { App, AppOptions } from './AppOptions.js';
import { authPlugin } from './auth/authPlugin.js';
import { authorize } from './auth/authorize.js';
import { createTokenService } from './auth/tokens.js';
import { frameworkErrors, installErrorHandler } from './http/errorHandler.js';
import { REQUEST_ID_HEADER, requestIdOf } from './http/requestIdOf.js';
import { measureAnswers } from './metrics/measureAnswers.js';
import { retryPendingDeletions } from './storage/retryPendingDeletions.js';
import { rejectUnstorableText } from './http/rejectUnstorableText.js';
import { routeListPlugin } from './http/routeListPlugin.js';
import { appSecurityHeaders } from './http/appSecurityHeaders.js';
import { answerHeadersPlugin } from './http/answerHeadersPlugin.js';
import { serveConsole } from './http/serveConsole.js';
import { wirePersonalData } from './wirePersonalData.js';
import { loginRoute } from './routes/loginRoute.js';
import { logoutRoute } from './routes/logoutRoute.js';
import { profileRoute } from './routes/profileRoute.js';
import { preferencesRoute } from './routes/preferencesRoute.js';
import { listViewsRoutes } from './routes/listViewsRoutes.js';
import { userRoutes } from './routes/userRoutes.js';
import { crudRoutes } from './crud/crudRoutes.js';
import { readTableColumns } from './db/readTableColumns.js';
import { ensureRecordTables } from './db/ensureRecordTables.js';
import type { ServedDescriptor } from './crud/sqlMapping.js';
import { loadConsoleConfig } from './descriptors/loadConsoleConfig.js';
import { loadDescriptors, schemasDir } from './descriptors/loadDescriptors.js';
import { loadRoles, rolesFile } from './descriptors/loadRoles.js';
import { createRequestLogWriter } from './requestLog/createRequestLogWriter.js';
import { requestLogPlugin } from './requestLog/requestLogPlugin.js';
import { redactUrl } from './requestLog/redact.js';
import { fileRoutes } from './routes/fileRoutes.js';
import { requestLogStatsRoute } from './routes/requestLogStatsRoute.js';
import { livenessFilesRoute } from './routes/livenessFilesRoute.js';
import { jobRoutes } from './routes/jobRoutes.js';
import { createJobQueue } from './jobs/createJobQueue.js';
import { exportFileRoutes } from './routes/exportFileRoutes.js';
import { scheduleSweeps } from './schedule/scheduleSweeps.js';
import { sweepExportFiles } from './export/sweepExportFiles.js';
import { loadEndpoints } from './routes/loadEndpoints.js';
import { serverRoutes } from './routes/ServerRoutes.js';
import { storageRoot } from './storage/storageRoot.js';
import { healthRoutes } from './routes/healthRoutes.js';
import { createBruteForceGuard } from './security/createBruteForceGuard.js';
import { workOffPendingDeletions } from './storage/workOffPendingDeletions.js';
import { startEncryptedStorage } from './storage/startEncryptedStorage.js';
import { erasureReceiptsRoute } from './routes/erasureReceiptsRoute.js';
import { deleteAccountRoute } from './routes/deleteAccountRoute.js';
import { resetPasswordRoutes } from './routes/resetPasswordRoutes.js';
import { pricingRoute } from './routes/pricingRoute.js';
import { fingerprintGalleryRoute } from './routes/fingerprintGalleryRoute.js';
import { relatedCountsRoute } from './routes/relatedCountsRoute.js';
import { referenceCheck } from './related/referenceCheck.js';
import { retentionPlugin } from './retention/retentionPlugin.js';
import { subjectReportRoutes } from './routes/subjectReportRoutes.js';
import { removeLegacyReports } from './subjectReport/removeLegacyReports.js';
import { personalFields } from '../src/core/personal/personalFields.js';
import { createValidatorCompiler } from './apiSchema/createValidatorCompiler.js';
import { apiErrorSchema } from './apiSchema/apiErrorSchema.js';
import { openapiPlugin } from './apiSchema/openapiPlugin.js';
import { apiDocsRoutes } from './routes/apiDocsRoutes.js';
import { searchRoute, SEARCH_QUERY_PARAM } from './routes/searchRoute.js';

export type { App } from './AppOptions.js';

/**
 * Builds the API (and, when `consoleDir` holds a build, the console on the same origin).
 * Tests call it with `logger: false` and use `app.inject`.
 */
export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    // Log lines carry the method and the URL with its secret parameters (file tickets) hidden;
    // never headers or bodies.
    logger: options.logger
      ? {
          ...(typeof options.logger === 'object' ? options.logger : {}),
          serializers: {
            req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
          },
        }
      : false,
    // One id per request in every log line it causes (requestId) and in its answer (X-Request-Id):
    // a trusted proxy's own id when it sends one, else a fresh UUID (requestIdOf).
    genReqId: (request) => requestIdOf(request, !!options.trustProxy),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    // Slow-header clients (slowloris) are cut after headersTimeoutMs, checked every second; the
    // number of connections is capped below.
    http: {
      headersTimeout: options.headersTimeoutMs ?? 10_000,
      connectionsCheckingInterval: Math.min(1_000, options.headersTimeoutMs ?? 1_000),
    },
    trustProxy: options.trustProxy ?? false,
    frameworkErrors,
  }) as unknown as App;
  // Every route's declared schemas: Ajv validates requests (createValidatorCompiler), Fastify's
  // serializer writes answers from them, and the OpenAPI description gathers them (openapiPlugin).
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  if (options.metrics) measureAnswers(app, options.metrics);
  app.setValidatorCompiler(createValidatorCompiler());
  app.addSchema(apiErrorSchema);
  app.server.maxConnections = options.maxConnections ?? 1024;
  const tokens = createTokenService(options.jwtSecret, options.now);
  app.decorate('tokens', tokens);
  await app.register(routeListPlugin);
  // The descriptors are read below; the API description reads them once built, after ready.
  await app.register(openapiPlugin, { descriptors: () => descriptors });

  installErrorHandler(app);
  app.addHook('preValidation', rejectUnstorableText);
  const security = appSecurityHeaders(options.consoleApiBase);
  const descriptors = options.descriptors ?? loadDescriptors(schemasDir());
  // schemas/console.json and what it says of the descriptors (menus, list views): a wrong one stops the start.
  if (!options.descriptors) loadConsoleConfig(schemasDir(), descriptors);
  if (options.requestLog !== false) {
    // PGlite runs one statement at a time: small inserts let the requests' own queries in between.
    const pglite = options.dbKind === 'pglite';
    const writer = createRequestLogWriter(options.db, {
      warn: (m) => app.log.warn(m),
      vacuumEvery: pglite ? 50_000 : 0,
      batchSize: pglite ? 100 : 500,
      intervalMs: options.requestLogFlushMs,
    });
    app.decorate('requestLog', writer);
    options.metrics?.watchRequestLog(writer);
    // The security headers are the same on every answer: not stored with each logged request.
    await app.register(requestLogPlugin, {
      writer,
      omitResponseHeaders: Object.keys(security),
      // The command palette's search text may hold CPF digits: masked like a CPF filter's value.
      personalFields: [...descriptors.flatMap(personalFields), SEARCH_QUERY_PARAM],
    });
  }
  const storage = options.storageDir ?? storageRoot(resolve('data'));
  mkdirSync(storage, { recursive: true });
  // Stored files are encrypted at rest; files from before that are encrypted now, once.
  await startEncryptedStorage(storage, options.storageKeys, {
    warn: (m) => app.log.warn(m),
    error: (m) => app.log.error(m),
  });
  if (options.retention)
    await app.register(retentionPlugin, {
      ...options.retention,
      db: options.db,
      storage,
      kind: options.dbKind ?? 'pglite',
    });
  // reply.sendFile serves stored files (fileRoutes) and the console's index.html (below).
  await app.register(fastifyStatic, { root: storage, serve: false });
  // Files doomed by an erasure that a crash or a failure left on disk go now (they stay listed
  // until removed; a failure here never prevents the start).
  await workOffPendingDeletions(options.db, storage).then(
    ({ removed, failed }) =>
      removed + failed &&
      app.log.info(`Arquivos de titulares apagados na inicialização: ${removed}; falhas (ficam na fila): ${failed}.`),
    (error: Error) => app.log.warn(`Fila de arquivos a apagar não processada: ${error.message}`),
  );
  // …and those whose removal fails later (the store down: an S3 outage) are retried on a timer.
  const stopRetrying = retryPendingDeletions(options.db, storage, options.deletionRetryMs ?? 60_000, {
    info: (m) => app.log.info(m),
    warn: (m) => app.log.warn(m),
  });
  app.addHook('onClose', stopRetrying);
  // OWASP ASVS V3 headers, CORS and no-store on every API answer.
  await app.register(answerHeadersPlugin, { security, corsOrigins: options.corsOrigins });

  await app.register(authPlugin, { db: options.db, tokens });
  // Before every route: each one gets its permission, or the app refuses to start (authorize.ts).
  // The hand-written routes' paths (schemas/api/endpoints.json), checked against the descriptors read
  // from schemas/; a test's own descriptors may leave some entities out: their routes are not served.
  app.decorate(
    'apiRoutes',
    serverRoutes(
      options.endpoints ?? loadEndpoints(schemasDir(), options.descriptors ? undefined : descriptors),
      descriptors,
    ),
  );
  const userDescriptor = app.apiRoutes.users?.descriptor;
  const roles =
    typeof options.roles === 'object' && 'grantsOf' in options.roles
      ? options.roles
      : loadRoles(options.roles ?? rolesFile(schemasDir()), descriptors);
  await app.register(authorize, {
    descriptors,
    roles,
  });
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (error) =>
      app.log.warn(`Redis indisponível (${error.message}); contadores de tentativas no processo.`),
    );
    app.addHook('onClose', async () => void redis.disconnect());
  }
  await app.register(healthRoutes, { db: options.db, redis, storage });
  const guard = (name: string) => createBruteForceGuard(name, { redis });
  await app.register(loginRoute, { db: options.db, tokens, guard: guard('login'), permissionsOf: roles.grantsOf });
  await app.register(profileRoute, { db: options.db, permissionsOf: roles.grantsOf });
  await app.register(preferencesRoute, { db: options.db });
  await app.register(listViewsRoutes, { db: options.db, descriptors, permissionsOf: roles.grantsOf });
  await app.register(logoutRoute, { db: options.db });
  if (userDescriptor)
    await app.register(userRoutes, { db: options.db, userDescriptor, tokens, permissionsOf: roles.grantsOf });
  await app.register(fileRoutes, { db: options.db, tokens, storage });
  // The endpoints serving people's data and how to erase them (wirePersonalData).
  const personalData = wirePersonalData(app, options.db, storage, descriptors);
  await app.register(deleteAccountRoute, {
    db: options.db,
    erase: personalData.erasePeopleBy('public'),
    guard: guard('delete-account'),
  });
  await app.register(erasureReceiptsRoute, { db: options.db });
  // The report zips an earlier version kept in <DATA_DIR>/reports: now stored files (any replica serves them).
  const legacyReports = await removeLegacyReports(storage);
  if (legacyReports) app.log.warn(`${legacyReports} relatório(s) do titular da pasta antiga de relatórios apagado(s).`);
  await app.register(subjectReportRoutes, {
    db: options.db,
    tokens,
    storage,
    endpoints: personalData.endpoints,
  });
  await app.register(resetPasswordRoutes, {
    db: options.db,
    publicUrl: options.publicUrl,
    guard: guard('reset-password'),
  });
  await app.register(pricingRoute, { db: options.db });
  await app.register(fingerprintGalleryRoute, { db: options.db });
  await app.register(relatedCountsRoute, { db: options.db, descriptors, permissionsOf: roles.grantsOf });
  await app.register(requestLogStatsRoute, { db: options.db });
  // Heavy work (the liveness files generation, large exports) runs as jobs: BullMQ on Redis, or in this process.
  const jobs = createJobQueue(app, {
    db: options.db,
    storage,
    livenessDescriptor: app.apiRoutes.of.livenessFiles?.descriptor,
    descriptors,
    jobsPath: app.apiRoutes.paths.jobs,
    redisUrl: options.redisUrl,
    metrics: options.metrics,
    ...options.jobs,
  });
  app.addHook('onClose', () => jobs.close());
  await app.register(jobRoutes, { jobs });
  await app.register(livenessFilesRoute, { db: options.db, storage, jobs });
  // The files of the large exports: their owner's downloads, and a sweep of the expired ones every minute.
  await app.register(exportFileRoutes, { db: options.db, storage, permissionsOf: roles.grantsOf });
  scheduleSweeps(app, 'Limpeza das exportações', 60_000, async () => {
    const swept = await sweepExportFiles(options.db, storage);
    return swept ? `Exportações: ${swept} arquivo(s) expirado(s) apagado(s).` : null;
  });
  await app.register(apiDocsRoutes);
  await app.register(searchRoute, { db: options.db, descriptors, permissionsOf: roles.grantsOf });
  // Descriptors without a table of their own: their JSON-record tables and indexes, before the columns are read.
  await ensureRecordTables(options.db, descriptors);
  const tableColumns = await readTableColumns(options.db);
  // A reference field (a person's partner) names a record that exists, or the save is a 400.
  app.addHook('preHandler', referenceCheck(options.db, descriptors));
  for (const descriptor of descriptors) {
    if (descriptor.server)
      await app.register(crudRoutes, {
        tableColumns,
        db: options.db,
        descriptor: descriptor as ServedDescriptor,
        erase: personalData.erasers[descriptor.key],
        grantsOf: roles.grantsOf,
        jobs,
        ...(options.jobs?.exportRows !== undefined && { exportJobRows: options.jobs.exportRows }),
      });
  }

  await app.register(serveConsole, { consoleDir: options.consoleDir, consoleApiBase: options.consoleApiBase });
  return app;
}

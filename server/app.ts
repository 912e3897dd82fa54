import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import cors from '@fastify/cors';
import type { Kysely } from 'kysely';
import type { Database, ErasureChannel } from './db/schema.js';
import type { DbKind } from './db/openDb.js';
import { authPlugin } from './auth/authPlugin.js';
import { authorize } from './auth/authorize.js';
import { logoutRoute } from './routes/logoutRoute.js';
import { createTokenService, type TokenService } from './auth/tokens.js';
import { frameworkErrors, installErrorHandler } from './http/errorHandler.js';
import { HttpError } from './http/HttpError.js';
import { isApiOrFilePath } from './http/isApiOrFilePath.js';
import { isConsoleAnswer, markConsolePage } from './http/isConsoleAnswer.js';
import { decodedPath } from './http/decodedPath.js';
import { rejectUnstorableText } from './http/rejectUnstorableText.js';
import { securityHeaders } from './http/securityHeaders.js';
import { loginRoute } from './routes/loginRoute.js';
import { profileRoute } from './routes/profileRoute.js';
import { userRoutes } from './routes/userRoutes.js';
import { crudRoutes } from './crud/crudRoutes.js';
import type { ServedDescriptor } from './crud/sqlMapping.js';
import { loadDescriptors, schemasDir } from './descriptors/loadDescriptors.js';
import { loadRoles, rolesFile } from './descriptors/loadRoles.js';
import type { Roles } from './descriptors/sanitizeRoles.js';
import { createRequestLogWriter, type RequestLogWriter } from './requestLog/createRequestLogWriter.js';
import { requestLogPlugin } from './requestLog/requestLogPlugin.js';
import { redactUrl } from './requestLog/redact.js';
import { fileRoutes } from './routes/fileRoutes.js';
import { requestLogStatsRoute } from './routes/requestLogStatsRoute.js';
import { livenessFilesRoute } from './routes/livenessFilesRoute.js';
import { storageRoot } from './storage/storageRoot.js';
import { erasePeople, type ErasePeopleOptions } from './erasure/erasePeople.js';
import { createBruteForceGuard } from './security/createBruteForceGuard.js';
import { Redis } from 'ioredis';
import { eraseFingerprints } from './erasure/eraseFingerprints.js';
import { workOffPendingDeletions } from './storage/workOffPendingDeletions.js';
import { startEncryptedStorage } from './storage/startEncryptedStorage.js';
import type { MasterKeyring } from './storage/crypto/MasterKeyring.js';
import { erasureReceiptsRoute } from './routes/erasureReceiptsRoute.js';
import { deleteAccountRoute } from './routes/deleteAccountRoute.js';
import { resetPasswordRoutes } from './routes/resetPasswordRoutes.js';
import { pricingRoute } from './routes/pricingRoute.js';
import { fingerprintGalleryRoute } from './routes/fingerprintGalleryRoute.js';
import { retentionPlugin, type RetentionSettings } from './retention/retentionPlugin.js';
import { subjectReportRoutes } from './routes/subjectReportRoutes.js';
import { reportsDirFor } from './subjectReport/reportsDirFor.js';
import type { Descriptor } from '../src/core/descriptors/Descriptor.js';
import { personalFields } from '../src/core/personal/personalFields.js';
import type { RouteEntry } from './http/RouteEntry.js';
import { apiMessages } from '../src/core/api/apiMessages.js';

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
  /** The roles (schemas/roles.json): a sanitised object, a file path, or the file's content; the schemas folder's file when absent. */
  roles?: Roles | string | { roles: unknown };
  /** Folder of stored files; `<cwd>/data/storage` when absent. Created when missing. */
  storageDir?: string;
  /** Folder of the data subjects' report zips; beside the storage folder when absent (reportsDirFor: `<DATA_DIR>/reports`). */
  reportsDir?: string;
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
}

export interface App extends FastifyInstance {
  tokens: TokenService;
  /** Every route registered (method and URL, with its config): tests walk it. */
  routeList: RouteEntry[];
  /** The request-log queue (absent when logging is off); `flush()` writes what is queued. */
  requestLog?: RequestLogWriter;
}

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
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  }) as unknown as App;
  app.server.maxConnections = options.maxConnections ?? 1024;
  const tokens = createTokenService(options.jwtSecret, options.now);
  app.decorate('tokens', tokens);
  const routeList: App['routeList'] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    route.config ??= {};
    // Read when asked: a plugin's own onRoute hook may still mark the route (the console's files).
    const config = route.config as { public?: boolean; ticket?: boolean; console?: boolean; audit?: boolean };
    for (const method of [route.method].flat()) {
      routeList.push({
        method,
        url: route.url,
        get public() {
          return !!config.public;
        },
        get ticket() {
          return !!config.ticket;
        },
        get console() {
          return !!config.console;
        },
        get audit() {
          return !!config.audit;
        },
      });
    }
  });

  installErrorHandler(app);
  app.addHook('preValidation', rejectUnstorableText);
  const security = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Emotion (Chakra) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.consoleApiBase ? [options.consoleApiBase] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const descriptors = options.descriptors ?? loadDescriptors(schemasDir());
  if (options.requestLog !== false) {
    // PGlite runs one statement at a time: small inserts let the requests' own queries in between.
    const pglite = options.dbKind === 'pglite';
    const writer = createRequestLogWriter(options.db, {
      warn: (m) => app.log.warn(m),
      vacuumEvery: pglite ? 50_000 : 0,
      batchSize: pglite ? 100 : 500,
    });
    app.decorate('requestLog', writer);
    // The security headers are the same on every answer: not stored with each logged request.
    await app.register(requestLogPlugin, {
      writer,
      omitResponseHeaders: Object.keys(security),
      personalFields: descriptors.flatMap(personalFields),
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
  // OWASP ASVS V3 headers on every answer (computed once; see securityHeaders). HSTS means
  // something only over HTTPS (RFC 6797 7.2: not sent over plain HTTP).
  const { 'strict-transport-security': _hsts, ...plainHttpSecurity } = security;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? security : plainHttpSecurity);
    done();
  });
  // CORS only for configured origins (a console served elsewhere); the default is same-origin only.
  if (options.corsOrigins?.length) {
    await app.register(cors, {
      origin: options.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type'],
      maxAge: 600,
    });
  }
  // API answers, stored files and not-found JSON are never cached (decided by the matched route).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isConsoleAnswer(request) && !String(reply.getHeader('cache-control') ?? '').includes('no-store'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  await app.register(authPlugin, { db: options.db, tokens });
  // Before every route: each one gets its permission, or the app refuses to start (authorize.ts).
  const userDescriptor = descriptors.find((d) => d.key === 'user');
  const roles =
    typeof options.roles === 'object' && 'grantsOf' in options.roles
      ? options.roles
      : loadRoles(options.roles ?? rolesFile(schemasDir()), descriptors);
  await app.register(authorize, {
    usersEndpoint: userDescriptor?.api.endpoint ?? '/admin/v1/user',
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
  const guard = (name: string) => createBruteForceGuard(name, { redis });
  await app.register(loginRoute, { db: options.db, tokens, guard: guard('login'), permissionsOf: roles.grantsOf });
  await app.register(profileRoute, { db: options.db, permissionsOf: roles.grantsOf });
  await app.register(logoutRoute, { db: options.db });
  if (userDescriptor)
    await app.register(userRoutes, { db: options.db, userDescriptor, tokens, permissionsOf: roles.grantsOf });
  await app.register(fileRoutes, { db: options.db, tokens, storage });
  // The endpoints serving people's data: their answers are stored without personal fields, and an
  // erasure finds the person's logged reads by them.
  const endpointOf = (key: string) => descriptors.find((d) => d.key === key)?.api.endpoint;
  const personalData = {
    person: endpointOf('person'),
    fingerprint: endpointOf('fingerprint'),
    liveness: endpointOf('liveness'),
    'liveness-log': endpointOf('liveness-log'),
    'finger-log': endpointOf('finger-log'),
  };
  const personalEndpoints = Object.values(personalData).filter((e): e is string => !!e);
  app.addHook('onRoute', (route) => {
    if (personalEndpoints.some((e) => route.url === e || route.url.startsWith(`${e}/`)))
      (route.config ??= {}).personalAnswer = true;
  });
  // Queued request-log rows are written before an erasure, so that its scrub covers them.
  const eraseOptions: ErasePeopleOptions = {
    flushRequestLog: async () => app.requestLog?.flush(),
    endpoints: personalData,
  };
  const erasePeopleBy = (channel: ErasureChannel) => (ids: readonly number[]) =>
    erasePeople(options.db, storage, ids, channel, eraseOptions);
  await app.register(deleteAccountRoute, {
    db: options.db,
    erase: erasePeopleBy('public'),
    guard: guard('delete-account'),
  });
  await app.register(erasureReceiptsRoute, { db: options.db });
  await app.register(subjectReportRoutes, {
    db: options.db,
    tokens,
    storage,
    reportsDir: options.reportsDir ?? reportsDirFor(storage),
    endpoints: personalData,
  });
  await app.register(resetPasswordRoutes, {
    db: options.db,
    publicUrl: options.publicUrl,
    guard: guard('reset-password'),
  });
  await app.register(pricingRoute, { db: options.db });
  await app.register(fingerprintGalleryRoute, { db: options.db });
  const served = (key: string) => descriptors.find((d) => d.key === key && d.server) as ServedDescriptor | undefined;
  const requestLogs = served('request-log');
  if (requestLogs) await app.register(requestLogStatsRoute, { db: options.db, descriptor: requestLogs });
  const livenessLogs = served('liveness-log');
  if (livenessLogs) await app.register(livenessFilesRoute, { db: options.db, descriptor: livenessLogs, storage });
  // Deleting a person or a fingerprint also deletes what belongs to it, stored files included.
  const erasers: Record<string, (ids: number[], batch: boolean) => Promise<number[]>> = {
    person: (ids, batch) => erasePeopleBy(batch ? 'batch' : 'console')(ids),
    fingerprint: (ids) => eraseFingerprints(options.db, storage, ids),
  };
  for (const descriptor of descriptors) {
    if (descriptor.server)
      await app.register(crudRoutes, {
        db: options.db,
        descriptor: descriptor as ServedDescriptor,
        erase: erasers[descriptor.key],
        grantsOf: roles.grantsOf,
      });
  }

  app.get('/api-config.json', { config: { public: true } }, async () => ({
    override: options.consoleApiBase ?? '',
    rules: [],
    fallback: '',
  }));

  const consoleDir = options.consoleDir;
  const hasConsole = !!consoleDir && existsSync(join(consoleDir, 'index.html'));
  if (hasConsole) {
    // The console's files are public and are not API answers: said by their routes' config, which
    // every hook reads (never the URL).
    await app.register(async (consoleFiles) => {
      consoleFiles.addHook('onRoute', (route) => {
        route.config ??= {};
        Object.assign(route.config, { public: true, console: true });
      });
      await consoleFiles.register(fastifyStatic, {
        root: consoleDir,
        wildcard: false,
        index: false,
        decorateReply: false,
        // The build's api-config.json is for static hosting; this server answers its own (below).
        globIgnore: ['api-config.json'],
        // Hashed build assets never change under their name; everything else is revalidated.
        setHeaders: (reply, path) => {
          reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // An address under the API or /files/ — however encoded or cased — is a JSON 404, never the
    // console's page; only a GET of another address gets index.html (the SPA shows its own 'Not
    // Found').
    if (request.method !== 'GET' || !hasConsole || isApiOrFilePath(decodedPath(request.url).toLowerCase())) {
      throw new HttpError(404, apiMessages.resourceNotFound);
    }
    markConsolePage(request);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', consoleDir!);
  });
  return app;
}

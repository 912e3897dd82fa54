import { resolve } from 'node:path';
import type { S3StorageConfig } from './storage/blob/createS3BlobStore.js';
import type { JobSettings } from './jobs/createJobQueue.js';
import { exportJobDefaults } from './export/exportJobDefaults.js';

/** Everything the server reads from the environment, parsed once. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The administrator a new database gets (ADMIN_EMAIL, default admin@example.com). */
  adminEmail: string;
  /**
   * Their initial password (ADMIN_PASSWORD, 6 to 15 characters); when absent, a new production
   * database gets a random one printed once, and the sample data uses 'admin123'.
   */
  adminPassword?: string;
  /**
   * A new database is filled with the sample deployment (known passwords, fake people and logs)
   * instead of one administrator: SEED_SAMPLE=1; by default only the embedded quick start (no
   * DATABASE_URL) does it, and SEED_SAMPLE=0 turns it off there too.
   */
  seedSample: boolean;
  /** The console's public address (PUBLIC_URL, http or https), used in reset-password links. */
  publicUrl?: string;
  /** JWT signing secret; when absent one is generated once into DATA_DIR. */
  jwtSecret?: string;
  /** API base the bundled console should call ('' = same origin). */
  consoleApiBase: string;
  /** Origins allowed by CORS (comma-separated in CORS_ORIGINS); none by default. */
  corsOrigins: string[];
  /**
   * Behind a reverse proxy (TRUST_PROXY): `true` for '1'/'true', else the proxy addresses or
   * networks, comma-separated; off by default (X-Forwarded-* ignored).
   */
  trustProxy: boolean | string;
  /** Open connections accepted at once (MAX_CONNECTIONS, default 1024). */
  maxConnections: number;
  /** PostgreSQL: the API's statements are cancelled after this long (DB_STATEMENT_TIMEOUT_MS, default 10 s; 0: never). */
  statementTimeoutMs: number;
  /**
   * PostgreSQL: the API's statements run as prepared statements (DB_PREPARED_STATEMENTS, default
   * 1; 0 behind a pooler that cannot keep them, such as PgBouncer in transaction mode before 1.21).
   */
  preparedStatements: boolean;
  /** How long the logs are kept and how often the clean-up runs (docs/privacy.md, 'Retenção'). */
  retention: RetentionConfig;
  /** Prometheus metrics on their own internal listener (METRICS_PORT); absent: not served. */
  metrics?: MetricsConfig;
  /** Stored files in an S3-compatible bucket (STORAGE_S3_BUCKET); absent: in the storage folder. */
  s3?: S3StorageConfig;
  /** The background jobs (JOB_*): their queue in Redis, who runs them, how many at once. */
  jobs: Required<JobSettings>;
}

/** Where GET /metrics is served: never on the public port (docs/deploy.md, 'Métricas'). */
export interface MetricsConfig {
  /** METRICS_PORT. */
  port: number;
  /** METRICS_HOST, default 127.0.0.1 (only this machine); 0.0.0.0 for a scraper in a private network. */
  host: string;
  /** METRICS_TOKEN: when set, scrapes must send `Authorization: Bearer <token>` (at least 16 characters). */
  token?: string;
}

/** Days each log is kept (0: forever) and the clean-up's interval in minutes (0: never runs). */
export interface RetentionConfig {
  /** request_logs (RETENTION_REQUEST_LOG_DAYS, default 180). */
  requestLogDays: number;
  /** liveness_logs and finger_logs with their files (RETENTION_CAPTURE_LOG_DAYS, default 90). */
  captureLogDays: number;
  /** access_logs, the audit trail (RETENTION_ACCESS_LOG_DAYS, default 1825, five years). */
  accessLogDays: number;
  /** Minutes between runs, the first at start (RETENTION_INTERVAL_MINUTES, default 60). */
  intervalMinutes: number;
}

/** Reads the server configuration; throws a pt-BR message for an invalid value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT inválida: "${env.PORT}". Use um número entre 0 e 65535.`);
  }
  const statementTimeoutMs = Number(env.DB_STATEMENT_TIMEOUT_MS ?? 10_000);
  if (!Number.isSafeInteger(statementTimeoutMs) || statementTimeoutMs < 0) {
    throw new Error(
      `DB_STATEMENT_TIMEOUT_MS inválido: "${env.DB_STATEMENT_TIMEOUT_MS}". Use milissegundos (0 para nenhum limite).`,
    );
  }
  const prepared = env.DB_PREPARED_STATEMENTS ?? '';
  if (!['', '0', '1'].includes(prepared)) {
    throw new Error(
      `DB_PREPARED_STATEMENTS inválido: "${prepared}". Use 1 para preparar as consultas (padrão), 0 para não preparar (ex.: PgBouncer em modo transação).`,
    );
  }
  const maxConnections = Number(env.MAX_CONNECTIONS ?? 1024);
  if (!Number.isSafeInteger(maxConnections) || maxConnections < 1) {
    throw new Error(`MAX_CONNECTIONS inválido: "${env.MAX_CONNECTIONS}". Use um número inteiro positivo de conexões.`);
  }
  const seedSample = env.SEED_SAMPLE ?? '';
  if (!['', '0', '1'].includes(seedSample)) {
    throw new Error(
      `SEED_SAMPLE inválido: "${seedSample}". Use 1 para gerar dados de exemplo num banco novo, 0 para não gerar.`,
    );
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && (adminPassword.length < 6 || adminPassword.length > 15)) {
    throw new Error('ADMIN_PASSWORD deve ter entre 6 e 15 caracteres (a regra das senhas do console).');
  }
  const adminEmail = env.ADMIN_EMAIL || 'admin@example.com';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) throw new Error(`ADMIN_EMAIL inválido: "${adminEmail}".`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    adminEmail,
    adminPassword,
    seedSample: seedSample === '1' || (seedSample === '' && !databaseUrl),
    publicUrl: readPublicUrl(env.PUBLIC_URL),
    jwtSecret: env.JWT_SECRET || undefined,
    consoleApiBase: env.CONSOLE_API_BASE ?? '',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    statementTimeoutMs,
    preparedStatements: prepared !== '0',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    maxConnections,
    retention: readRetention(env),
    metrics: readMetrics(env, port),
    s3: readS3Storage(env),
    jobs: readJobs(env),
  };
}

/**
 * JOB_QUEUE (the queue's name in Redis, default biometria-tarefas), JOB_WORKER (1: this API process
 * also runs jobs, the default; 0: only `npm run worker` does), JOB_CONCURRENCY (jobs at once per
 * process, default 2) and JOB_LOCK_MS (how long a dead worker's job waits before another takes it,
 * default 30 s), EXPORT_JOB_ROWS (above this many rows an export is written by a job, default
 * 20,000; 0: every export) and EXPORT_FILE_HOURS (how long its file is kept once ready, 1 to 24,
 * default 24): a pt-BR
 * message naming the variable for anything else.
 *
 * @example readJobs({ JOB_WORKER: '0' }).worker // false
 */
function readJobs(env: NodeJS.ProcessEnv): Required<JobSettings> {
  const queueName = env.JOB_QUEUE?.trim() || 'biometria-tarefas';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(queueName))
    throw new Error(`JOB_QUEUE inválido: "${env.JOB_QUEUE}". Use até 64 letras, dígitos, _ e -.`);
  const worker = env.JOB_WORKER?.trim() ?? '';
  if (!['', '0', '1'].includes(worker))
    throw new Error(
      `JOB_WORKER inválido: "${worker}". Use 1 (esta API também executa tarefas, o padrão) ou 0 (só \`npm run worker\` executa).`,
    );
  if (worker === '0' && !env.REDIS_URL)
    throw new Error(
      'JOB_WORKER=0 sem REDIS_URL: sem Redis não há fila que `npm run worker` possa ler, e as tarefas rodam no processo da API. Defina REDIS_URL ou remova JOB_WORKER.',
    );
  const whole = (name: string, fallback: number, min: number, max: number, unit: string) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max)
      throw new Error(`${name} inválido: "${raw}". Use um número inteiro de ${min} a ${max} ${unit}.`);
    return value;
  };
  return {
    queueName,
    worker: worker !== '0',
    concurrency: whole('JOB_CONCURRENCY', 2, 1, 64, 'tarefas'),
    lockDurationMs: whole('JOB_LOCK_MS', 30_000, 1_000, 600_000, 'milissegundos'),
    exportRows: whole('EXPORT_JOB_ROWS', exportJobDefaults.rows, 0, 100_000_000, 'linhas'),
    // At most a day: the job's answer (where the console finds the file) is kept a day.
    exportFileHours: whole('EXPORT_FILE_HOURS', exportJobDefaults.fileHours, 1, 24, 'horas'),
  };
}

/**
 * STORAGE_S3_*: the bucket of the stored files, or undefined when STORAGE_S3_BUCKET is unset (the
 * storage folder keeps them). A setting without the bucket, an endpoint that is not an http(s)
 * address, one credential without the other: a pt-BR message naming the variable.
 *
 * @example readS3Storage({ STORAGE_S3_BUCKET: 'biometria', STORAGE_S3_ENDPOINT: 'http://minio:9000' }).forcePathStyle // true
 */
function readS3Storage(env: NodeJS.ProcessEnv): S3StorageConfig | undefined {
  const bucket = env.STORAGE_S3_BUCKET?.trim() ?? '';
  const names = [
    'STORAGE_S3_ENDPOINT',
    'STORAGE_S3_REGION',
    'STORAGE_S3_PREFIX',
    'STORAGE_S3_FORCE_PATH_STYLE',
    'STORAGE_S3_ACCESS_KEY_ID',
    'STORAGE_S3_SECRET_ACCESS_KEY',
  ];
  if (!bucket) {
    const stray = names.find((name) => env[name]);
    if (stray)
      throw new Error(
        `${stray} definido sem STORAGE_S3_BUCKET. Informe o bucket dos arquivos armazenados, ou remova ${stray}.`,
      );
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(
      `STORAGE_S3_BUCKET inválido: "${bucket}". Use de 3 a 63 letras minúsculas, dígitos, pontos e hífens.`,
    );
  const endpoint = env.STORAGE_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^\s/]+(\/.*)?$/.test(endpoint))
    throw new Error(
      `STORAGE_S3_ENDPOINT inválido: "${endpoint}". Use o endereço http(s) do servidor S3, por exemplo http://minio:9000.`,
    );
  const pathStyle = env.STORAGE_S3_FORCE_PATH_STYLE?.trim() ?? '';
  if (!['', '0', '1'].includes(pathStyle))
    throw new Error(
      `STORAGE_S3_FORCE_PATH_STYLE inválido: "${pathStyle}". Use 1 (endereço com o bucket no caminho, como no MinIO) ou 0.`,
    );
  const accessKeyId = env.STORAGE_S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.STORAGE_S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error(
      'STORAGE_S3_ACCESS_KEY_ID e STORAGE_S3_SECRET_ACCESS_KEY vão juntos: informe os dois, ou nenhum (as credenciais padrão da AWS).',
    );
  const prefix = (env.STORAGE_S3_PREFIX?.trim() ?? '').replace(/^\/+|\/+$/g, '');
  return {
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region: env.STORAGE_S3_REGION?.trim() || 'us-east-1',
    endpoint,
    // An endpoint of its own is most often MinIO-like, which needs the bucket in the path.
    forcePathStyle: pathStyle ? pathStyle === '1' : !!endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/**
 * METRICS_PORT, METRICS_HOST and METRICS_TOKEN: the metrics listener, or undefined when
 * METRICS_PORT is unset. A host or token without a port, a port shared with the API's, a short
 * token: a pt-BR message naming the variable (metrics half configured would never be scraped, or
 * be scraped in the open).
 *
 * @example readMetrics({ METRICS_PORT: '9464' }, 8080) // { port: 9464, host: '127.0.0.1' }
 */
function readMetrics(env: NodeJS.ProcessEnv, apiPort: number): MetricsConfig | undefined {
  const raw = env.METRICS_PORT?.trim() ?? '';
  if (!raw) {
    for (const name of ['METRICS_HOST', 'METRICS_TOKEN'])
      if (env[name])
        throw new Error(
          `${name} definido sem METRICS_PORT. Informe a porta interna das métricas, por exemplo METRICS_PORT=9464.`,
        );
    return undefined;
  }
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65_535)
    throw new Error(`METRICS_PORT inválida: "${env.METRICS_PORT}". Use um número entre 0 e 65535, por exemplo 9464.`);
  if (port !== 0 && port === apiPort)
    throw new Error(
      `METRICS_PORT igual a PORT (${port}): as métricas ficam numa porta interna, separada da do console e da API.`,
    );
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && (token.length < 16 || /\s/.test(token)))
    throw new Error('METRICS_TOKEN inválido: use ao menos 16 caracteres, sem espaços.');
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1', token };
}

/**
 * The RETENTION_* variables: whole numbers of days (0 keeps forever) and of minutes (0 turns the
 * clean-up off); a pt-BR message naming the variable for anything else.
 *
 * @example readRetention({ RETENTION_REQUEST_LOG_DAYS: '30' }).requestLogDays // 30
 */
function readRetention(env: NodeJS.ProcessEnv): RetentionConfig {
  const read = (name: string, fallback: number, unit: string, zero: string): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw.trim());
    if (
      !/^\d+$/.test(raw.trim()) ||
      !Number.isSafeInteger(value) ||
      value > 36_500 * (unit === 'minutos' ? 1_440 : 1)
    ) {
      throw new Error(`${name} inválido: "${raw}". Use um número inteiro de ${unit} (${zero}).`);
    }
    return value;
  };
  const days = (name: string, fallback: number) => read(name, fallback, 'dias', '0 para guardar para sempre');
  return {
    requestLogDays: days('RETENTION_REQUEST_LOG_DAYS', 180),
    captureLogDays: days('RETENTION_CAPTURE_LOG_DAYS', 90),
    accessLogDays: days('RETENTION_ACCESS_LOG_DAYS', 1_825),
    intervalMinutes: read('RETENTION_INTERVAL_MINUTES', 60, 'minutos', '0 para não executar a limpeza'),
  };
}

/**
 * PUBLIC_URL, checked: an absolute http(s) address without query or fragment, kept without its
 * trailing slash. Absent: undefined.
 *
 * @example readPublicUrl('https://console.exemplo.com.br/') // 'https://console.exemplo.com.br'
 */
function readPublicUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `PUBLIC_URL inválido: "${raw}". Use o endereço público do console, por exemplo https://console.exemplo.com.br.`,
    );
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `PUBLIC_URL inválido: "${raw}". Use um endereço http ou https sem parâmetros, por exemplo https://console.exemplo.com.br.`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * A production server (DATABASE_URL) must know its public address: reset-password links are built
 * from it, never from the request's Host header (which whoever asks can set). Throws a pt-BR
 * message naming the variable; the embedded quick start does without.
 */
export function requirePublicUrl(config: ServerConfig): void {
  if (config.databaseUrl && !config.publicUrl) {
    throw new Error(
      'PUBLIC_URL não definido. Com DATABASE_URL (produção), informe o endereço público do console, ' +
        'por exemplo PUBLIC_URL=https://console.exemplo.com.br: os links de redefinição de senha usam esse endereço, nunca o cabeçalho Host da requisição.',
    );
  }
}

/**
 * TRUST_PROXY as Fastify's trustProxy: off when unset or '0'/'false', `true` for '1'/'true'
 * (trust the closest proxy's X-Forwarded-For/-Proto whoever it is), else the proxy addresses or
 * networks as given (`127.0.0.1,10.0.0.0/8`).
 *
 * @example readTrustProxy('1') // true
 * @example readTrustProxy('10.0.0.0/8, 127.0.0.1') // '10.0.0.0/8,127.0.0.1'
 */
function readTrustProxy(raw: string | undefined): boolean | string {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.every((p) => /^[0-9a-f:.]+(\/\d{1,3})?$/.test(p))) {
    throw new Error(
      `TRUST_PROXY inválido: "${raw}". Use 1 (confiar no proxy à frente) ou os endereços dos proxies, por exemplo 10.0.0.0/8,127.0.0.1.`,
    );
  }
  return parts.join(',');
}

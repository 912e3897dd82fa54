import { resolve } from 'node:path';

/** Everything the server reads from the environment, parsed once. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail: string;
  adminPassword: string;
  /** JWT signing secret; when absent one is generated once into DATA_DIR. */
  jwtSecret?: string;
  /** API base the bundled console should call ('' = same origin). */
  consoleApiBase: string;
  /** Origins allowed by CORS (comma-separated in CORS_ORIGINS); none by default. */
  corsOrigins: string[];
  /** PostgreSQL: the API's statements are cancelled after this long (DB_STATEMENT_TIMEOUT_MS, default 10 s; 0: never). */
  statementTimeoutMs: number;
}

/** Reads the server configuration; throws a pt-BR message for an invalid value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT inválida: "${env.PORT}". Use um número entre 0 e 65535.`);
  }
  const statementTimeoutMs = Number(env.DB_STATEMENT_TIMEOUT_MS ?? 10_000);
  if (!Number.isSafeInteger(statementTimeoutMs) || statementTimeoutMs < 0) {
    throw new Error(`DB_STATEMENT_TIMEOUT_MS inválido: "${env.DB_STATEMENT_TIMEOUT_MS}". Use milissegundos (0 para nenhum limite).`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD ?? 'admin123',
    jwtSecret: env.JWT_SECRET || undefined,
    consoleApiBase: env.CONSOLE_API_BASE ?? '',
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    statementTimeoutMs,
  };
}

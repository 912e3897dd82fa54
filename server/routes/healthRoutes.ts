import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { apiErrorRef } from '../apiSchema/apiErrorSchema.js';
import { createReadinessProbe, type ReadinessCheck } from '../health/createReadinessProbe.js';
import { fileStore } from '../storage/fileStore.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';

/** Where an orchestrator (Kubernetes, a load balancer, Docker's HEALTHCHECK) asks. */
const HEALTH_PATH = '/healthz';
const READY_PATH = '/readyz';

export interface HealthRoutesOptions {
  db: Kysely<Database>;
  /** Redis, when configured (REDIS_URL): then it must answer too. */
  redis: Redis | undefined;
  /** The stored files' folder: its store (the folder, or its S3 bucket) must be readable and writable. */
  storage: string;
  timeoutMs?: number;
}

/** Each dependency's name in the answer, and its pt-BR reason when it fails. */
const DEPENDENCIES = {
  database: 'banco de dados',
  redis: 'Redis',
  storage: 'armazenamento de arquivos',
} as const;

const PROBE_CONFIG = { public: true, probe: true } as const;
const checksSchema = {
  type: 'object',
  description: 'Cada dependência: `ok`, ou `não configurado` (Redis sem REDIS_URL).',
  additionalProperties: { type: 'string' },
} as const;

/**
 * GET /healthz: the process is up (200, nothing checked). GET /readyz: the database, Redis (when
 * configured) and the stored files' folder answer (200), else 503 with the API's error body,
 * `errors` naming each one that failed in pt-BR (never its technical cause, which goes to the
 * server's log). Public (a probe has no session), never written to the request log (probes every
 * few seconds would bury the operators' requests), and cheap under a flood: one check run at a
 * time, its result reused for a second.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, redis, storage, timeoutMs = 2000 }: HealthRoutesOptions,
): Promise<void> {
  const checks: Record<string, ReadinessCheck> = {
    database: () => sql`select 1`.execute(db),
    // The folder's store: the folder itself (readable and writable) or its S3 bucket (an object written and read back).
    storage: () => fileStore(storage).check(),
  };
  if (redis)
    checks.redis = async () => {
      // Still connecting (the first probe after a start, or a reconnect): wait for it within the deadline.
      if (redis.status !== 'ready') await once(redis, 'ready', { signal: AbortSignal.timeout(timeoutMs) });
      await redis.ping();
    };
  const probe = createReadinessProbe(checks, {
    timeoutMs,
    failure: (name) => `${DEPENDENCIES[name as keyof typeof DEPENDENCIES]} indisponível`,
    warn: (message) => app.log.warn(message),
  });

  app.get(
    HEALTH_PATH,
    {
      schema: {
        operationId: 'getHealth',
        summary: 'O processo está no ar',
        description: 'Responde 200 enquanto o processo da API roda; não consulta nada.',
        tags: ['Operação'],
        response: {
          200: {
            description: 'No ar.',
            type: 'object',
            properties: { status: { type: 'string', const: 'ok' } },
            required: ['status'],
          },
        },
      },
      config: PROBE_CONFIG,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    },
  );

  app.get(
    READY_PATH,
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'A API pode atender',
        description:
          'Consulta o banco de dados, o Redis (quando REDIS_URL está definido) e a pasta dos arquivos armazenados. 200 quando todos respondem; 503 dizendo qual falhou.',
        tags: ['Operação'],
        response: {
          200: {
            description: 'Pronta: todas as dependências responderam.',
            type: 'object',
            properties: { status: { type: 'string', const: 'ok' }, checks: checksSchema },
            required: ['status', 'checks'],
          },
          503: { ...apiErrorRef, description: 'Não está pronta: `errors` diz qual dependência falhou.' },
        },
      },
      config: PROBE_CONFIG,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await probe();
      const failed = Object.entries(found).filter((e): e is [string, string] => e[1] !== null);
      if (failed.length)
        return reply.status(503).send({
          message: apiMessages.notReady(failed.map(([, why]) => why).join('; ')),
          errors: Object.fromEntries(failed),
        });
      const checks: Record<string, string> = Object.fromEntries(Object.keys(found).map((name) => [name, 'ok']));
      if (!redis) checks.redis = 'não configurado';
      return { status: 'ok', checks };
    },
  );
}

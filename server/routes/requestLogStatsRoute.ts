import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { readListQuery } from '../crud/readListQuery.js';
import { COUNT_CAP, countMatches } from '../crud/countMatches.js';
import { statusClassIs } from '../crud/statusClassIs.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { listQuerySchema } from '../apiSchema/listQuerySchema.js';
import { listValidation } from '../apiSchema/crudSchemas.js';

export interface RequestLogStatsOptions {
  db: Kysely<Database>;
}

const classes = {
  total: sql`true`,
  success: statusClassIs(sql.ref('response_status'), 2),
  client_error: statusClassIs(sql.ref('response_status'), 4),
  server_error: statusClassIs(sql.ref('response_status'), 5),
} satisfies Record<string, RawBuilder<unknown>>;

type StatKey = keyof typeof classes;

const STAT_KEYS = Object.keys(classes) as StatKey[];
const CAP = COUNT_CAP.toLocaleString('pt-BR');
const labels: Record<StatKey, string> = {
  total: 'Todas as requisições',
  success: 'Respondidas com 2xx (sucesso)',
  client_error: 'Respondidas com 4xx (erro do cliente)',
  server_error: 'Respondidas com 5xx (erro do servidor)',
};
const statsOf = (type: 'integer' | 'boolean', what: (key: StatKey) => string) => ({
  type: 'object',
  properties: Object.fromEntries(STAT_KEYS.map((key) => [key, { type, description: what(key) }])),
  required: STAT_KEYS,
});

/** The stats' query (the list's filters, no paging) and answer. */
const statsSchema = (d: ServedDescriptor) => ({
  operationId: 'getRequestLogStats',
  summary: `Contadores — ${d.title}`,
  description: `Os cartões da lista para os seus filtros atuais (os mesmos parâmetros da lista, sem paginação nem ordem; tz como na lista): total, 2xx, 4xx e 5xx. Cada contagem para em ${CAP} (\`capped\`: "mais de ${CAP}"); muito acima disso, é a estimativa do banco.`,
  querystring: listQuerySchema(d, false, false),
  response: {
    200: {
      type: 'object',
      description: 'As contagens e, para cada uma, se parou no limite.',
      properties: {
        data: statsOf('integer', (key) => `${labels[key]}, no máximo ${CAP}.`),
        capped: statsOf('boolean', (key) => `${labels[key]}: true se são mais de ${CAP}.`),
      },
      required: ['data', 'capped'],
    },
  },
});

/**
 * GET `entityPaths.requestLogStats` (schemas/api/endpoints.json: the request logs' endpoint + `/stats`,
 * /requests/v1/request-logs/stats) → `{ data: { total, success, client_error, server_error },
 * capped: {...} }`: the stat cards of 'Logs de Requisições' for the list's current filters. Each
 * count stops at 10,000 (`capped` true: 'mais de 10.000'), or is the planner's estimate when that
 * is far above it, so a million rows cost no full count. The list's filters are its entity's
 * (guarded by its read permission); not served when the app does not serve that entity.
 */
export async function requestLogStatsRoute(app: FastifyInstance, { db }: RequestLogStatsOptions): Promise<void> {
  const route = app.apiRoutes.of.requestLogStats;
  if (!route?.descriptor.server) return;
  const d = route.descriptor as ServedDescriptor;
  const config = { permission: `${d.key}:read`, validation: listValidation(d) };
  app.get(route.url, { schema: statsSchema(d), config }, async (request) => {
    const q = await readListQuery(db, d, request.query as Record<string, unknown>);
    const counts = await Promise.all(
      STAT_KEYS.map(async (key) => {
        const count = await countMatches(
          db,
          sql`request_logs`,
          sql`where ${sql.join([...q.where, classes[key]], sql` and `)}`,
          q.estimable,
        );
        return [key, count.capped ? COUNT_CAP + 1 : count.total] as const;
      }),
    );
    const data = Object.fromEntries(counts.map(([k, n]) => [k, Math.min(n, COUNT_CAP)])) as Record<StatKey, number>;
    const capped = Object.fromEntries(counts.map(([k, n]) => [k, n > COUNT_CAP])) as Record<StatKey, boolean>;
    return { data, capped };
  });
}

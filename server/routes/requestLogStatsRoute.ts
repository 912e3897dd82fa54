import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { readListQuery } from '../crud/readListQuery.js';
import { COUNT_CAP, countMatches } from '../crud/countMatches.js';
import { statusClassIs } from '../crud/statusClassIs.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';

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
  app.get(route.url, { config: { permission: `${d.key}:read` } }, async (request) => {
    const q = await readListQuery(db, d, request.query as Record<string, unknown>);
    const counts = await Promise.all(
      (Object.keys(classes) as StatKey[]).map(async (key) => {
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

import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { readPaging } from '../http/readPaging.js';
import { describeErasureCounts, ERASURE_CHANNEL_LABELS } from '../erasure/describeErasureCounts.js';

const receipt = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    erasedAt: { type: 'string', format: 'date-time' },
    channel: { type: 'string', enum: ['console', 'batch', 'public'] },
    channelLabel: { type: 'string' },
    people: { type: 'integer' },
    counts: { type: 'object', additionalProperties: { type: 'integer' } },
    files: { type: 'integer' },
    filesPending: { type: 'integer' },
    summary: { type: 'string' },
  },
} as const;

/**
 * GET `entityPaths.erasureReceipts` (schemas/api/endpoints.json: the erasure receipts' own endpoint,
 * /admin/v1/erasure-receipt)?page=1&per_page=20 → `{ items, total, page, per_page }`, guarded by
 * that entity's read permission (administrators by default), read-only: the receipts of erasures of people (newest first), without
 * personal data — when, the channel ('console', 'batch' or 'public'), rows removed or unlinked
 * per table (and that as one pt-BR line, `summary`), files listed for removal and how many of
 * those are still waiting (a failed or interrupted removal; they go at the next start). The
 * console lists them from the entity's descriptor (schemas/erasure-receipt.json), which has no
 * generated routes. Not served when the app has no such descriptor.
 */
export async function erasureReceiptsRoute(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const route = app.apiRoutes.of.erasureReceipts;
  if (!route) return;
  app.get(
    route.url,
    {
      config: { permission: `${route.descriptor.key}:read` },
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              items: { type: 'array', items: receipt },
              total: { type: 'integer' },
              page: { type: 'integer' },
              per_page: { type: 'integer' },
            },
          },
        },
      },
    },
    async (request) => {
      const { page, perPage } = readPaging(request.query, { perPage: 20, maxPerPage: 100 });
      const rows = await db
        .selectFrom('erasure_receipts as r')
        .select(['r.id', 'r.erased_at', 'r.channel', 'r.people', 'r.counts', 'r.files'])
        .select(
          sql<number>`(select count(*)::int from pending_file_deletions p where p.receipt_id = r.id)`.as('pending'),
        )
        .orderBy('r.erased_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      const { total } = await db
        .selectFrom('erasure_receipts')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const items = rows.map((r) => ({
        id: r.id,
        erasedAt: r.erased_at.toISOString(),
        channel: r.channel,
        channelLabel: ERASURE_CHANNEL_LABELS[r.channel] ?? r.channel,
        people: r.people,
        counts: r.counts,
        files: r.files,
        filesPending: Number(r.pending),
        summary: describeErasureCounts(r.counts as Record<string, number>),
      }));
      return { items, total: Number(total), page, per_page: perPage };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { PAGE_SIZES } from '../../src/core/descriptors/Descriptor.js';
import { pagingMessages, pagingQuery, type PagingQuery } from '../apiSchema/pagingQuery.js';
import { describeErasureCounts, ERASURE_CHANNEL_LABELS } from '../erasure/describeErasureCounts.js';

const receipt = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    erasedAt: { type: 'string', format: 'date-time', description: 'Quando a eliminação foi feita.' },
    channel: {
      type: 'string',
      enum: ['console', 'batch', 'public'],
      description:
        "'console': um registro excluído no console; 'batch': exclusão em lote; 'public': o próprio titular (Excluir cadastro).",
    },
    channelLabel: { type: 'string', description: 'O canal em pt-BR.' },
    people: { type: 'integer', description: 'Titulares eliminados.' },
    counts: {
      type: 'object',
      description: 'Tabela → linhas removidas ou desvinculadas.',
      additionalProperties: { type: 'integer' },
    },
    files: { type: 'integer', description: 'Arquivos listados para remoção.' },
    filesPending: { type: 'integer', description: 'Desses, quantos ainda aguardam remoção (saem no próximo início).' },
    summary: { type: 'string', description: 'O que foi eliminado, em uma linha (pt-BR).' },
  },
  required: ['id', 'erasedAt', 'channel', 'channelLabel', 'people', 'counts', 'files', 'filesPending', 'summary'],
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
  // 20 receipts by default; up to the largest page size the console's list offers (its descriptor's pageSizes).
  const paging = { perPage: 20, maxPerPage: Math.max(...PAGE_SIZES[route.descriptor.list.pageSizes]) };
  app.get<{ Querystring: PagingQuery }>(
    route.url,
    {
      config: { permission: `${route.descriptor.key}:read`, validation: { fields: pagingMessages(paging) } },
      schema: {
        operationId: 'listErasureReceipts',
        summary: 'Listar comprovantes de eliminação',
        description:
          'Comprovantes das eliminações de titulares, do mais recente ao mais antigo, sem dados pessoais: quando, por qual canal, o que foi removido em cada tabela e quantos arquivos ainda aguardam remoção.',
        querystring: { type: 'object', properties: pagingQuery(paging) },
        response: {
          200: {
            type: 'object',
            properties: {
              items: { type: 'array', items: receipt },
              total: { type: 'integer' },
              page: { type: 'integer' },
              per_page: { type: 'integer' },
            },
            required: ['items', 'total', 'page', 'per_page'],
          },
        },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
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

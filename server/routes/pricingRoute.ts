import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { pagingMessages, pagingQuery, type PagingQuery } from '../apiSchema/pagingQuery.js';

/** The permission resource of the price list (`prices:read`, schemas/roles.json): a screen, not an entity. */
export const PRICES_RESOURCE = 'prices';

/** The top tier's key (spec 3: 'None'): prices above the largest bound. */
const TOP_TIER = 'None';

/** The price list's page size: 10 services by default (spec 9), up to 1000. */
const PAGING = { perPage: 10, maxPerPage: 1000 };

const pricingSchema = {
  operationId: 'listPrices',
  summary: 'Lista de preços',
  description:
    'Preço (R$) de cada serviço por faixa de volume, serviços em ordem alfabética, paginados. Dentro de um serviço, as faixas vêm em ordem crescente do limite superior (a chave é o limite: "Até 1000"), e a faixa do topo, "None" ("Acima de 500.000"), por último.',
  tags: ['Financeiro'],
  querystring: { type: 'object', properties: pagingQuery(PAGING) },
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          description: 'Serviço → faixa → preço.',
          additionalProperties: {
            type: 'object',
            description: 'Faixa (limite superior, ou "None" para a do topo) → preço em R$.',
            additionalProperties: { type: 'number' },
          },
        },
        total: { type: 'integer', description: 'Número de serviços.' },
        pages: { type: 'integer', description: 'Número de páginas (no mínimo 1).' },
        page: { type: 'integer' },
        per_page: { type: 'integer' },
      },
      required: ['data', 'total', 'pages', 'page', 'per_page'],
    },
  },
} as const;

/**
 * GET `paths.pricing` (schemas/api/endpoints.json; spec 7: /services/v1/pricing)?per_page=10&page=1 → `{ data: { service: { tier: price } }, total,
 * pages, page, per_page }` (spec 2.12, 3): services by name, paged; within a service, tiers in
 * ascending order of their upper bound, the top tier ('None') last; prices as numbers (BRL).
 */
export async function pricingRoute(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Querystring: PagingQuery }>(
    app.apiRoutes.paths.pricing,
    {
      schema: pricingSchema,
      config: { permission: `${PRICES_RESOURCE}:read`, validation: { fields: pagingMessages(PAGING) } },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const services = await db.selectFrom('prices').select('service').distinct().orderBy('service').execute();
      const shown = services.slice((page - 1) * perPage, page * perPage).map((s) => s.service);
      const rows = shown.length
        ? await db.selectFrom('prices').select(['service', 'tier_max', 'price']).where('service', 'in', shown).execute()
        : [];
      const data: Record<string, Record<string, number>> = {};
      for (const service of shown) {
        const tiers = rows
          .filter((r) => r.service === service)
          .sort((a, b) => (a.tier_max ?? Infinity) - (b.tier_max ?? Infinity));
        // Integer-like keys keep ascending order in JSON objects; 'None' (a string key) comes after them.
        data[service] = Object.fromEntries(
          tiers.map((t) => [t.tier_max === null ? TOP_TIER : String(t.tier_max), Number(t.price)]),
        );
      }
      return {
        data,
        total: services.length,
        pages: Math.max(1, Math.ceil(services.length / perPage)),
        page,
        per_page: perPage,
      };
    },
  );
}

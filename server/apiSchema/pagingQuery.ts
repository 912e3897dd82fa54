import * as apiMessages from '../../src/core/api/apiMessages.js';

/** The largest page number a list accepts. */
export const MAX_PAGE = 1_000_000;

/** A list's page size: its default and the largest one it accepts. */
export interface PagingOptions {
  perPage: number;
  maxPerPage: number;
}

/** The paging a handler receives once the querystring schema has run (defaults filled in). */
export interface PagingQuery {
  page: number;
  per_page: number;
}

/**
 * `page` and `per_page` of a list's querystring schema: whole numbers from 1, the page up to
 * {@link MAX_PAGE} (default 1), the page size up to `maxPerPage` (default `perPage`). Fastify's
 * validator turns `?page=2` into the integer 2 and fills an absent one with its default; `0`,
 * `-1`, `1.5`, `abc`, a repeated parameter or a size over the cap is a 400 with
 * {@link pagingMessages}.
 *
 * @example
 * schema: { querystring: { type: 'object', properties: pagingQuery({ perPage: 10, maxPerPage: 1000 }) } },
 * config: { validation: { fields: pagingMessages({ perPage: 10, maxPerPage: 1000 }) } },
 * // handler: const { page, per_page } = request.query as PagingQuery; // ?page=2 → { page: 2, per_page: 10 }
 */
export function pagingQuery({ perPage, maxPerPage }: PagingOptions) {
  return {
    page: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_PAGE,
      default: 1,
      description: `Página, de 1 a ${MAX_PAGE.toLocaleString('pt-BR')}.`,
    },
    per_page: {
      type: 'integer',
      minimum: 1,
      maximum: maxPerPage,
      default: perPage,
      description: `Registros por página, de 1 a ${maxPerPage.toLocaleString('pt-BR')} (padrão ${perPage}).`,
    },
  } as const;
}

/**
 * The pt-BR 400 messages of {@link pagingQuery}'s parameters, for the route's
 * `config.validation.fields`.
 *
 * @example pagingMessages({ perPage: 20, maxPerPage: 100 }).per_page // 'Parâmetro “per_page” inválido: use um número inteiro de 1 a 100.'
 */
export function pagingMessages({ maxPerPage }: PagingOptions): Record<keyof PagingQuery, string> {
  return {
    page: apiMessages.pagingInvalid('page', MAX_PAGE),
    per_page: apiMessages.pagingInvalid('per_page', maxPerPage),
  };
}

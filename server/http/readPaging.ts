/** Page and page size of a hand-written list route. */
export interface Paging {
  page: number;
  perPage: number;
}

/**
 * `page` and `per_page` of a query string: a whole number from 1 up, the page size capped at
 * `maxPerPage`; anything else (absent, 0, negative, fractional, text) takes the default. The
 * descriptor lists read theirs in parseListQuery.
 *
 * @example readPaging({ page: '2', per_page: '5000' }, { perPage: 10, maxPerPage: 1000 }) // { page: 2, perPage: 1000 }
 * @example readPaging({ page: 'x' }, { perPage: 20, maxPerPage: 100 }) // { page: 1, perPage: 20 }
 */
export function readPaging(query: unknown, defaults: { perPage: number; maxPerPage: number }): Paging {
  const q = (query ?? {}) as Record<string, unknown>;
  const clamp = (raw: unknown, fallback: number, max: number) => {
    const n = Number(raw);
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
  };
  return { page: clamp(q.page, 1, 1_000_000), perPage: clamp(q.per_page, defaults.perPage, defaults.maxPerPage) };
}

import { PAGE_SIZES } from '../descriptors/Descriptor.js';
import { DEFAULT_PER_PAGE } from '../list/listQuery.js';
import { endpoints } from '../api/endpoints.js';

/** Page sizes of the price list: the admin set (spec 9), 10 by default. */
export const PRICE_PAGE_SIZES = PAGE_SIZES.admin;

export interface PricesPaging {
  page: number;
  perPage: number;
}

/**
 * The price list's page and size from the address' query string (so a reload keeps them):
 * page 1 and 10 per page unless valid others are given (spec 9).
 *
 * @example parsePricesSearch('?page=2&per_page=50') // { page: 2, perPage: 50 }
 * @example parsePricesSearch('?page=0&per_page=7')  // { page: 1, perPage: 10 }
 */
export function parsePricesSearch(search: string): PricesPaging {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const perPage = Number(params.get('per_page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: PRICE_PAGE_SIZES.includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

/**
 * The address' query string of a paging state, defaults left out ('' for page 1 of 10).
 *
 * @example toPricesSearch({ page: 3, perPage: 10 }) // 'page=3'
 */
export function toPricesSearch({ page, perPage }: PricesPaging): string {
  const params = new URLSearchParams();
  if (page !== 1) params.set('page', String(page));
  if (perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(perPage));
  return params.toString();
}

/**
 * The API address of a page (`paths.pricing` of schemas/api/endpoints.json): explicit `per_page` and
 * `page` (spec 7: per_page 10, page 1 by default).
 *
 * @example pricingUrl({ page: 1, perPage: 10 }) // '/services/v1/pricing?per_page=10&page=1'
 */
export function pricingUrl({ page, perPage }: PricesPaging): string {
  return `${endpoints.paths.pricing}?per_page=${perPage}&page=${page}`;
}

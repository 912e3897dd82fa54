import type { ClientDescriptor } from '../descriptors/Descriptor.js';
import { toApiQuery, type ListQueryState } from './listQuery.js';

/**
 * The API path a list screen reads its rows from (its data cache key too): the descriptor's
 * endpoint with the state's query. One function for the list engine and for the request the
 * page starts before React renders (src/boot.ts), so both ask for the same address.
 *
 * @example listDataPath(param, { page: 1, perPage: 10, filters: {} }) // '/admin/v1/param?page=1&per_page=10'
 */
export function listDataPath(d: ClientDescriptor, state: ListQueryState, timeZone?: string): string {
  return `${d.api.endpoint}?${toApiQuery(state, d, timeZone)}`;
}

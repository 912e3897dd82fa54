import type { ListSort } from './listQuery.js';

/**
 * The order after a click on `field`'s heading: ascending, then descending, then the default
 * order again (undefined); a click on another heading starts it ascending.
 *
 * @example nextSort(undefined, 'name') // { field: 'name', order: 'asc' }
 * @example nextSort({ field: 'name', order: 'asc' }, 'name') // { field: 'name', order: 'desc' }
 * @example nextSort({ field: 'name', order: 'desc' }, 'name') // undefined
 * @example nextSort({ field: 'name', order: 'desc' }, 'email') // { field: 'email', order: 'asc' }
 */
export function nextSort(current: ListSort | undefined, field: string): ListSort | undefined {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : undefined;
}

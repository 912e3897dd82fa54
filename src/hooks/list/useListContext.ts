import { useContext } from 'react';
import { ListContext, type ListContextValue } from './ListContext.js';

/**
 * The list a cell or a detail view is rendered in.
 *
 * @example
 * const { reload } = useListContext();
 * await api.post(...); await reload();
 */
export function useListContext(): ListContextValue {
  const list = useContext(ListContext);
  if (!list) throw new Error('useListContext precisa de um <ListView> acima.');
  return list;
}

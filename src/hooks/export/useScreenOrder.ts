import { useContext, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { parseListSearch, type ListQueryState } from '../../core/list/listQuery.js';
import { ListContext } from '../list/ListContext.js';

/**
 * The order and visible columns of the list screen around (its URL: `sort`, `order`, `cols`, read
 * by parseListSearch for the list's descriptor), for an export asked without them. Outside a list,
 * none.
 */
export function useScreenOrder(): Pick<ListQueryState, 'sort' | 'columns'> {
  const list = useContext(ListContext);
  const { search } = useLocation();
  return useMemo(() => {
    if (!list) return {};
    const { sort, columns } = parseListSearch(list.descriptor, search);
    return { ...(sort && { sort }), ...(columns && { columns }) };
  }, [list, search]);
}

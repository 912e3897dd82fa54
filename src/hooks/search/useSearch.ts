import useSWR from 'swr';
import type { SearchAnswer } from '../../core/search/SearchAnswer.js';
import { searchUrl } from '../../core/search/searchQuery.js';
import type { EndpointJson } from '../../core/api/apiTypes.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';
import { useApi } from '../api/useApi.js';
import { useDebouncedValue } from './useDebouncedValue.js';

/** How long the typing must pause before the search is sent. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * The command palette's server search for what the operator types: one `GET paths.search?q=`
 * once the typing pauses for 250 ms and the text has 2 characters or more (searchUrl). The
 * previous answer stays while the next loads; a failure is reported by `failed`, never as a
 * dialog (the palette stays usable for its screens). Not counted by the global loading overlay.
 *
 * @example const { answer, searching } = useSearch(typed);
 */
export function useSearch(typed: string) {
  const api = useApi();
  const url = searchUrl(useDebouncedValue(typed, SEARCH_DEBOUNCE_MS));
  const wanted = searchUrl(typed);
  const { data, error, isLoading } = useSWR<SearchAnswer>(
    url,
    (key: string) =>
      api.get<EndpointJson<'search', 'get'>>(key, { silent: true, fallbackMessage: consoleMessages.fetchDataFailed }),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    /** The hits of the last answer; none while nothing searchable is typed. */
    answer: wanted ? data : undefined,
    /** Typed and not answered yet (pausing, or the request in flight). */
    searching: !!wanted && (wanted !== url || isLoading),
    failed: !!wanted && !!error,
  };
}

import useSWR from 'swr';
import { isPlainObject } from '../../core/api/isPlainObject.js';
import type { RelatedCounts } from '../../core/related/relatedLinks.js';
import { apiPath } from '../api/apiPath.js';
import { useApi } from '../api/useApi.js';

/**
 * The counts of a record's related records, `GET {endpoint}/{id}/related` (entityPaths.relatedCounts
 * of schemas/api/endpoints.json), one request for all; silent (the panel shows its own error).
 * Not asked without an id (a new record).
 *
 * @example const { counts, error, loading } = useRelatedCounts(12) // counts: { fingerprint: { total: 3, capped: false }, … }
 */
export function useRelatedCounts(id: number | string | undefined) {
  const api = useApi();
  // A console whose descriptors lack the entity endpoints.json serves the counts under: no request, no panel.
  const path = id === undefined ? null : relatedCountsPath(id);
  const { data, error, isLoading } = useSWR(
    path instanceof Error ? null : path,
    (url: string) =>
      api.get(url, { silent: true }).then((body): RelatedCounts => {
        const counts = isPlainObject(body) ? body.data : undefined;
        return isPlainObject(counts) ? (counts as RelatedCounts) : {};
      }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { counts: data, error: error as unknown, loading: isLoading, unavailable: path instanceof Error };
}

function relatedCountsPath(id: number | string): string | Error {
  try {
    return apiPath('relatedCounts', id);
  } catch (e) {
    return e as Error;
  }
}

import useSWR from 'swr';
import { toFilterQuery } from '../../core/list/listQuery.js';
import {
  readRequestLogStats,
  type RequestLogStatKey,
  type RequestLogStats,
} from '../../core/requestLog/requestLogStats.js';
import { endpoints } from '../../core/api/endpoints.js';
import { useApi } from '../api/useApi.js';
import type { EndpointJson } from '../../core/api/apiTypes.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

/** What readRequestLogStats reads of the stats route's answer: each card's count, and whether it is capped. */
interface StatsAnswer {
  data: Record<RequestLogStatKey, number>;
  capped?: Partial<Record<RequestLogStatKey, boolean>>;
}

/**
 * The stat cards' counts for the list's current filters: GET the list's `endpoint` + the suffix of
 * `entityPaths.requestLogStats` (schemas/api/endpoints.json: /requests/v1/request-logs/stats)
 * ?{filters} (no paging). Keeps the previous counts while new ones load, so the cards never jump;
 * a failure leaves the counts out (the list itself reports errors).
 */
export function useRequestLogStats(endpoint: string, filters: Record<string, string>) {
  const api = useApi();
  const query = toFilterQuery(filters);
  const { data, error, isLoading } = useSWR<RequestLogStats>(
    `${endpoint}${endpoints.entityPaths.requestLogStats.path}${query && `?${query}`}`,
    (url: string) =>
      api
        .get<EndpointJson<'requestLogStats', 'get'>>(url, {
          silent: true,
          fallbackMessage: consoleMessages.fetchDataFailed,
        })
        .then((body) => readRequestLogStats(body satisfies StatsAnswer)),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { stats: data, loading: isLoading, failed: !!error && !data };
}

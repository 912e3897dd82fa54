import useSWR from 'swr';
import { normalizeEnvelope } from '../../core/api/normalizeEnvelope.js';
import { useApi } from './useApi.js';

/**
 * One record, `GET {endpoint}/{id}`, read from its envelope (`data` by default): for detail views
 * in a modal, which show their own loading and error states (no loading overlay, no dialog).
 *
 * @example const { record, error, loading } = useRecord('/requests/v1/request-logs', 7, { fallbackMessage: consoleMessages.fetchDetailsFailed });
 */
export function useRecord<T = Record<string, unknown>>(
  endpoint: string,
  id: number | string,
  options: { recordKey?: string; fallbackMessage?: string } = {},
) {
  const api = useApi();
  const { data, error, isLoading } = useSWR(
    `${endpoint}/${encodeURIComponent(String(id))}`,
    (url: string) =>
      api.get(url, { silent: true, ...(options.fallbackMessage && { fallbackMessage: options.fallbackMessage }) }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const record =
    data === undefined
      ? undefined
      : normalizeEnvelope<never, T>(data, options.recordKey ? { recordKey: options.recordKey } : {}).record;
  return { record, error: error as unknown, loading: isLoading };
}

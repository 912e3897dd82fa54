import { useContext } from 'react';
import type { ApiClient } from '../../core/api/apiClient.js';
import { ApiContext } from './ApiContext.js';

/**
 * The API client of the session: bearer token added, forced logout handled.
 *
 * @example
 * const api = useApi();
 * const body = await api.get('/admin/v1/param', { query: { page, per_page }, fallbackMessage: consoleMessages.fetchRecordsFailed });
 */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi precisa de um <AuthProvider> acima.');
  return client;
}

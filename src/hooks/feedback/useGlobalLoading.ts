import { useSyncExternalStore } from 'react';
import { useApi } from '../api/useApi.js';

/** True while at least one API request is in flight (spec 4's global loading flag). */
export function useGlobalLoading(): boolean {
  const { loading } = useApi();
  return useSyncExternalStore(loading.subscribe, loading.get, loading.get) > 0;
}

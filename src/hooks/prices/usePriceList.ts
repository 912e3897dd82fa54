import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { PricingTable } from '../../core/prices/pricingTable.js';
import { readPricingPage, type PricingPage } from '../../core/prices/readPricingPage.js';
import { parsePricesSearch, pricingUrl, toPricesSearch, type PricesPaging } from '../../core/prices/pricesQuery.js';
import { useApi } from '../api/useApi.js';
import type { EndpointJson } from '../../core/api/apiTypes.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

/** What readPricingPage reads of the price list's answer: prices by service and tier, the counts. */
interface PricingAnswer {
  data: Record<string, Record<string, number>>;
  total: number;
  pages: number;
}

/** Before the first answer: no services, no tiers. */
const NO_TABLE: PricingTable = { tiers: [], rows: [] };

export interface PriceList {
  paging: PricesPaging;
  table: PricingTable;
  /** Services in all pages. */
  total: number;
  pages: number;
  /** True until the first answer of the current page (a page change keeps the previous rows meanwhile). */
  loading: boolean;
  error: unknown;
  setPage(page: number): void;
  setPerPage(perPage: number): void;
  reload(): Promise<unknown>;
}

/**
 * The price list's data (spec 2.12, 7): `GET /services/v1/pricing?per_page=&page=`, page and size
 * kept in the address (page 1 of 10 by default; a new size goes back to page 1). A failure shows
 * the error dialog (`consoleMessages.fetchDataFailed` unless the server says more) and is returned for the
 * screen's own error state.
 */
export function usePriceList(): PriceList {
  const api = useApi();
  const { showError } = useUiFeedback();
  const location = useLocation();
  const navigate = useNavigate();
  const paging = useMemo(() => parsePricesSearch(location.search), [location.search]);
  const { data, error, isLoading, mutate } = useSWR<PricingPage>(
    pricingUrl(paging),
    (url: string) =>
      api
        .get<EndpointJson<'pricing', 'get'>>(url, { fallbackMessage: consoleMessages.fetchDataFailed })
        .then((body) => readPricingPage(body satisfies PricingAnswer)),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  useEffect(() => {
    if (error) showError(error, consoleMessages.fetchDataFailed);
  }, [error, showError]);

  const table = data?.table ?? NO_TABLE;

  const go = useCallback(
    (next: PricesPaging) => {
      const qs = toPricesSearch(next);
      // The console's declarative router (ConsoleRouter) navigates at once: no promise to wait for.
      void navigate({ pathname: location.pathname, search: qs ? `?${qs}` : '' });
    },
    [navigate, location.pathname],
  );
  const setPage = useCallback(
    (page: number) => go({ ...paging, page: Math.max(1, Math.trunc(page) || 1) }),
    [go, paging],
  );
  const setPerPage = useCallback((perPage: number) => go({ page: 1, perPage }), [go]);

  return {
    paging,
    table,
    total: data === undefined ? 0 : data.total,
    pages: data === undefined ? 0 : Math.max(data.pages, 1),
    loading: isLoading,
    error: error as unknown,
    setPage,
    setPerPage,
    reload: () => mutate(),
  };
}

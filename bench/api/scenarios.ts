/** One kind of request the API benchmark sends. */
export interface ApiScenario {
  key: string;
  label: string;
  method: 'GET' | 'POST';
  /** Path and query; `{id}` becomes a request-log id that exists (rotating). */
  path: string;
  body?: () => string;
  /** Part of the "50-row page with any filter" latency budget. */
  filterPage?: boolean;
  /** The deep page (OFFSET 500,000): its own latency budget. */
  deepPage?: boolean;
  /** The bare peer answers it too (same SQL), so ours ÷ bare is reported. */
  peer: boolean;
}

const LOGS = '/requests/v1/request-logs';

/** Whether a scenario's latency at one connection is measured (it has a p99 budget). */
export const measuresLatency = (s: ApiScenario) => !!(s.filterPage || s.deepPage);

let created = 0;
/** A valid device configuration, different each time (the create path validates it). */
function deviceConfigBody(): string {
  created += 1;
  return JSON.stringify({
    deviceType: created % 2 ? 'android' : 'ios',
    serviceType: created % 3 ? 'liveness' : 'finger',
    deviceModels: [`Bench ${created}`, 'SM-A155M'],
    zoom: 1.5,
    fps: 30,
    exposure: -1,
    showButtonInfo: 'false',
  });
}

/**
 * The request-log list as operators use it (spec 2.6, page sizes 10–1000), each filter type with
 * a value an operator would type — a common one and, for text, a rare one too — a deep page,
 * one record and a validated create.
 */
export const API_SCENARIOS: ApiScenario[] = [
  {
    key: 'list-50',
    label: 'lista, 50 linhas',
    method: 'GET',
    path: `${LOGS}?page=1&per_page=50`,
    filterPage: true,
    peer: true,
  },
  {
    // A heading clicked: the request log by duration, slowest first (index request_logs_duration_ms_sort_idx).
    key: 'list-50-sorted',
    label: 'lista, 50 linhas, ordenada por duração desc',
    method: 'GET',
    path: `${LOGS}?page=1&per_page=50&sort=duration_ms&order=desc`,
    filterPage: true,
    peer: false,
  },
  {
    key: 'filter-status-sorted',
    label: 'filtro status 5xx, ordenado por data asc',
    method: 'GET',
    path: `${LOGS}?page=1&per_page=50&status=5xx&sort=created_at&order=asc`,
    filterPage: true,
    peer: false,
  },
  { key: 'list-1000', label: 'lista, 1000 linhas', method: 'GET', path: `${LOGS}?page=1&per_page=1000`, peer: true },
  {
    key: 'filter-status',
    label: 'filtro status 5xx',
    method: 'GET',
    path: `${LOGS}?page=1&per_page=50&status=5xx`,
    filterPage: true,
    peer: true,
  },
  {
    key: 'filter-method',
    label: 'filtro método DELETE',
    method: 'GET',
    path: `${LOGS}?page=1&per_page=50&method=DELETE`,
    filterPage: true,
    peer: true,
  },
  {
    key: 'filter-endpoint',
    label: "filtro endpoint 'serpro'",
    method: 'GET',
    path: `${LOGS}?page=1&per_page=50&path=serpro`,
    filterPage: true,
    peer: true,
  },
  {
    key: 'filter-endpoint-rare',
    label: "filtro endpoint '/person/v1/12'",
    method: 'GET',
    path: `${LOGS}?page=1&per_page=50&path=%2Fperson%2Fv1%2F12`,
    filterPage: true,
    peer: true,
  },
  {
    key: 'filter-body',
    label: "filtro body 'Polegar'",
    method: 'GET',
    path: `${LOGS}?page=1&per_page=50&body=Polegar`,
    filterPage: true,
    peer: true,
  },
  {
    key: 'filter-body-rare',
    label: "filtro body '529.982'",
    method: 'GET',
    path: `${LOGS}?page=1&per_page=50&body=529.982`,
    filterPage: true,
    peer: true,
  },
  {
    key: 'deep-page',
    label: 'página 10.000 (50 linhas)',
    method: 'GET',
    path: `${LOGS}?page=10000&per_page=50`,
    deepPage: true,
    peer: true,
  },
  { key: 'get-one', label: 'um registro', method: 'GET', path: `${LOGS}/{id}`, peer: true },
  {
    key: 'create',
    label: 'criar (com validação)',
    method: 'POST',
    path: '/admin/v1/device-config',
    body: deviceConfigBody,
    peer: true,
  },
];

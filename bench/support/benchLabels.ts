/**
 * English names of the benchmark's API scenarios, for docs/performance.md and the budgets. The
 * benchmark labels them in pt-BR for its progress lines (bench/api/scenarios.ts); a scenario
 * without an English name here stops the run with a message naming it.
 */

/** English names of the API scenarios (bench/api/scenarios.ts labels them in pt-BR for the console output). */
const SCENARIO_NAMES: Record<string, string> = {
  'list-50': 'list, 50 rows',
  'list-50-sorted': 'list, 50 rows, sorted by duration desc',
  'filter-status-sorted': 'filter status 5xx, sorted by date asc',
  'list-1000': 'list, 1000 rows',
  'filter-status': 'filter status 5xx',
  'filter-method': 'filter method DELETE',
  'filter-endpoint': "filter endpoint 'serpro'",
  'filter-endpoint-rare': "filter endpoint '/person/v1/12'",
  'filter-body': "filter body 'Polegar'",
  'filter-body-rare': "filter body '529.982'",
  'deep-page': 'page 10,000 (50 rows)',
  'get-one': 'one record',
  create: 'create (with validation)',
};

export const scenarioName = (key: string) => {
  const name = SCENARIO_NAMES[key];
  if (!name) throw new Error(`benchLabels: no English name for scenario '${key}' (add it to SCENARIO_NAMES)`);
  return name;
};

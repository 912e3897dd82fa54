/**
 * English names of the benchmark's scenarios and budgets, for docs/performance.md. The benchmark
 * labels them in pt-BR for its console output (bench/api/scenarios.ts, bench/support/budgets.ts);
 * a label without an English name here stops the tables writer with a message naming it.
 */
import { API_SCENARIOS } from '../api/scenarios.js';

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
const scenarioByLabel = (label: string) => {
  const scenario = API_SCENARIOS.find((s) => s.label === label);
  if (!scenario) throw new Error(`benchLabels: unknown scenario label '${label}'`);
  return scenarioName(scenario.key);
};

/** bench/support/budgets.ts names its budgets in pt-BR; each pattern gives the English name. */
const BUDGET_NAMES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^JS gzip, rota de login$/, () => 'JS gzip, sign-in route'],
  [/^JS gzip, tela mais pesada \((.+)\)$/, (m) => `JS gzip, heaviest screen (${m[1]})`],
  [
    /^JS gzip da lista de requisições: react-admin \((.+)\) ÷ nosso \((.+)\)$/,
    (m) => `JS gzip of the request-log list: react-admin (${m[1]}) ÷ ours (${m[2]})`,
  ],
  [/^Itens por página 10 → 1000: Event Timing$/, () => 'Page size 10 → 1000: Event Timing'],
  [
    /^Itens por página 10 → 1000: maior quadro até exibir as 1000 linhas \((.+)\)$/,
    (m) => `Page size 10 → 1000: longest frame until the 1000 rows show (${m[1]})`,
  ],
  [/^Aplicar filtro \('Pesquisar'\): Event Timing$/, () => "Apply a filter ('Pesquisar'): Event Timing"],
  [/^Aplicar filtro: maior quadro até exibir \(LoAF\)$/, () => 'Apply a filter: longest frame until shown (LoAF)'],
  [
    /^Abrir o maior formulário \((\S+), (\d+) campos\): clique → campos na tela$/,
    (m) => `Open the largest form (${m[1]}, ${m[2]} fields): click → fields on screen`,
  ],
  [
    /^Digitar no maior formulário: Event Timing por tecla \(pior\)$/,
    () => 'Typing in the largest form: Event Timing per key (worst)',
  ],
  [
    /^Primeira validação do maior formulário \(pré-compilada, como o console a carrega\)$/,
    () => 'First validation of the largest form (precompiled, as the console loads it)',
  ],
  [/^p99 (\w+), (.+)$/, (m) => `p99 ${m[1]}, ${scenarioByLabel(m[2]!)}`],
  [/^Custo do log de requisições, (.+)$/, (m) => `Request-log cost, ${scenarioByLabel(m[1]!)}`],
  [
    /^Lista ÷ par mínimo \(node:http \+ pg\), (.+)$/,
    (m) => `Ours ÷ bare peer (node:http + pg), ${scenarioByLabel(m[1]!)}`,
  ],
];

export function budgetName(budget: string): string {
  for (const [pattern, name] of BUDGET_NAMES) {
    const m = pattern.exec(budget);
    if (m) return name(m);
  }
  throw new Error(`benchLabels: no English name for budget '${budget}' (add it to BUDGET_NAMES)`);
}

import type { ApiFigures } from '../api/measureApi.js';
import { API_SCENARIOS } from '../api/scenarios.js';
import type { ConsoleResults } from '../console/runConsoleBench.js';

/** One budget of issue 7, checked against a measured figure. */
export interface BudgetLine {
  budget: string;
  measured: string;
  limit: string;
  pass: boolean;
}

const KiB = 1024;
const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB`;
const ms = (n: number) => (n === 0 ? '< 16 ms' : `${n.toFixed(1)} ms`);

/** Budgets of the console (JS size, peer ratio, interactions, validation). */
export function consoleBudgets(c: ConsoleResults): BudgetLine[] {
  const lines: BudgetLine[] = [];
  const ours = c.jsBytes.filter((j) => j.target === 'ours');
  const login = ours.find((j) => j.route === '/')!;
  lines.push({
    budget: 'JS gzip, rota de login',
    measured: kib(login.gzip),
    limit: '≤ 150 KiB',
    pass: login.gzip <= 150 * KiB,
  });
  const heaviest = ours.filter((j) => j.route !== '/').sort((a, b) => b.gzip - a.gzip)[0]!;
  lines.push({
    budget: `JS gzip, tela mais pesada (${heaviest.route})`,
    measured: kib(heaviest.gzip),
    limit: '≤ 250 KiB',
    pass: heaviest.gzip <= 250 * KiB,
  });
  const oursList = ours.find((j) => j.route === '/requests')!;
  const peerList = c.jsBytes.find((j) => j.target === 'react-admin')!;
  const ratio = peerList.gzip / oursList.gzip;
  lines.push({
    budget: `JS gzip da lista de requisições: react-admin (${kib(peerList.gzip)}) ÷ nosso (${kib(oursList.gzip)})`,
    measured: `${ratio.toFixed(2)}x`,
    limit: '≥ 2.5x',
    pass: ratio >= 2.5,
  });
  const size = c.pageSize.ours!;
  lines.push({
    budget: 'Itens por página 10 → 1000: Event Timing',
    measured: ms(size.event.median),
    limit: '≤ 40 ms',
    pass: size.event.median <= 40,
  });
  lines.push({
    budget: 'Itens por página 10 → 1000: maior quadro até exibir as 1000 linhas (LoAF ≥ 50 ms)',
    measured: size.frame.median ? `${size.frame.median.toFixed(0)} ms` : 'nenhum',
    limit: '≤ 40 ms',
    pass: size.frame.median <= 40,
  });
  lines.push({
    budget: "Aplicar filtro ('Pesquisar'): Event Timing",
    measured: ms(c.ours.filter.event.median),
    limit: '≤ 40 ms',
    pass: c.ours.filter.event.median <= 40,
  });
  lines.push({
    budget: 'Aplicar filtro: maior quadro até exibir (LoAF)',
    measured: c.ours.filter.frame.median ? `${c.ours.filter.frame.median.toFixed(0)} ms` : 'nenhum',
    limit: '≤ 40 ms',
    pass: c.ours.filter.frame.median <= 40,
  });
  lines.push({
    budget: `Abrir o maior formulário (${c.ours.form.key}, ${c.ours.form.fields} campos): clique → campos na tela`,
    measured: `${c.ours.formOpen.shown.median.toFixed(1)} ms`,
    limit: '≤ 50 ms',
    pass: c.ours.formOpen.shown.median <= 50,
  });
  lines.push({
    budget: 'Digitar no maior formulário: Event Timing por tecla (pior)',
    measured: ms(c.ours.typing.event.median),
    limit: '≤ 40 ms',
    pass: c.ours.typing.event.median <= 40,
  });
  lines.push({
    budget: 'Primeira validação do maior formulário (pré-compilada, como o console a carrega)',
    measured: `${c.firstValidation.console.median.toFixed(2)} ms`,
    limit: '≤ 2 ms',
    pass: c.firstValidation.console.median <= 2,
  });
  return lines;
}

/** Budgets of the API (latency per engine, peer ratio, logging cost). */
export function apiBudgets(api: ApiFigures[]): BudgetLine[] {
  const lines: BudgetLine[] = [];
  for (const a of api) {
    const limit = a.engine === 'postgres' ? 10 : 30;
    for (const s of API_SCENARIOS.filter((x) => x.filterPage)) {
      const p99 = a.p99[s.key]?.ours?.median;
      if (p99 === undefined) continue;
      lines.push({
        budget: `p99 ${a.engine}, ${s.label}`,
        measured: `${p99.toFixed(2)} ms`,
        limit: `≤ ${limit} ms`,
        pass: p99 <= limit,
      });
    }
  }
  const pg = api.find((a) => a.engine === 'postgres');
  if (pg) {
    for (const s of API_SCENARIOS) {
      const t = pg.throughput[s.key];
      if (!t?.ours || !t['ours (sem log)']) continue;
      const cost = 1 - t.ours.median / t['ours (sem log)'].median;
      lines.push({
        budget: `Custo do log de requisições, ${s.label}`,
        measured: `${(cost * 100).toFixed(1)} %`,
        limit: '≤ 5 %',
        pass: cost <= 0.05,
      });
    }
    for (const s of API_SCENARIOS.filter((x) => x.path.startsWith('/requests/v1/request-logs?'))) {
      const t = pg.throughput[s.key];
      if (!t?.ours || !t.bare) continue;
      const ratio = t.ours.median / t.bare.median;
      lines.push({
        budget: `Lista ÷ par mínimo (node:http + pg), ${s.label}`,
        measured: `${ratio.toFixed(2)}x`,
        limit: '≥ 0.9x',
        pass: ratio >= 0.9,
      });
    }
  }
  return lines;
}

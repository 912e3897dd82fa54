import type { ApiFigures } from '../api/measureApi.js';
import { API_SCENARIOS } from '../api/scenarios.js';
import type { ConsoleResults } from '../console/runConsoleBench.js';
import type { BudgetLine } from './budgets.js';
import { spreadPct, type Sample } from './stats.js';

const fmt = (s: Sample | undefined, digits = 0) =>
  s ? `${s.median.toFixed(digits)} (±${(spreadPct(s) / 2).toFixed(0)} %)` : '—';
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );

const us = (s: Sample | undefined) => (s ? s.median.toFixed(0) : '—');

/**
 * Where the API's time goes: CPU µs per request of the server process and of PostgreSQL, per
 * target, and what request logging adds to each (ours − ours without the log).
 */
export function cpuTable(a: ApiFigures): string {
  const hasPeer = a.targets.includes('bare');
  const cell = (x: { server: Sample; db?: Sample } | undefined) =>
    x ? (x.db ? `${us(x.server)} / ${us(x.db)}` : us(x.server)) : '—';
  const delta = (a1: Sample | undefined, b1: Sample | undefined) =>
    a1 && b1 ? `${a1.median - b1.median >= 0 ? '+' : ''}${(a1.median - b1.median).toFixed(0)}` : '—';
  const head = hasPeer
    ? ['cenário', 'nosso (Node / PostgreSQL)', 'nosso sem log', 'par mínimo', 'o log acrescenta (Node / PostgreSQL)']
    : ['cenário', `nosso (processo, ${a.engine} incluído)`];
  const rows = API_SCENARIOS.filter((s) => a.cpu?.[s.key]).map((s) => {
    const c = a.cpu![s.key]!;
    if (!hasPeer) return [s.label, cell(c.ours)];
    const on = c.ours;
    const off = c['ours (sem log)'];
    return [
      s.label,
      cell(on),
      cell(off),
      cell(c.bare),
      `${delta(on?.server, off?.server)} / ${delta(on?.db, off?.db)}`,
    ];
  });
  return [`### API em ${a.engine}: CPU por requisição (µs, mediana; rodadas de vazão)\n`, table(head, rows)].join('\n');
}

/** Markdown tables of a run (printed, and pasted as is into docs/performance.md). */
export function formatReport(run: { api: ApiFigures[]; console?: ConsoleResults; budgets: BudgetLine[] }): string {
  const out: string[] = [];
  out.push(
    '### Orçamentos\n',
    table(
      ['orçamento', 'medido', 'limite', ''],
      run.budgets.map((b) => [b.budget, b.measured, b.limit, b.pass ? 'PASS' : '**FAIL**']),
    ),
  );
  for (const a of run.api) {
    const hasPeer = a.targets.includes('bare');
    out.push(
      `\n### API em ${a.engine} (req/s, mediana e meia amplitude; p50/p99 com 1 conexão)\n`,
      table(
        [
          'cenário',
          'nosso',
          ...(hasPeer ? ['nosso sem log', 'par mínimo', 'nosso ÷ par', 'custo do log'] : []),
          'p50 ms',
          'p99 ms',
        ],
        API_SCENARIOS.map((s) => {
          const t = a.throughput[s.key] ?? {};
          const ratio = t.ours && t.bare ? `${(t.ours.median / t.bare.median).toFixed(2)}x` : '—';
          const cost =
            t.ours && t['ours (sem log)']
              ? `${((1 - t.ours.median / t['ours (sem log)'].median) * 100).toFixed(1)} %`
              : '—';
          return [
            s.label,
            fmt(t.ours),
            ...(hasPeer ? [fmt(t['ours (sem log)']), fmt(t.bare), ratio, cost] : []),
            fmt(a.p50[s.key]?.ours, 2),
            fmt(a.p99[s.key]?.ours, 2),
          ];
        }),
      ),
    );
    if (a.cpu && Object.keys(a.cpu).length) out.push(`\n${cpuTable(a)}`);
  }
  const pg = run.api.find((a) => a.engine === 'postgres');
  const lite = run.api.find((a) => a.engine === 'pglite');
  if (pg && lite) {
    out.push(
      '\n### PGlite ÷ PostgreSQL (nosso, req/s)\n',
      table(
        ['cenário', 'PGlite ÷ PostgreSQL'],
        API_SCENARIOS.map((s) => {
          const a = lite.throughput[s.key]?.ours;
          const b = pg.throughput[s.key]?.ours;
          return [s.label, a && b ? `${(a.median / b.median).toFixed(2)}x` : '—'];
        }),
      ),
    );
  }
  const c = run.console;
  if (c) {
    out.push(
      '\n### Console: JS por rota (cache vazio)\n',
      table(
        ['console', 'rota', 'arquivos', 'JS', 'JS gzip até exibir', 'com pré-carga ociosa'],
        c.jsBytes.map((j) => [
          j.target,
          j.route,
          String(j.files),
          `${(j.raw / 1024).toFixed(1)} KiB`,
          `${(j.gzip / 1024).toFixed(1)} KiB`,
          j.gzipAll > j.gzip ? `${(j.gzipAll / 1024).toFixed(1)} KiB` : '—',
        ]),
      ),
    );
    const names = Object.keys(c.fcp);
    out.push(
      '\n### Console: lista de requisições, nosso e react-admin (ms, mediana e meia amplitude)\n',
      table(
        ['medida', ...names, 'nosso ÷ react-admin'],
        [
          [
            'FCP (carga fria)',
            ...names.map((n) => fmt(c.fcp[n])),
            `${(c.fcp.ours!.median / c.fcp['react-admin']!.median).toFixed(2)}x`,
          ],
          [
            'LCP (carga fria)',
            ...names.map((n) => fmt(c.lcp[n])),
            `${(c.lcp.ours!.median / c.lcp['react-admin']!.median).toFixed(2)}x`,
          ],
          ['10 → 1000: Event Timing (0 = < 16 ms)', ...names.map((n) => fmt(c.pageSize[n]!.event)), '—'],
          [
            '10 → 1000: entrada → próximo quadro',
            ...names.map((n) => fmt(c.pageSize[n]!.nextFrame, 1)),
            `${(c.pageSize.ours!.nextFrame.median / c.pageSize['react-admin']!.nextFrame.median).toFixed(2)}x`,
          ],
          [
            '10 → 1000: até exibir as 1000 linhas',
            ...names.map((n) => fmt(c.pageSize[n]!.shown)),
            `${(c.pageSize.ours!.shown.median / c.pageSize['react-admin']!.shown.median).toFixed(2)}x`,
          ],
          ['10 → 1000: maior quadro (LoAF, 0 = < 50 ms)', ...names.map((n) => fmt(c.pageSize[n]!.frame)), '—'],
        ],
      ),
    );
    const o = c.ours;
    out.push(
      '\n### Console: nossas interações (ms)\n',
      table(
        ['interação', 'Event Timing (0 = < 16)', 'entrada → próximo quadro', 'até exibir', 'maior quadro (LoAF)'],
        [
          [
            "aplicar filtro 'serpro'",
            fmt(o.filter.event),
            fmt(o.filter.nextFrame, 1),
            fmt(o.filter.shown),
            fmt(o.filter.frame),
          ],
          [
            `abrir o formulário ${o.form.key} (${o.form.fields} campos)`,
            fmt(o.formOpen.event),
            fmt(o.formOpen.nextFrame, 1),
            fmt(o.formOpen.shown, 1),
            fmt(o.formOpen.frame),
          ],
          ['digitar 11 teclas (pior tecla)', fmt(o.typing.event), fmt(o.typing.nextFrame, 1), '—', fmt(o.typing.frame)],
        ],
      ),
      `\nPrimeira validação do formulário ${o.form.key} (processo frio): como o console carrega o validador (pré-compilado, caminho aquecido na carga) ${fmt(c.firstValidation.console, 2)} ms; pré-compilado usado a frio ${fmt(c.firstValidation.precompiled, 2)} ms; compilado na hora pelo Ajv ${fmt(c.firstValidation.runtime, 1)} ms.`,
    );
  }
  return out.join('\n');
}

/**
 * `npm run bench:instructions -- [scenario…] [--requests 1000] [--warmup 4000] [--log]`: how many
 * instructions our server and the bare peer execute per request, counted by valgrind's callgrind
 * on the PostgreSQL dataset after a warm-up. A count does not depend on what else the machine is
 * doing, so ours ÷ bare here repeats run after run where req/s on a shared machine does not; it
 * says how much work each request is, not how fast the CPU does it (cache misses, the kernel and
 * PostgreSQL are not in it). Needs valgrind (Debian's `valgrind`); ~1.5 min per scenario and server.
 *
 * The main thread is what a request costs; the other threads (V8's background compilers and
 * concurrent GC) are shown apart, since a warm-up under valgrind never quite ends their work.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDataset, FULL, resetDataset } from './support/datasets.js';
import { signIn, startBare, startOurs } from './api/measureApi.js';
import { runLoad } from './api/runLoad.js';
import { API_SCENARIOS } from './api/scenarios.js';
import { callgrindTotals, type CallgrindTotals } from './support/callgrindTotals.js';
import type { Service } from './support/startService.js';

const root = resolve(import.meta.dirname, '..');
const dir = join(root, 'bench', 'results', 'callgrind');
// valgrind names its control pipe after USER and HOST; callgrind_control must see the same ones.
const names = { USER: process.env.USER || 'bench', HOST: '127.0.0.1' };

function valgrind(name: string): string[] {
  return [
    'valgrind',
    '--tool=callgrind',
    '--separate-threads=yes',
    '--instr-atstart=no',
    `--vgdb-prefix=${join(dir, 'vgdb')}`,
    `--callgrind-out-file=${join(dir, name)}.%p`,
  ];
}

function control(pid: number, ...args: string[]): void {
  execFileSync('callgrind_control', [`--vgdb-prefix=${join(dir, 'vgdb')}`, ...args, String(pid)], {
    env: { ...process.env, ...names },
    stdio: 'ignore',
  });
}

/**
 * The instructions of `amount` requests of one scenario, counted alone: the server's one dump.
 * Each count gets a server of its own (callgrind's totals go wrong once instrumentation is turned
 * off and on again in one process).
 */
async function count(
  s: Service,
  name: string,
  load: (amount: number) => Promise<unknown>,
  amount: number,
): Promise<CallgrindTotals> {
  const pid = s.child.pid!;
  control(pid, '--instr=on');
  await load(amount);
  control(pid, '--dump');
  const prefix = `${name}.${pid}.1-`;
  return callgrindTotals(
    readdirSync(dir)
      .filter((f) => f.startsWith(prefix))
      .map((f) => ({ name: f, text: readFileSync(join(dir, f), 'utf8') })),
  );
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      requests: { type: 'string', default: '1000' },
      warmup: { type: 'string', default: '4000' },
      log: { type: 'boolean', default: false },
    },
  });
  const scenarios = positionals.length
    ? API_SCENARIOS.filter((s) => positionals.includes(s.key))
    : API_SCENARIOS.filter((s) => s.peer);
  const unknown = positionals.filter((p) => !API_SCENARIOS.some((s) => s.key === p));
  if (unknown.length)
    throw new Error(
      `Cenário desconhecido: ${unknown.join(', ')}. Use um de: ${API_SCENARIOS.map((s) => s.key).join(', ')}`,
    );
  const requests = Number(values.requests);
  const warmup = Number(values.warmup);
  try {
    execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('valgrind não encontrado: instale o pacote valgrind (apt-get install valgrind).');
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dataset = await ensureDataset('postgres', FULL, console.log);
  await resetDataset(dataset);
  const targets: { name: string; start: () => Promise<Service> }[] = [
    { name: 'ours', start: () => startOurs(dataset, '0', false, [], names, valgrind('ours')) },
    ...(values.log
      ? [{ name: 'ours-log', start: () => startOurs(dataset, '0', true, [], names, valgrind('ours-log')) }]
      : []),
    { name: 'bare', start: () => startBare(dataset, '0', names, valgrind('bare')) },
  ];
  const figures: Record<string, Record<string, { main: number; others: number }>> = {};
  let authorization = '';
  console.log(`\nInstruções por requisição (callgrind; ${warmup} de aquecimento, ${requests} contadas, 10 conexões)\n`);
  console.log(
    `| cenário | nosso${values.log ? ' | nosso com log' : ''} | par mínimo | nosso ÷ par | outras threads (nosso / par) |`,
  );
  console.log(`|---|---|${values.log ? '---|' : ''}---|---|---|`);
  for (const s of scenarios) {
    const row: Record<string, { main: number; others: number }> = {};
    for (const t of targets) {
      const service = await t.start();
      try {
        authorization ||= await signIn(service.url);
        const load = async (amount: number) => {
          const r = await runLoad(s, {
            url: service.url,
            authorization,
            connections: 10,
            durationSec: 0,
            amount,
            maxId: dataset.baseline.requestLogs,
          });
          // A count of error answers would measure the wrong work.
          if (r.failures)
            throw new Error(`${s.key} em ${t.name}: ${r.failures} falha(s) (${r.firstFailure}); a contagem não vale.`);
        };
        await load(warmup);
        const totals = await count(service, t.name, load, requests);
        row[t.name] = { main: totals.main / requests, others: totals.others / requests };
      } finally {
        await service.stop();
      }
    }
    figures[s.key] = row;
    const m = (n: number) => `${(n / 1e6).toFixed(2)} M`;
    console.log(
      `| ${s.label} | ${m(row.ours!.main)}${values.log ? ` | ${m(row['ours-log']!.main)}` : ''} | ${m(row.bare!.main)} | ${(row.ours!.main / row.bare!.main).toFixed(2)}x | ${m(row.ours!.others)} / ${m(row.bare!.others)} |`,
    );
  }
  writeFileSync(
    join(root, 'bench', 'results', 'instructions.json'),
    `${JSON.stringify({ date: new Date().toISOString(), requests, warmup, figures }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

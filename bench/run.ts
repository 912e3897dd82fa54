/**
 * `npm run bench`: measures the API and the console against peers in the same run and checks
 * the budgets (bench/support/budgets.ts), each printed PASS or FAIL. Prints the run's tables; a
 * full run then writes bench/results/latest.json and the same tables into docs/performance.md
 * (one renderer: renderPerformanceTables.ts); a partial one (--only, --engines, --size small,
 * --scenarios) writes bench/results/partial.json and leaves both alone. Timings are
 * ratios against a peer measured side by side, medians of several runs with their spread.
 *
 * Cores: this process (load generator, browser) runs on CPU 1, the servers on CPU 0.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cpus } from 'node:os';
import { ensureDataset } from './support/datasets.js';
import { benchUsage, parseBenchArgs } from './support/parseBenchArgs.js';
import { measureApi, type ApiFigures } from './api/measureApi.js';
import { runConsoleBench, type ConsoleResults } from './console/runConsoleBench.js';
import { measureHostSpeed } from './support/hostSpeed.js';
import { apiBudgets, consoleBudgets, wallTimeBudget } from './support/budgets.js';
import { renderPerformanceTables, type BenchResults } from './support/renderPerformanceTables.js';
import { writePerformanceTables } from './support/writePerformanceTables.js';

const root = resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  let args;
  try {
    args = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${benchUsage}`);
    process.exit(2);
  }
  if (args.help) return console.log(benchUsage);
  const started = Date.now();
  // Each progress line carries the run's elapsed time (mm:ss): where the wall time goes.
  const log = (line: string) => {
    const s = Math.round((Date.now() - started) / 1000);
    console.log(`[${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}] ${line}`);
  };
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const serverCpu = '0';
  const speedAtStart = measureHostSpeed();
  log(
    `Benchmark: base ${args.size.name}, motores ${args.engines.join(', ')}, ${args.reps} repetições, ${cpus().length} núcleos (servidores na CPU ${serverCpu}, carga e navegador na CPU 1)`,
  );

  const api: ApiFigures[] = [];
  if (args.parts.includes('api')) {
    for (const engine of args.engines) {
      const dataset = await ensureDataset(engine, args.size, log);
      log(`API em ${engine}:`);
      api.push(
        await measureApi(dataset, {
          reps: args.reps,
          durationSec: args.durationSec,
          connections: args.connections,
          serverCpu,
          scenarios: args.scenarios,
          log,
        }),
      );
    }
  }

  let consoleResults: ConsoleResults | undefined;
  if (args.parts.includes('console')) {
    const engine = args.engines.includes('postgres') ? 'postgres' : args.engines[0]!;
    log(`Console (API em ${engine}):`);
    consoleResults = await runConsoleBench(await ensureDataset(engine, args.size, log), {
      reps: args.reps,
      serverCpu,
      log,
    });
  }

  const minutes = (Date.now() - started) / 60_000;
  const hostSpeedMs = { start: speedAtStart, end: measureHostSpeed() };
  // Only a full run (every part, both engines, full data, every scenario) is the benchmark of
  // record: it alone is checked for wall time and written to latest.json and docs/performance.md.
  const full = args.parts.length === 2 && args.engines.length === 2 && args.size.name === 'full' && !args.scenarios;
  const budgets = [
    ...(consoleResults ? consoleBudgets(consoleResults) : []),
    ...apiBudgets(api),
    ...(full ? [wallTimeBudget(minutes)] : []),
  ];
  const results: BenchResults = {
    date: new Date().toISOString(),
    size: args.size,
    reps: args.reps,
    durationSec: args.durationSec,
    connections: args.connections,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    commit,
    hostSpeedMs,
    api,
    console: consoleResults,
    budgets,
    minutes,
  };
  log(`\n${renderPerformanceTables(results)}`);
  const failed = budgets.filter((b) => !b.pass).length;
  log(`\nOrçamentos: ${budgets.length - failed} PASS, ${failed} FAIL.`);
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  const file = full ? 'latest.json' : 'partial.json';
  writeFileSync(join(root, 'bench', 'results', file), JSON.stringify(results, null, 2));
  log(`bench/results/${file} escrito (${results.minutes.toFixed(1)} min).`);
  if (full) {
    await writePerformanceTables(results);
    log('docs/performance.md: tabelas reescritas a partir desta rodada.');
  } else {
    log('Rodada parcial: docs/performance.md e bench/results/latest.json ficam os da última rodada completa.');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

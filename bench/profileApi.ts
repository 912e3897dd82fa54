/**
 * `npm run bench:profile -- [scenario] [--engine postgres|pglite] [--no-log]`: runs our server
 * under the V8 CPU profiler while autocannon sends one scenario (default get-one), then prints
 * where the server's time went: the top functions by self time and by package. The .cpuprofile
 * stays in bench/results/ (open it in Chrome DevTools).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDataset, FULL } from './support/datasets.js';
import { signIn, startOurs } from './api/measureApi.js';
import { runLoad } from './api/runLoad.js';
import { API_SCENARIOS } from './api/scenarios.js';
import { summarizeProfile, type CpuProfile } from './support/summarizeProfile.js';

const root = resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      engine: { type: 'string', default: 'postgres' },
      'no-log': { type: 'boolean', default: false },
      duration: { type: 'string', default: '8' },
    },
  });
  const scenario = API_SCENARIOS.find((s) => s.key === (positionals[0] ?? 'get-one'));
  if (!scenario)
    throw new Error(
      `Cenário desconhecido: ${positionals[0]}. Use um de: ${API_SCENARIOS.map((s) => s.key).join(', ')}`,
    );
  const dataset = await ensureDataset(values.engine as 'postgres' | 'pglite', FULL, console.log);
  const dir = join(root, 'bench', 'results');
  const before = new Set(readdirSync(dir));
  const server = await startOurs(dataset, '0', !values['no-log'], ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  const authorization = await signIn(server.url);
  const result = await runLoad(scenario, {
    url: server.url,
    authorization,
    connections: 10,
    durationSec: Number(values.duration),
    maxId: dataset.baseline.requestLogs,
  });
  await server.stop();
  console.log(
    `${scenario.key}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(2)} ms, ${result.failures} falha(s)`,
  );

  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile') && !before.has(f));
  const file = files.map((f) => join(dir, f)).sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
  if (!file) throw new Error('Nenhum .cpuprofile gerado');
  console.log(`\nPerfil: ${file}\n\n${summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, root)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

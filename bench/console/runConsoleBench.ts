import { launchChromium } from '../../scripts/launchChromium.js';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadDescriptors, schemasDir } from '../../server/descriptors/loadDescriptors.js';
import { permissionsOf, signIn, startOurs } from '../api/measureApi.js';
import type { Dataset } from '../support/datasets.js';
import { serveStatic } from '../support/serveStatic.js';
import { summarize, type Sample } from '../support/stats.js';
import { oursTarget, peerTarget } from './consoleTargets.js';
import { largestForm } from './largestForm.js';
import { measureJsBytes, measureListScreens, measureRoundTrips, type ConsoleFigures } from './measureConsole.js';
import { measureOurInteractions, type OurInteractions } from './measureOurInteractions.js';

const root = resolve(import.meta.dirname, '..', '..');
const peerDir = join(root, 'bench', 'peers', 'react-admin');

/** Every route of the spec's route table (2.2) that shows a screen, signed in. */
const SCREENS = [
  '/config',
  '/config/form',
  '/param',
  '/param/form/1',
  '/liveness-log',
  '/finger-log',
  '/requests',
  '/error-message',
  '/error-message/form',
  '/user',
  '/user/form',
  '/user/profile',
  '/client',
  '/client/form',
  '/person',
  '/person/form',
  '/fingerprint',
  '/liveness',
  '/prices',
];

export interface ConsoleResults extends ConsoleFigures {
  ours: OurInteractions;
  firstValidation: Record<'console' | 'precompiled' | 'runtime', Sample>;
}

/** `vite build` of our console and of the react-admin peer (its packages installed on first use). */
function buildConsoles(log: (line: string) => void): void {
  log('Construindo o console (vite build)...');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (!existsSync(join(peerDir, 'node_modules', 'react-admin'))) {
    log('Instalando o par react-admin (npm ci em bench/peers/react-admin, uma vez)...');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: peerDir, stdio: 'inherit' });
  }
  log('Construindo o par react-admin (vite build)...');
  execFileSync(
    process.execPath,
    [join(peerDir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: peerDir, stdio: 'inherit' },
  );
}

/** First validation of the largest form, each run in a cold process. */
function measureFirstValidation(reps: number): ConsoleResults['firstValidation'] {
  const run = (variant: string) => {
    const out = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(root, 'bench', 'console', 'firstValidation.ts'), variant],
      { cwd: root, encoding: 'utf8' },
    );
    if (out.status !== 0) throw new Error(`firstValidation ${variant}: ${out.stderr}`);
    return (JSON.parse(out.stdout.trim().split('\n').at(-1)!) as { ms: number }).ms;
  };
  const times = { console: [] as number[], precompiled: [] as number[], runtime: [] as number[] };
  for (let i = 0; i < reps; i++) for (const v of ['console', 'precompiled', 'runtime'] as const) times[v].push(run(v));
  return {
    console: summarize(times.console),
    precompiled: summarize(times.precompiled),
    runtime: summarize(times.runtime),
  };
}

/**
 * The console part: ours (built, served by our server over the PostgreSQL dataset) and the
 * react-admin peer (built, served statically, calling the same API through CORS), in one
 * Chromium on the benchmark's CPU.
 */
export async function runConsoleBench(
  d: Dataset,
  settings: { reps: number; serverCpu: string; log(line: string): void },
): Promise<ConsoleResults> {
  const { log, reps } = settings;
  buildConsoles(log);
  const peerSite = await serveStatic(join(peerDir, 'dist'));
  const server = await startOurs(d, settings.serverCpu, true, [], { SERVE_CONSOLE: '1', CORS_ORIGINS: peerSite.url });
  const browser = await launchChromium();
  try {
    const token = (await signIn(server.url)).replace(/^Bearer /, '');
    const ours = oursTarget(server.url, token, await permissionsOf(server.url, token));
    const peer = peerTarget(peerSite.url, server.url, token);

    log('JS por rota (cache vazio, uma página por vez: o app busca código ocioso após um tempo)...');
    const signedOut = { name: 'ours', baseUrl: server.url, storage: null };
    const signedIn = { name: 'ours', baseUrl: server.url, storage: ours.storage };
    // One page at a time: the shell fetches the command palette 2 s after it shows; pages slowed
    // by running side by side counted it as needed before their table (measured: +27 KiB).
    const jsBytes = [
      await measureJsBytes(browser, signedOut, '/'),
      await measureJsBytes(browser, signedOut, '/delete-account'),
      await measureJsBytes(browser, signedOut, '/reset-password?token=x'),
    ];
    for (const route of SCREENS) {
      const ready = /\/form|\/profile/.test(route)
        ? { check: 'formFields' as const, arg: 1 }
        : { check: 'listReady' as const, arg: null };
      jsBytes.push(await measureJsBytes(browser, signedIn, route, ready));
    }
    jsBytes.push(
      await measureJsBytes(
        browser,
        { name: 'react-admin', baseUrl: peer.baseUrl, storage: peer.storage },
        peer.listPath,
        {
          check: peer.shows,
          arg: 10,
        },
      ),
    );

    log('Lista de requisições: carga fria e 10 → 1000 linhas (nosso e react-admin, alternados)...');
    const lists = await measureListScreens(browser, [ours, peer], reps, log);
    const roundTrips = await measureRoundTrips(browser, [ours, peer], 3);
    log(
      `  idas e voltas antes do pedido dos dados: nosso ${roundTrips.ours!.median}, react-admin ${roundTrips['react-admin']!.median}`,
    );

    const form = largestForm(loadDescriptors(schemasDir(root), root));
    log(`Filtro, abertura do maior formulário (${form.key}) e digitação...`);
    const interactions = await measureOurInteractions(
      browser,
      ours,
      { key: form.key, listPath: form.routes.list, formPath: form.routes.form! },
      reps,
    );

    log('Primeira validação (processo frio)...');
    const firstValidation = measureFirstValidation(reps);
    return { jsBytes, ...lists, roundTrips, ours: interactions, firstValidation };
  } finally {
    await browser.close();
    await server.stop();
    await peerSite.close();
  }
}

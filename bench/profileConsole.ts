/**
 * `npm run bench:profile-console -- page-size|filter|form-open|cold-load`: builds the console without
 * minification (readable names) into bench/results/console-profile/, serves it over the
 * PostgreSQL dataset, and records a Chromium CPU profile of one interaction of the benchmark.
 * Prints the self time by origin and by function; the .cpuprofile stays in bench/results/.
 *
 * `--size small` profiles over the small dataset (seeded in seconds) instead of the full one.
 *
 * With `--react` (`-- form-open --react`): builds with React's profiling build instead (Vite mode
 * 'react-tracks') and reads React's own Performance Tracks over 5 fresh pages: the scheduler's
 * phases (render, commit, a suspension and its "prewarm") and which components the renders spent
 * their time in, by self and inclusive time. Where a CPU profile says "Chakra's factory", this
 * says which component of ours drew it.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { buildApp } from '../server/app.js';
import { openDb } from '../server/db/openDb.js';
import { ensureDataset, FULL, SMALL } from './support/datasets.js';
import { summarizeProfile, type CpuProfile } from './support/summarizeProfile.js';
import { summarizeReactTracks, type TrackEntry } from './support/summarizeReactTracks.js';
import { oursTarget, type ConsoleTarget } from './console/consoleTargets.js';
import { freshPage, waitShown } from './console/measureConsole.js';
import { launchChromium } from '../scripts/launchChromium.js';

const root = resolve(import.meta.dirname, '..');
const secret = 'segredo-do-perfil-com-mais-de-32-caracteres!!';

type Interaction = 'page-size' | 'filter' | 'form-open' | 'cold-load';

/** Gets the page ready for the interaction, calls `start`, runs it and waits until it shows. */
async function interact(
  page: Page,
  base: string,
  ours: ConsoleTarget,
  which: Interaction,
  start: () => Promise<void>,
): Promise<void> {
  if (which === 'cold-load') {
    // A signed-in cold load of the request-log list, until its first page shows.
    await start();
    await page.goto(base + ours.listPath);
    await waitShown(page, ours.shows, 10);
  } else if (which === 'form-open') {
    await page.goto(`${base}/param`);
    await waitShown(page, 'listReady', null);
    await page.waitForLoadState('networkidle');
    // The list prefetches its form while idle, as an operator would leave it time to.
    await page.waitForTimeout(2000);
    await start();
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await page.getByRole('button', { name: 'Salvar' }).waitFor();
  } else {
    await page.goto(base + ours.listPath);
    await waitShown(page, ours.shows, 10);
    await page.waitForLoadState('networkidle');
    if (which === 'page-size') {
      await ours.openSizes(page);
      await start();
      await ours.pick1000(page);
      await waitShown(page, ours.shows, 1000);
    } else {
      await page.getByLabel('Endpoint').fill('serpro');
      await start();
      await page.getByRole('button', { name: 'Pesquisar' }).click();
      await waitShown(page, 'filteredBy', 'serpro');
    }
  }
  await page.waitForTimeout(300);
}

/** Installed before the app: keeps every console.timeStamp call (React's Performance Tracks). */
function captureReactTracks(): void {
  const entries: unknown[] = [];
  (window as unknown as { __reactTracks: unknown[] }).__reactTracks = entries;
  const original = console.timeStamp.bind(console) as (...args: unknown[]) => void;
  (console as { timeStamp: (...args: unknown[]) => void }).timeStamp = (
    name: unknown,
    start: unknown,
    end: unknown,
    track: unknown,
    group: unknown,
    ...rest: unknown[]
  ) => {
    entries.push({ name, start, end, track, group });
    original(name, start, end, track, group, ...rest);
  };
}

const table = (title: string, rows: [string, number][], top: number) =>
  `${title}\n${rows
    .slice(0, top)
    .map(([k, v]) => `${v.toFixed(1).padStart(8)}  ${k}`)
    .join('\n')}`;

async function main(): Promise<void> {
  const which = (process.argv[2] ?? 'page-size') as Interaction;
  const react = process.argv.includes('--react');
  // --size small: the benchmark's small dataset (seeded in ~20 s on a new machine, against ~5 min).
  const size = process.argv.includes('--size') ? process.argv[process.argv.indexOf('--size') + 1] : 'full';
  if (!['page-size', 'filter', 'form-open', 'cold-load'].includes(which) || (size !== 'full' && size !== 'small'))
    throw new Error('uso: bench:profile-console -- page-size|filter|form-open|cold-load [--react] [--size full|small]');
  const out = join(root, 'bench', 'results', react ? 'console-react-tracks' : 'console-profile');
  const mode = react ? ['--mode', 'react-tracks'] : [];
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      ...mode,
      '--minify',
      'false',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const dataset = await ensureDataset('postgres', size === 'small' ? SMALL : FULL, console.log);
  const handle = await openDb({ databaseUrl: dataset.databaseUrl });
  const app = await buildApp({
    db: handle.db,
    jwtSecret: secret,
    consoleDir: out,
    storageDir: join(dataset.dataDir, 'storage'),
    requestLog: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await app.inject({
    method: 'POST',
    url: '/api/v2/user/login',
    payload: { email: 'admin@example.com', password: 'admin123' },
  });
  const answer = login.json() as { access_token: string; data: { permissions: string[] } };
  const ours = oursTarget(base, answer.access_token, answer.data.permissions);
  const browser = await launchChromium();
  try {
    if (react) {
      const runs: TrackEntry[][] = [];
      for (let run = 0; run < 5; run++) {
        const { context, page } = await freshPage(browser, ours.storage);
        await page.addInitScript(captureReactTracks);
        let t0 = 0;
        await interact(page, base, ours, which, async () => {
          t0 = await page.evaluate(() => performance.now());
        });
        const entries =
          (await page.evaluate(() => (window as unknown as { __reactTracks: TrackEntry[] }).__reactTracks)) ?? [];
        if (!entries.some((e) => e.track === 'Components ⚛'))
          throw new Error('Sem entradas de componentes: o build não é o de perfil do React (modo react-tracks)?');
        // A cold load's clock starts with its document: every entry counts.
        runs.push(which === 'cold-load' ? entries : entries.filter((e) => e.start >= t0));
        await context.close();
      }
      const summary = summarizeReactTracks(runs);
      console.log(
        `${which}: faixas de desempenho do React (build de perfil, ms, média de ${runs.length} páginas novas)\n`,
      );
      console.log(
        `${table('Agendador (fase por faixa)', summary.scheduler, 12)}\n\n${table('Componentes, tempo próprio', summary.self, 25)}\n\n${table('Componentes, tempo inclusivo', summary.inclusive, 25)}`,
      );
      return;
    }
    const { page } = await freshPage(browser, ours.storage);
    const cdp = await page.context().newCDPSession(page);
    await interact(page, base, ours, which, async () => {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    });
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const file = join(root, 'bench', 'results', `console-${which}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`Perfil: ${file}\n\n${summarizeProfile(profile, root, 30)}`);
  } finally {
    await browser.close();
    await app.close();
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

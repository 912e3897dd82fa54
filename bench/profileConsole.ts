/**
 * `npm run bench:profile-console -- page-size|filter|form-open`: builds the console without
 * minification (readable names) into bench/results/console-profile/, serves it over the
 * PostgreSQL dataset, and records a Chromium CPU profile of one interaction of the benchmark.
 * Prints the self time by origin and by function; the .cpuprofile stays in bench/results/.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { buildApp } from '../server/app.js';
import { openDb } from '../server/db/openDb.js';
import { ensureDataset, FULL } from './support/datasets.js';
import { summarizeProfile, type CpuProfile } from './support/summarizeProfile.js';
import { oursTarget } from './console/consoleTargets.js';
import { freshPage, launchChromium, waitShown } from './console/measureConsole.js';

const root = resolve(import.meta.dirname, '..');
const secret = 'segredo-do-perfil-com-mais-de-32-caracteres!!';

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'page-size';
  if (!['page-size', 'filter', 'form-open'].includes(which)) throw new Error('uso: bench:profile-console -- page-size|filter|form-open');
  const out = join(root, 'bench', 'results', 'console-profile');
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--minify', 'false', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  const dataset = await ensureDataset('postgres', FULL, console.log);
  const handle = await openDb({ databaseUrl: dataset.databaseUrl });
  const app = await buildApp({ db: handle.db, jwtSecret: secret, consoleDir: out, storageDir: join(dataset.dataDir, 'storage'), requestLog: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await app.inject({ method: 'POST', url: '/api/v2/user/login', payload: { email: 'admin@example.com', password: 'admin123' } });
  const ours = oursTarget(base, login.json().access_token as string);
  const browser = await launchChromium();
  try {
    const { page } = await freshPage(browser, ours.storage);
    const cdp = await page.context().newCDPSession(page);
    const start = async () => {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    };
    if (which === 'form-open') {
      await page.goto(`${base}/param`);
      await waitShown(page, 'listReady', null);
      await page.waitForLoadState('networkidle');
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

/**
 * `npm run docs:screenshots`: the README's pictures, taken from the product as it runs now.
 * Starts `npm start`'s server (server/main.ts: builds the console when it is stale) on a free port
 * over a fresh embedded database with the sample data, signs in as the sample administrator in
 * headless Chromium at 1280x800 and writes docs/images/list.png (the people list) and
 * docs/images/form.png (a person's form). Needs Chromium (`CHROMIUM`, default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './launchChromium.js';

const root = resolve(import.meta.dirname, '..');
const imagesDir = join(root, 'docs', 'images');
const VIEWPORT = { width: 1280, height: 800 };
const START_TIMEOUT_MS = 5 * 60_000;

/** Spawns the server on a free port with its data in `dataDir`; resolves with its address and a stop function. */
async function startServer(dataDir: string): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_SAMPLE: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const baseUrl = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start in time:\n${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Console e API em http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        done(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      fail(new Error(`the server stopped before it started:\n${output}`));
    });
  });
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Senha').fill('admin123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Dispositivos' }).waitFor();
}

/** Waits until nothing is loading and the fonts are in, then writes the page as it is shown. */
async function shoot(page: Page, file: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(imagesDir, file), animations: 'disabled', caret: 'hide' });
  console.log(`docs/images/${file}`);
}

async function main(): Promise<void> {
  mkdirSync(imagesDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'screenshots-'));
  const server = await startServer(dataDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await signIn(page, server.baseUrl);

    await page.goto(`${server.baseUrl}/person`);
    await page.getByRole('heading', { name: 'Pessoas' }).waitFor();
    await page.locator('tbody tr').nth(9).waitFor();
    await shoot(page, 'list.png');

    await page.locator('tbody tr').first().getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('button', { name: 'Salvar' }).waitFor();
    const name = await page.getByLabel('Nome').elementHandle();
    await page.waitForFunction((input) => (input as HTMLInputElement | null)?.value !== '', name);
    await shoot(page, 'form.png');
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

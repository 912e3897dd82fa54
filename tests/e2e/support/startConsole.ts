import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../../scripts/launchChromium.js';
import { buildApp, type App } from '../../../server/app.js';
import { hashPassword } from '../../../server/auth/password.js';
import type { DbHandle, DbKind } from '../../../server/db/openDb.js';
import type { AppOptions } from '../../../server/AppOptions.js';
import { openTestDb } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';
import type { Descriptor } from '../../../src/core/descriptors/Descriptor.js';

/**
 * The engines a browser test runs on: the embedded default (PGlite); PostgreSQL too with
 * E2E_POSTGRES=1 and TEST_DATABASE_URL. The API tests run every route on both engines in
 * `npm test`, and tests/e2e/newEntity.test.ts drives a browser round on PostgreSQL through
 * `npm start`; running every browser test twice would cost CI minutes for what they already prove.
 * Use with `describe.each(e2eDbKinds)`.
 */
export const e2eDbKinds: DbKind[] =
  process.env.E2E_POSTGRES === '1' && process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const E2E_SECRET = 'segredo-e2e-com-mais-de-trinta-e-dois-caracteres';
export const ADMIN = { email: 'admin@example.com', password: 'admin123', name: 'Administradora' };

export interface ConsoleUnderTest {
  baseUrl: string;
  app: App;
  handle: DbHandle;
  /** The app's stored-file folder (temporary). */
  storage: string;
  browser: Browser;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The built console (dist/, or `consoleDir`, or E2E_CONSOLE_DIR) and the API (schemas/, or `descriptors`) on a
 * random port over a fresh database (PGlite, or `kind` 'postgres' on TEST_DATABASE_URL: use
 * `describe.each(e2eDbKinds)`), with one admin, plus a headless Chromium. Needs `vite build`
 * first (`npm test` does it).
 */
export async function startConsole(
  options: { consoleDir?: string; descriptors?: Descriptor[]; kind?: DbKind; jobs?: AppOptions['jobs'] } = {},
): Promise<ConsoleUnderTest> {
  const handle = await openTestDb(options.kind ?? 'pglite');
  await handle.db
    .insertInto('users')
    .values({
      name: ADMIN.name,
      email: ADMIN.email,
      phone: '11987654321',
      role: 'admin',
      password_hash: await hashPassword(ADMIN.password),
    })
    .execute();
  const storage = tempDir('e2e-storage');
  const app = await buildApp({
    db: handle.db,
    jwtSecret: E2E_SECRET,
    storageDir: storage,
    consoleDir: options.consoleDir ?? process.env.E2E_CONSOLE_DIR ?? join(process.cwd(), 'dist'),
    ...(options.descriptors && { descriptors: options.descriptors }),
    ...(options.jobs && { jobs: options.jobs }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  const pageErrors: string[] = [];
  return {
    baseUrl,
    app,
    handle,
    storage,
    browser,
    async newPage() {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
      page.on('pageerror', (e) => pageErrors.push(e.message));
      return page;
    },
    async close() {
      await browser.close();
      await app.close();
      await handle.close();
      if (pageErrors.length) throw new Error(`Erros na página: ${pageErrors.join('; ')}`);
    },
  };
}

/** Signs in through the login screen. */
export async function signIn(
  page: Page,
  baseUrl: string,
  email = ADMIN.email,
  password = ADMIN.password,
): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A new page of `c`, signed in as the administrator, once the shell's menu is shown. */
export async function openSignedIn(c: ConsoleUnderTest): Promise<Page> {
  const page = await c.newPage();
  await signIn(page, c.baseUrl);
  await page.getByRole('link', { name: 'Dispositivos' }).waitFor();
  return page;
}

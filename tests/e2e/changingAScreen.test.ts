import { join } from 'node:path';
import { tempDir } from '../support/tempDir.js';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadDescriptors } from '../../server/descriptors/loadDescriptors.js';
import { readmeExamples, schemasWithExamples } from '../support/readmeExamples.js';
import { openSignedIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/**
 * README "Changing a screen", its examples applied exactly as printed: the console built from that
 * copy of schemas/ shows people's new WhatsApp field in the form (masked, validated with its own
 * message), in the list and in the filters, and the new entity in the side menu — with no
 * TypeScript change.
 */
describe("README 'Changing a screen' in the browser", () => {
  let c: ConsoleUnderTest;
  let page: Page;
  beforeAll(async () => {
    const schemas = schemasWithExamples(readmeExamples('Changing a screen'));
    const outDir = tempDir('console-readme');
    const previous = process.env.SCHEMAS_DIR;
    process.env.SCHEMAS_DIR = schemas;
    try {
      await build({
        root: process.cwd(),
        configFile: join(process.cwd(), 'vite.config.ts'),
        logLevel: 'error',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      if (previous === undefined) delete process.env.SCHEMAS_DIR;
      else process.env.SCHEMAS_DIR = previous;
    }
    c = await startConsole({ consoleDir: outDir, descriptors: loadDescriptors(schemas) });
    page = await openSignedIn(c);
  });
  afterAll(() => c?.close());

  it('form: masked, validated with its own message, saved as digits', async () => {
    await page.goto(`${c.baseUrl}/person/form`);
    const whatsapp = page.getByLabel(/^WhatsApp\s*\*?$/);
    await page.getByLabel(/^CPF\s*\*?$/).fill('52998224725');
    await whatsapp.fill('119');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('WhatsApp inválido').waitFor();
    await whatsapp.fill('11987654321');
    expect(await whatsapp.inputValue()).toBe('(11) 98765-4321');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Registro salvo com sucesso!').waitFor();
    const row = await c.handle.db
      .selectFrom('people')
      .select(['extra'])
      .where('cpf', '=', '52998224725')
      .executeTakeFirstOrThrow();
    expect(row.extra).toEqual({ whatsapp: '11987654321' });
  });

  it('list: a WhatsApp column, masked, and a WhatsApp filter', async () => {
    await page.goto(`${c.baseUrl}/person`);
    await page.getByRole('columnheader', { name: 'WhatsApp' }).waitFor();
    await page.getByRole('cell', { name: '(11) 98765-4321' }).waitFor();
    await page.getByRole('search').getByLabel('WhatsApp').fill('(11) 98765');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.waitForURL(/whatsapp=1198765/);
    // The person found, their CPF masked as every list shows it (issue 19).
    await page.getByRole('row').filter({ hasText: '***.982.247-**' }).waitFor();
  });

  it('the new entity: its side-menu entry opens its list', async () => {
    await page.goto(`${c.baseUrl}/`);
    await page.getByRole('link', { name: 'Fornecedores' }).click();
    await page.waitForURL(/\/supplier$/);
    await page.getByRole('columnheader', { name: 'Razão social' }).waitFor();
  });
});

import { join } from 'node:path';
import { tempDir } from '../support/tempDir.js';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadDescriptors } from '../../server/descriptors/loadDescriptors.js';
import { schemasWithWhatsapp } from '../support/editedSchemas.js';
import { openSignedIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/**
 * README "Changing a screen": the console built from a person.json that only gained a
 * 'whatsapp' field shows it in the form (masked, validated with its own message), in the list
 * and in the filters — with no TypeScript change.
 */
describe('a field added by editing person.json alone, in the browser', () => {
  let c: ConsoleUnderTest;
  let page: Page;
  beforeAll(async () => {
    const schemas = schemasWithWhatsapp();
    const outDir = tempDir('console-whatsapp');
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

  it('form: required, masked, validated with its own message, saved as digits', async () => {
    await page.goto(`${c.baseUrl}/person/form`);
    const whatsapp = page.getByLabel(/^WhatsApp\s*\*?$/);
    await page.getByLabel(/^CPF\s*\*?$/).fill('52998224725');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Informe o WhatsApp').waitFor();
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
});

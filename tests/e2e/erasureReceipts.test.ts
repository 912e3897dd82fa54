import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn, startConsole, type ConsoleUnderTest, e2eDbKinds } from './support/startConsole.js';

/** Issue 19: an erasure in the console leaves a receipt an administrator can read on its screen. */
describe.each(e2eDbKinds)('erasure receipts in the browser (%s)', (kind) => {
  let c: ConsoleUnderTest;
  let page: Page;
  beforeAll(async () => {
    c = await startConsole({ kind });
    await c.handle.db
      .insertInto('people')
      .values({ name: 'Joana Removível', cpf: '52998224725', email: 'joana@exemplo.com.br', phone: '11912345678' })
      .execute();
    page = await openSignedIn(c);
  }, 60_000);
  afterAll(() => c?.close());

  it('deleting a person in /person shows up in /erasure-receipts as a receipt without personal data', async () => {
    await page.goto(`${c.baseUrl}/person?name=Remov%C3%ADvel`);
    const row = page.getByRole('row').filter({ hasText: 'Joana Removível' });
    await row.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Registro excluído com sucesso!').waitFor();

    await page.goto(`${c.baseUrl}/erasure-receipts`);
    await page.getByRole('heading', { level: 1, name: 'Comprovantes de Eliminação' }).waitFor();
    const receipt = page.getByRole('row').filter({ hasText: '1 pessoa' });
    await receipt.waitFor();
    const text = await receipt.innerText();
    expect(text).toContain('Console');
    const table = await page.getByRole('table').innerText();
    for (const personal of ['Joana', 'Removível', '52998224725', '529.982.247-25', 'joana@exemplo', '11912345678'])
      expect(table).not.toContain(personal);
  });
});

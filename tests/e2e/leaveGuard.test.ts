import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

const LEAVE = 'Existem alterações não salvas. Deseja sair mesmo assim?';

/**
 * The leave guard in a real browser: the back and forward buttons are the browser's own history
 * moves (popstate), which the console's history undoes while it asks.
 */
describe('leaving a form with unsaved changes, in the browser', () => {
  let c: ConsoleUnderTest;
  let page: Page;
  beforeAll(async () => {
    c = await startConsole();
    page = await openSignedIn(c);
  });
  afterAll(() => c?.close());

  const code = () => page.getByLabel(/^Código\s*\*?$/);
  const path = () => new URL(page.url()).pathname;
  const answer = async (button: 'Cancelar' | 'Confirmar') => {
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(LEAVE).waitFor();
    await dialog.getByRole('button', { name: button }).click();
    await dialog.waitFor({ state: 'hidden' });
  };

  async function openDirtyForm() {
    await page.goto(`${c.baseUrl}/error-message`);
    await page.getByRole('heading', { level: 1, name: 'Erros' }).waitFor();
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cadastro de Erros' }).waitFor();
    await code().fill('E2E-GUARD');
  }

  it("the back button asks: 'Cancelar' keeps the form, its address and what was typed; 'Confirmar' goes back", async () => {
    await openDirtyForm();
    await page.goBack({ waitUntil: 'commit' });
    await answer('Cancelar');
    expect(path()).toBe('/error-message/form');
    expect(await code().inputValue()).toBe('E2E-GUARD');

    // Asked again on the next try, and this time it leaves.
    await page.goBack({ waitUntil: 'commit' });
    await answer('Confirmar');
    await page.getByRole('heading', { level: 1, name: 'Erros' }).waitFor();
    expect(path()).toBe('/error-message');

    // Forward to the form (unchanged now, so no question), then back again without one.
    await page.goForward({ waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Cadastro de Erros' }).waitFor();
    await page.goBack({ waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Erros' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it("a menu link asks too: 'Cancelar' stays, 'Confirmar' opens the other screen", async () => {
    await openDirtyForm();
    await page.getByRole('link', { name: 'Dispositivos' }).click();
    await answer('Cancelar');
    expect(path()).toBe('/error-message/form');
    expect(await code().inputValue()).toBe('E2E-GUARD');

    await page.getByRole('link', { name: 'Dispositivos' }).click();
    await answer('Confirmar');
    await page.waitForURL((url) => url.pathname === '/config');
    // One step back from there is the form, as the operator left it a moment ago: not asked.
    await page.goBack({ waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Cadastro de Erros' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});

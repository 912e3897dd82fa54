import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

const SAVED = 'Registro salvo com sucesso!';

/** The focused element's accessible bits: its id, aria-invalid and the text its aria-describedby names. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const described = (el?.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id)?.textContent : ''))
      .join(' ');
    return { id: el?.id ?? '', invalid: el?.getAttribute('aria-invalid') ?? null, described };
  });
}

/**
 * Forms from the keyboard (issue 23, items 4 and 10): Ctrl+S saves the open form (also from inside
 * a field, without the browser's own Save dialog, and not twice while saving); a failed submit —
 * the form's own check or the server's 400 — moves focus to the first invalid field, whose
 * message its aria-describedby names; number fields take pt-BR decimals.
 */
describe('forms from the keyboard', () => {
  let c: ConsoleUnderTest;
  let page: Page;
  beforeAll(async () => {
    c = await startConsole();
    page = await openSignedIn(c);
  });
  afterAll(() => c?.close());

  const code = () => page.getByRole('textbox', { name: /^Código/ });
  const message = () => page.getByRole('textbox', { name: /^Mensagem/ });

  async function newErrorMessageForm() {
    await page.goto(`${c.baseUrl}/error-message/form`);
    await code().waitFor();
  }

  it('Ctrl+S inside a field saves the form, and the browser gets no Save shortcut', async () => {
    await newErrorMessageForm();
    await code().fill('E2E-CTRL-S');
    await message().fill('Salvo pelo teclado');
    await page.evaluate(() => {
      window.addEventListener('keydown', (e) => {
        (window as unknown as { saveKeyPrevented: boolean }).saveKeyPrevented = e.defaultPrevented;
      });
    });
    await message().press('Control+s');
    await page.getByText(SAVED).waitFor();
    expect(await page.evaluate(() => (window as unknown as { saveKeyPrevented: boolean }).saveKeyPrevented)).toBe(true);
    await page.waitForURL(/\/error-message\/form\/\d+$/);
    const rows = await c.handle.db.selectFrom('error_messages').select('error_code').execute();
    expect(rows.map((r) => r.error_code)).toEqual(['E2E-CTRL-S']);
  });

  it('Ctrl+S while a save is on its way sends nothing more', async () => {
    await newErrorMessageForm();
    let posts = 0;
    await page.route('**/api/v2/message/errors', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts++;
      await new Promise((r) => setTimeout(r, 800));
      return route.fallback();
    });
    await code().fill('E2E-ONCE');
    await message().fill('Uma vez só');
    await message().press('Control+s');
    await page.getByRole('button', { name: 'Salvar' }).and(page.locator('[data-loading]')).waitFor();
    await message().press('Control+s');
    await page.getByText(SAVED).waitFor();
    await page.unroute('**/api/v2/message/errors');
    expect(posts).toBe(1);
  });

  it('a failed check moves focus to the first invalid field, whose message is announced', async () => {
    await newErrorMessageForm();
    await message().fill('Sem código');
    await message().press('Control+s');
    await page.getByText('Informe o código').waitFor();
    await expect
      .poll(() => focused(page))
      .toMatchObject({ invalid: 'true', described: expect.stringContaining('Informe o código') });
    expect((await focused(page)).id).toBe(await code().getAttribute('id'));
  });

  it('a server 400 moves focus to the field it names', async () => {
    await newErrorMessageForm();
    await page.route('**/api/v2/message/errors', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Dados inválidos', errors: { default_message: 'Mensagem recusada' } }),
          })
        : route.fallback(),
    );
    await code().fill('E2E-400');
    await message().fill('Qualquer');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Mensagem recusada').waitFor();
    await page.unroute('**/api/v2/message/errors');
    await expect
      .poll(() => focused(page))
      .toMatchObject({ invalid: 'true', described: expect.stringContaining('Mensagem recusada') });
    expect((await focused(page)).id).toBe(await message().getAttribute('id'));
  });

  it("number fields show and take pt-BR decimals: '0,45' is saved as 0.45, letters are refused as typed", async () => {
    await page.goto(`${c.baseUrl}/param/form`);
    const mean = page.getByRole('textbox', { name: /^meanScore/ });
    await mean.waitFor();
    expect(await mean.getAttribute('inputmode')).toBe('decimal');
    await mean.pressSequentially('abc');
    expect(await mean.inputValue()).toBe('');
    await mean.pressSequentially('0x.4y5');
    expect(await mean.inputValue()).toBe('0,45');
    await mean.press('Control+s');
    await page.getByText(SAVED).waitFor();
    await page.waitForURL(/\/param\/form\/\d+$/);
    const rows = await c.handle.db.selectFrom('params').select('mean_score').execute();
    expect(rows.map((r) => Number(r.mean_score))).toEqual([0.45]);
    await page.reload();
    await mean.waitFor();
    await expect.poll(() => mean.inputValue()).toBe('0,45');
  });

  it("Ctrl+S saves 'Meu Perfil' too", async () => {
    await page.goto(`${c.baseUrl}/user/profile`);
    const name = page.getByRole('textbox', { name: /^Nome/ });
    await name.waitFor();
    await name.fill('Administradora Teclado');
    await name.press('Control+s');
    await page.getByText(SAVED).waitFor();
    const users = await c.handle.db.selectFrom('users').select('name').execute();
    expect(users.map((u) => u.name)).toEqual(['Administradora Teclado']);
  });
});

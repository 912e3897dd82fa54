import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, signIn, startConsole, type ConsoleUnderTest, e2eDbKinds } from './support/startConsole.js';

const OPERATOR = { name: 'Operadora Bia', email: 'bia.operadora@example.com', password: 'segredo1' };

describe.each(e2eDbKinds)('roles in the browser (%s)', (kind) => {
  let c: ConsoleUnderTest;
  beforeAll(async () => {
    c = await startConsole({ kind });
    // The operator is created through the API, by the administrator.
    const login = await c.app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    const created = await c.app.inject({
      method: 'POST',
      url: '/admin/v1/user',
      headers: { authorization: `Bearer ${login.json().access_token}` },
      payload: {
        name: OPERATOR.name,
        phone: '11987654321',
        email: OPERATOR.email,
        password: OPERATOR.password,
        confirm_password: OPERATOR.password,
        role: 'operador',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(() => c?.close());

  const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

  it("an operator sees neither 'Usuários' nor 'Acessos' in the menu, and gets the forbidden screen at /access-log", async () => {
    const page = await c.newPage();
    const refused: string[] = [];
    page.on('response', (r) => r.status() === 403 && refused.push(r.url()));
    await signIn(page, c.baseUrl, OPERATOR.email, OPERATOR.password);
    await expectVisible(menu(page).getByRole('link', { name: 'Pessoas' }));
    for (const name of ['Dispositivos', 'Requisições', 'Fingerprints', 'Preços'])
      await expectVisible(menu(page).getByRole('link', { name }));
    expect(await menu(page).getByRole('link', { name: 'Usuários' }).count()).toBe(0);
    expect(await menu(page).getByRole('link', { name: 'Acessos' }).count()).toBe(0);

    await page.goto(`${c.baseUrl}/access-log`);
    await expectVisible(page.getByRole('heading', { name: 'Acesso restrito' }));
    await expectVisible(page.getByText('Seu perfil não tem permissão para acessar esta tela.'));
    await page.goto(`${c.baseUrl}/user`);
    await expectVisible(page.getByText('Apenas administradores podem gerenciar usuários.'));
    // The screens asked the API for nothing it would refuse.
    expect(refused).toEqual([]);
    await page.close();
  });

  it("an administrator sees 'Usuários' and 'Acessos' and opens the access log", async () => {
    const page = await c.newPage();
    await signIn(page, c.baseUrl);
    await expectVisible(menu(page).getByRole('link', { name: 'Usuários' }));
    await menu(page).getByRole('link', { name: 'Acessos' }).click();
    await page.waitForURL(/\/access-log$/);
    expect(await page.getByRole('heading', { name: 'Acesso restrito' }).count()).toBe(0);
    await page.close();
  });
});

async function expectVisible(locator: Locator) {
  await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
}

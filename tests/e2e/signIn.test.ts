import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { hashPassword } from '../../server/auth/password.js';
import { ADMIN, E2E_SECRET, signIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

describe('sign-in, forced logout and logout in the browser', () => {
  let c: ConsoleUnderTest;
  beforeAll(async () => {
    c = await startConsole();
  });
  afterAll(() => c?.close());

  it('refuses an empty form with the pt-BR messages, then signs in and shows the shell', async () => {
    const page = await c.newPage();
    await page.goto(`${c.baseUrl}/`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectVisible(page.getByText('Informe seu email'));
    await expectVisible(page.getByText('Informe sua senha'));
    await signIn(page, c.baseUrl);
    await expectVisible(page.getByRole('link', { name: 'Dispositivos' }));
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^ey/);
    await page.close();
  });

  it('shows the server message for wrong credentials and stays signed out', async () => {
    const page = await c.newPage();
    await signIn(page, c.baseUrl, ADMIN.email, 'errada');
    await expectVisible(page.getByText('Email ou senha inválidos.'));
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.close();
  });

  it('logs out from the user menu, ending the session on the server (the old token gets 401 code 98), again after signing back in', async () => {
    const page = await c.newPage();
    for (let round = 0; round < 2; round++) {
      await signIn(page, c.baseUrl);
      await expectVisible(page.getByRole('link', { name: 'Dispositivos' }));
      const token = await page.evaluate(() => localStorage.getItem('authToken'));
      await page.getByRole('button', { name: new RegExp(ADMIN.name) }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expectVisible(page.getByRole('button', { name: 'Login' }));
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
      const copied = await fetch(`${c.baseUrl}/admin/v1/user/profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(copied.status).toBe(401);
      expect(((await copied.json()) as { code: number }).code).toBe(98);
    }
    await page.close();
  });

  it("'Encerrar todas as minhas sessões' on the profile ends this and every other session, after a confirmation", async () => {
    const other = await fetch(`${c.baseUrl}/api/v2/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const otherToken = ((await other.json()) as { access_token: string }).access_token;
    const page = await c.newPage();
    await signIn(page, c.baseUrl);
    await expectVisible(page.getByRole('link', { name: 'Dispositivos' }));
    await page.goto(`${c.baseUrl}/user/profile`);
    await page.getByRole('button', { name: 'Encerrar todas as minhas sessões' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expectVisible(dialog.getByText(/Você sairá deste e de todos os outros navegadores/));
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expectVisible(page.getByRole('button', { name: 'Login' }));
    const res = await fetch(`${c.baseUrl}/admin/v1/user/profile`, {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(res.status).toBe(401);
    await page.close();
  });

  it('a user who must change the password sees only the change, wherever they go, and then the console', async () => {
    await c.handle.db
      .insertInto('users')
      .values({
        name: 'Primeira Admin',
        email: 'primeira@example.com',
        phone: '11987654321',
        role: 'admin',
        password_hash: await hashPassword('Gerada12345'),
        must_change_password: true,
      })
      .execute();
    const page = await c.newPage();
    await signIn(page, c.baseUrl, 'primeira@example.com', 'Gerada12345');
    await expectVisible(page.getByRole('heading', { name: 'Defina uma nova senha' }));
    await page.goto(`${c.baseUrl}/user`);
    await expectVisible(page.getByRole('heading', { name: 'Defina uma nova senha' }));
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);
    await page.getByLabel('Senha atual').fill('Gerada12345');
    await page.getByLabel(/^Nova senha/).fill('MinhaSenha9');
    await page.getByLabel('Confirmar nova senha').fill('MinhaSenha9');
    await page.getByRole('button', { name: 'Alterar' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expectVisible(dialog.getByText('Senha alterada com sucesso!'));
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Usuários' }));
    await expectVisible(page.getByRole('link', { name: 'Dispositivos' }));
    await page.close();
  });

  it("an operator has no 'Usuários' entry, and the users' screens say who may use them", async () => {
    await c.handle.db
      .insertInto('users')
      .values({
        name: 'Operadora Ana',
        email: 'ana.operadora@example.com',
        phone: '11987654321',
        role: 'operador',
        password_hash: await hashPassword('segredo1'),
      })
      .execute();
    const page = await c.newPage();
    await signIn(page, c.baseUrl, 'ana.operadora@example.com', 'segredo1');
    await expectVisible(page.getByRole('link', { name: 'Dispositivos' }));
    expect(await page.getByRole('link', { name: 'Usuários' }).count()).toBe(0);
    await page.goto(`${c.baseUrl}/user/form/1`);
    await expectVisible(page.getByRole('heading', { name: 'Acesso restrito' }));
    await expectVisible(page.getByText('Apenas administradores podem gerenciar usuários.'));
    expect(await page.getByRole('button', { name: 'Bloquear' }).count()).toBe(0);
    await page.close();
  });

  it('a garbage token leads to the error dialog and back to the login screen', async () => {
    const page = await c.newPage();
    await page.goto(`${c.baseUrl}/`);
    await page.evaluate(() => localStorage.setItem('authToken', 'lixo.lixo.lixo'));
    await page.goto(`${c.baseUrl}/config`);
    await expectForcedLogout(page, 'Token de acesso inválido. Entre novamente.');
    await page.close();
  });

  it('an expired token leads to the error dialog and back to the login screen', async () => {
    const page = await c.newPage();
    const past = Math.floor(Date.now() / 1000) - 9 * 3600;
    const token = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(past)
      .setExpirationTime(past + 3600)
      .sign(new TextEncoder().encode(E2E_SECRET));
    await page.goto(`${c.baseUrl}/`);
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);
    await page.goto(`${c.baseUrl}/person`);
    await expectForcedLogout(page, 'Sua sessão expirou. Entre novamente.');
    await page.close();
  });

  it('a user blocked while signed in is logged out on the next request', async () => {
    const page = await c.newPage();
    await signIn(page, c.baseUrl);
    await expectVisible(page.getByRole('link', { name: 'Dispositivos' }));
    await c.handle.db.updateTable('users').set({ is_active: 0 }).where('email', '=', ADMIN.email).execute();
    try {
      await page.reload();
      await expectForcedLogout(page, 'Usuário bloqueado. Procure o administrador.');
    } finally {
      await c.handle.db.updateTable('users').set({ is_active: 1 }).where('email', '=', ADMIN.email).execute();
    }
    await page.close();
  });

  it('shows Not Found for an unknown path when signed in, the login when signed out', async () => {
    const page = await c.newPage();
    await page.goto(`${c.baseUrl}/nao-existe`);
    await expectVisible(page.getByRole('button', { name: 'Login' }));
    await signIn(page, c.baseUrl);
    await expectVisible(page.getByRole('link', { name: 'Dispositivos' }));
    await page.goto(`${c.baseUrl}/nao-existe`);
    await expectVisible(page.getByRole('heading', { name: 'Not Found' }));
    await page.close();
  });
});

async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
}

async function expectForcedLogout(page: Page, message: string): Promise<void> {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expectVisible(dialog.getByText(message));
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expectVisible(page.getByRole('button', { name: 'Login' }));
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
}

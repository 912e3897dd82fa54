import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hashPassword } from '../../server/auth/password.js';
import { issueResetToken, resetLink } from '../../server/auth/resetTokens.js';
import { startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/** The two public screens, signed out, against the real API. */
describe('public screens in the browser', () => {
  let c: ConsoleUnderTest;
  let page: Page;
  beforeAll(async () => {
    c = await startConsole();
    await c.handle.db
      .insertInto('people')
      .values({ name: 'Cidadã Teste', cpf: '52998224725', password_hash: await hashPassword('cidadao123') })
      .execute();
    page = await c.newPage();
  }, 60_000);
  afterAll(() => c?.close());

  it("'Excluir cadastro': wrong password is refused; the right one, after confirming, erases the person", async () => {
    await page.goto(`${c.baseUrl}/delete-account`);
    await page.getByLabel('CPF').pressSequentially('52998224725');
    expect(await page.getByLabel('CPF').inputValue()).toBe('529.982.247-25');
    await page.getByLabel('Senha', { exact: false }).first().fill('errada-1');
    await page.getByRole('button', { name: 'Excluir cadastro' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('CPF ou senha incorretos.').waitFor();
    await page.getByRole('button', { name: 'Fechar' }).click();
    await page.getByLabel('Senha', { exact: false }).first().fill('cidadao123');
    await page.getByRole('button', { name: 'Excluir cadastro' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Registro removido com sucesso!').waitFor();
    expect(await c.handle.db.selectFrom('people').select('id').where('cpf', '=', '52998224725').execute()).toEqual([]);
  });

  it("'Redefinir senha': a link sets the new password once; the same link then fails", async () => {
    const admin = await c.handle.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const { token } = await issueResetToken(c.handle.db, admin.id);
    const link = resetLink(c.baseUrl, token);
    for (const [password, message] of [
      ['nova-senha1', 'Senha alterada com sucesso!'],
      ['outra-senha', 'inválido, expirado ou já usado'],
    ] as const) {
      await page.goto(link);
      await page.getByLabel(/Nova senha/).fill(password);
      await page.getByRole('button', { name: 'Alterar' }).click();
      await page.getByText(message, { exact: false }).first().waitFor();
    }
    const res = await page.request.post(`${c.baseUrl}/api/v2/user/login`, {
      data: { email: 'admin@example.com', password: 'nova-senha1' },
    });
    expect(res.status()).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { endpoints } from '../../src/core/api/endpoints.js';
import { ADMIN, openSignedIn, signIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

const OPERATOR = { email: 'operador.docs@example.com', password: 'segredo1' };
/** Where the screenshot of the reference goes (looked at by hand; not compared). */
const SHOTS = process.env.API_DOCS_SHOTS;

/** What the page did that it should not: errors, content-security-policy refusals, calls to another origin. */
function watch(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(`CSP: ${m.text()}`);
  });
  page.on('request', (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) problems.push(`outra origem: ${r.url()}`);
  });
  return problems;
}

/**
 * The interactive API reference (issue 22, "Done when": /api/docs renders in Chromium after sign-in)
 * on the built console and the API: signed in as the administrator it shows the operations of the
 * OpenAPI document; without a sign-in, or as an operator, only why not and the way to the console.
 */
describe('the API reference in the browser (/api/docs)', () => {
  let c: ConsoleUnderTest;
  beforeAll(async () => {
    c = await startConsole();
    const login = await c.app.inject({
      method: 'POST',
      url: endpoints.paths.login,
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    const created = await c.app.inject({
      method: 'POST',
      url: '/admin/v1/user',
      headers: { authorization: `Bearer ${login.json().access_token}` },
      payload: {
        name: 'Operadora Docs',
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

  it('without a sign-in shows only why, with a link to the console, and loads no reference', async () => {
    const page = await c.newPage();
    const problems = watch(page, c.baseUrl);
    const scalar: string[] = [];
    page.on('request', (r) => r.url().includes('/scalar.js') && scalar.push(r.url()));
    await page.goto(`${c.baseUrl}${endpoints.paths.apiDocs}`);
    await page.getByText('Entre no console como administrador para ver a referência da API.').waitFor();
    const link = page.getByRole('link', { name: 'Entrar no console' });
    expect(await link.getAttribute('href')).toBe('/');
    expect(scalar).toEqual([]);
    await link.click();
    await page.getByLabel('Email').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('after signing in as the administrator shows the operations of the document, grouped by menu group', async () => {
    const page = await openSignedIn(c);
    const problems = watch(page, c.baseUrl);
    await page.goto(`${c.baseUrl}${endpoints.paths.apiDocs}`);
    await page.getByRole('heading', { name: 'API do console de verificação biométrica' }).waitFor();
    const sidebar = page.getByRole('complementary');
    for (const group of ['Sessão', 'Configurações', 'Relatórios', 'Cadastros', 'Financeiro', 'Privacidade'])
      await sidebar.getByRole('link', { name: group, exact: true }).waitFor();
    // The first group is open: the session's operations, by their pt-BR summaries.
    await sidebar.getByRole('link', { name: /^Entrar Método HTTP: POST/ }).waitFor();
    await sidebar.getByRole('button', { name: 'Abrir Grupo - Cadastros' }).click();
    await sidebar.getByRole('link', { name: /^Listar — Lista de Parceiros Método HTTP: GET/ }).click();
    // The operation, with its permission and an example from the seed data.
    await page.getByRole('heading', { name: 'Listar — Lista de Parceiros' }).waitFor();
    await page.getByText('Banco Horizonte S.A.').first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-docs.png` });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('as an operator says the reference is for administrators', async () => {
    const page = await c.newPage();
    await signIn(page, c.baseUrl, OPERATOR.email, OPERATOR.password);
    await page.getByRole('link', { name: 'Dispositivos' }).waitFor();
    await page.goto(`${c.baseUrl}${endpoints.paths.apiDocs}`);
    await page.getByText('Apenas administradores veem a referência da API.').waitFor();
    expect(await page.getByRole('link', { name: 'Voltar ao console' }).getAttribute('href')).toBe('/');
    await page.close();
  });
});

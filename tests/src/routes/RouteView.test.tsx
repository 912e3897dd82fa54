import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { endpoints } from '../../../src/core/api/endpoints.js';
import { ADMIN_ONLY_MESSAGE, FORBIDDEN_SCREEN_MESSAGE } from '../../../src/views/ForbiddenView.js';
import { fakeApi } from '../support/fakeApi.js';
import { renderConsole } from '../support/renderConsole.js';

/**
 * The grants of the fixtures' roles file, as the profile sends them (the `engines` project: the
 * console is built from tests/fixtures/schemas). Its 'operador' may not read the users, the API
 * calls nor the prices, and only reads the message templates.
 */
const GRANTS: Record<string, string[]> = Object.fromEntries(
  JSON.parse(readFileSync('tests/fixtures/schemas/roles.json', 'utf8')).roles.map(
    (r: { key: string; grants: string[] }) => [r.key, r.grants],
  ),
);
const profile = (role: string) => ({
  data: { id: 5, name: 'Beatriz', email: 'bia@example.com', role, is_active: 1, permissions: GRANTS[role] },
});
const USERS = {
  data: [{ id: 5, name: 'Beatriz', email: 'bia@example.com', phone: '11987654321', role: 'admin' }],
  total: 1,
  last_page: 1,
};
/** A route's first visit loads its lazy view chunk: more than findBy's default second. */
const LOADING = { timeout: 5000 };

/**
 * What a screen asked the API for: every call but the shell's own (the session's profile is
 * checked at start; the top bar reads the user's saved theme, useThemeSync).
 */
const screenCalls = (calls: readonly { url: string }[]) =>
  calls.map((c) => c.url).filter((url) => url !== endpoints.paths.preferences);

function signedInAs(role: string, path: string) {
  localStorage.setItem('authToken', 'stored.token');
  const api = fakeApi({ 'GET /admin/v1/user/profile': { body: profile(role) }, 'GET /admin/v1/user': { body: USERS } });
  return { api, ...renderConsole(path, api.fetchImpl) };
}

describe('RouteView: the users’ screens are for administrators', () => {
  it.each(['/user', '/user/form', '/user/form/3'])(
    'an operator at %s sees why, and the screen asks the API for nothing',
    async (path) => {
      const { api } = signedInAs('operador', path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Acesso restrito' }, LOADING)).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(ADMIN_ONLY_MESSAGE);
      expect(screen.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/');
      expect(screen.queryByRole('button', { name: /Cadastrar|Bloquear|Salvar/ })).toBeNull();
      expect(screenCalls(api.calls)).toEqual(['/admin/v1/user/profile']);
    },
  );

  // A descriptor's list, a descriptor's new-record form (write) and a screen of console.json.
  it.each(['/api-call', '/message-template/form', '/prices'])(
    'an operator at %s gets the forbidden screen, and nothing is fetched',
    async (path) => {
      const { api } = signedInAs('operador', path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Acesso restrito' }, LOADING)).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(FORBIDDEN_SCREEN_MESSAGE);
      expect(screenCalls(api.calls)).toEqual(['/admin/v1/user/profile']);
    },
  );

  it.each([
    ['/member/form', 'Associado'],
    ['/message-template', 'Modelos de Mensagem'],
  ])('an operator still opens the operational screens: %s', async (path, title) => {
    signedInAs('operador', path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOADING)).toBeTruthy();
    expect(screen.queryByText(FORBIDDEN_SCREEN_MESSAGE)).toBeNull();
  });

  it('an operator keeps their own profile', async () => {
    signedInAs('operador', '/user/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu Perfil' }, LOADING)).toBeTruthy();
  });

  it('an administrator gets the list', async () => {
    signedInAs('admin', '/user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuários' }, LOADING)).toBeTruthy();
    expect(await screen.findByText('bia@example.com', undefined, LOADING)).toBeTruthy();
    expect(screen.queryByText(ADMIN_ONLY_MESSAGE)).toBeNull();
  });

  it("reached anyway (demoted since signing in), the API's 403 message shows", async () => {
    localStorage.setItem('authToken', 'stored.token');
    const api = fakeApi({
      'GET /admin/v1/user/profile': { body: profile('admin') },
      'GET /admin/v1/user': { status: 403, body: { message: ADMIN_ONLY_MESSAGE } },
    });
    renderConsole('/user', api.fetchImpl);
    const dialog = await screen.findByRole('alertdialog', undefined, LOADING);
    expect(within(dialog).getByText(ADMIN_ONLY_MESSAGE)).toBeTruthy();
  });
});

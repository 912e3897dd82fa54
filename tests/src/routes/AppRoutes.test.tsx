import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../support/fakeApi.js';
import { renderConsole } from '../support/renderConsole.js';

// On the fixture descriptors and console.json of tests/fixtures/schemas (the `engines` project):
// the home is the vendor list, '/scan' is the fingerprint fixture's hand-written list.
const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };

/** A route's first visit loads its lazy view chunk: more than findBy's default second. */
const LOADING = { timeout: 5000 };

function signedIn(path: string) {
  localStorage.setItem('authToken', 'stored.token');
  return renderConsole(path, fakeApi({ 'GET /admin/v1/user/profile': { body: PROFILE } }).fetchImpl);
}

describe('routes when signed in', () => {
  it("shows a plain 'Not Found' heading for an unknown path, inside the shell", async () => {
    signedIn('/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
  });

  it.each([
    ['/', 'Fornecedores'],
    ['/device-profile/form/7', 'Perfil de Dispositivo'],
    ['/Message-Template/form', 'Modelo de Mensagem'],
    ['/member', 'Associados'],
    ['/api-call', 'Chamadas à API'],
    ['/user/form/3', 'Usuário'],
    ['/vendor/form', 'Cadastro de Fornecedor'],
    ['/scan', 'Digitais Registradas'],
  ])('%s shows %s, titled from its descriptor (case-insensitive paths)', async (path, title) => {
    signedIn(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOADING)).toBeTruthy();
  });

  it.each([
    ['/prices', 'Lista de Preços'],
    ['/delete-account', 'Excluir cadastro'],
    ['/reset-password?token=abc', 'Redefinir senha'],
  ])('%s shows %s inside the shell', async (path, title) => {
    signedIn(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOADING)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
  });
});

describe('routes when signed out', () => {
  it('shows the login at an unknown path', async () => {
    renderConsole('/nao-existe', fakeApi({}).fetchImpl);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Not Found' })).toBeNull();
  });

  it('shows the login at a signed-in path, with no menu', async () => {
    renderConsole('/vendor', fakeApi({}).fetchImpl);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
  });

  it.each([
    ['/delete-account', 'Excluir cadastro'],
    ['/reset-password?token=abc', 'Redefinir senha'],
  ])('%s is public: %s', async (path, title) => {
    renderConsole(path, fakeApi({}).fetchImpl);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOADING)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../../../src/hooks/api/useApi.js';
import { useUiFeedback } from '../../../../src/hooks/feedback/useUiFeedback.js';
import { AppRoutes } from '../../../../src/routes/AppRoutes.js';
import { fakeApi, HOME_LIST } from '../../support/fakeApi.js';
import { renderConsole } from '../../support/renderConsole.js';
import { renderInProviders } from '../../support/renderInProviders.js';

const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', phone: '11987654321', role: 'admin', is_active: 1 } };

describe('session (AuthProvider)', () => {
  it('checks a stored token at startup, sending it as a bearer token', async () => {
    localStorage.setItem('authToken', 'stored.token');
    const api = fakeApi({ ...HOME_LIST, 'GET /admin/v1/user/profile': { body: PROFILE } });
    renderConsole('/config', api.fetchImpl);
    expect(await screen.findByRole('button', { name: /Administradora/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Configuração de Dispositivos' })).toBeTruthy();
    expect(api.calls[0]?.url).toBe('/admin/v1/user/profile');
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer stored.token');
  });

  it("a 401 {code: 97} shows the server's message, then 'Fechar' returns to the login without the token", async () => {
    localStorage.setItem('authToken', 'blocked.user.token');
    const api = fakeApi({ ...HOME_LIST, 'GET /admin/v1/user/profile': { status: 401, body: { code: 97, message: 'Usuário bloqueado' } } });
    const { user } = renderConsole('/person', api.fetchImpl);

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Usuário bloqueado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));

    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("defaults the forced-logout message to 'Erro de autenticação!'", async () => {
    localStorage.setItem('authToken', 'expired');
    const api = fakeApi({ ...HOME_LIST, 'GET /admin/v1/user/profile': { status: 401, body: { code: 98 } } });
    renderConsole('/', api.fetchImpl);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Erro de autenticação!')).toBeTruthy();
  });

  it('the forced-logout dialog is static: Esc does not close it', async () => {
    localStorage.setItem('authToken', 'gone');
    const api = fakeApi({ ...HOME_LIST, 'GET /admin/v1/user/profile': { status: 401, body: { code: 96, message: 'Usuário não encontrado.' } } });
    const { user } = renderConsole('/', api.fetchImpl);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('a forced logout from any later call shows one dialog, then the login', async () => {
    const api = fakeApi({
    ...HOME_LIST,
      'POST /api/v2/user/login': { body: { access_token: 'fresh', data: PROFILE.data } },
      'GET /admin/v1/param': { status: 401, body: { code: 97, message: 'Usuário bloqueado. Procure o administrador.' } },
    });
    const { user } = renderInProviders(
      <>
        <AppRoutes />
        <Probe />
      </>,
      { fetchImpl: api.fetchImpl },
    );
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Senha'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('navigation', { name: 'Menu principal' });

    // Two calls fail at once: one dialog only.
    await user.click(screen.getByRole('button', { name: 'sonda' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Usuário bloqueado. Procure o administrador.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('probe-errors').textContent).toBe('2'));
    expect(localStorage.getItem('authToken')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Logout in the user menu removes the token and shows the login', async () => {
    localStorage.setItem('authToken', 'stored.token');
    const api = fakeApi({ ...HOME_LIST, 'GET /admin/v1/user/profile': { body: PROFILE } });
    const { user } = renderConsole('/', api.fetchImpl);
    await user.click(await screen.findByRole('button', { name: /Administradora/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps the session when the server cannot be reached, and says so', async () => {
    localStorage.setItem('authToken', 'stored.token');
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const { user } = renderConsole('/', down);
    // The session check and the home list both fail to connect: each dialog says so.
    for (let i = 0; i < 2; i++) {
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText('Não foi possível conectar ao servidor.')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    }
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBe('stored.token');
  });
});

/** A screen stand-in: fires two calls at once and reports them through showError. */
function Probe() {
  const api = useApi();
  const { showError } = useUiFeedback();
  const [failures, setFailures] = useState(0);
  const run = () => {
    for (let i = 0; i < 2; i++) {
      api.get('/admin/v1/param').catch((error: unknown) => {
        showError(error, 'Erro ao buscar registros!');
        setFailures((n) => n + 1);
      });
    }
  };
  return (
    <>
      <button onClick={run}>sonda</button>
      <span data-testid="probe-errors">{failures}</span>
    </>
  );
}

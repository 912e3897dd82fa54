import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import descriptors from 'virtual:descriptors';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../../src/core/api/endpoints.js';
import { entityRoute } from '../../../../src/core/api/entityRoute.js';
import { useApi } from '../../../../src/hooks/api/useApi.js';
import { useUiFeedback } from '../../../../src/hooks/feedback/useUiFeedback.js';
import * as consoleMessages from '../../../../src/core/api/consoleMessages.js';
import { useAuth } from '../../../../src/hooks/auth/useAuth.js';
import type { ProfileAnswer } from '../../../../src/hooks/auth/AuthProvider.js';
import { AppRoutes } from '../../../../src/routes/AppRoutes.js';
import { emptyList, fakeApi, HOME_LIST } from '../../support/fakeApi.js';
import { renderConsole } from '../../support/renderConsole.js';
import { renderInProviders } from '../../support/renderInProviders.js';
import { openUserMenu } from '../../support/openUserMenu.js';

// On the fixture descriptors and console.json of tests/fixtures/schemas (the `engines` project):
// the home is the vendor list; the API's own paths are those of the endpoints config.
const { login: LOGIN, logout: LOGOUT, profile: PROFILE_PATH } = endpoints.paths;
const USERS = descriptors.user!;
const PASSWORD = entityRoute(endpoints, 'password', (key) => descriptors[key]?.api.endpoint)!.path.replace('{id}', '1');
/** What the probe below asks for: any list of the console. */
const PROBED = descriptors['device-profile']!.api.endpoint;

const PROFILE = {
  data: {
    id: 1,
    name: 'Administradora',
    email: 'admin@example.com',
    phone: '11987654321',
    role: 'admin',
    is_active: 1,
  },
};
/** The profile as src/main.tsx passes it, read early (every permission, as the API gives an admin). */
const EARLY_PROFILE: ProfileAnswer = { data: { ...PROFILE.data, is_active: 1, permissions: ['*'] } };
/** The first administrator of a new database: must change the password set for them. */
const MUST_CHANGE = { data: { ...PROFILE.data, must_change_password: true } };
const LOGGED_OUT = { body: { message: 'Você saiu. Todas as suas sessões foram encerradas.' } };

/** A route's first visit loads its lazy view chunk: more than findBy's default second. */
const LOADING = { timeout: 5000 };

describe('session (AuthProvider)', () => {
  it('checks a stored token at startup, sending it as a bearer token', async () => {
    localStorage.setItem('authToken', 'stored.token');
    const api = fakeApi({ ...HOME_LIST, [`GET ${PROFILE_PATH}`]: { body: PROFILE } });
    renderConsole('/vendor', api.fetchImpl);
    expect(await screen.findByRole('button', { name: /Administradora/ }, LOADING)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fornecedores' }, LOADING)).toBeTruthy();
    expect(api.calls[0]?.url).toBe(PROFILE_PATH);
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer stored.token');
  });

  it('starts signed in with the profile read before the first render: no loading screen, no second read', async () => {
    localStorage.setItem('authToken', 'stored.token');
    const api = fakeApi({ ...HOME_LIST, [`GET ${PROFILE_PATH}`]: { body: PROFILE } });
    renderConsole('/vendor', api.fetchImpl, EARLY_PROFILE);
    // Drawn by the first render: the shell with the user, never 'Carregando...'.
    expect(screen.getByRole('button', { name: /Administradora/ })).toBeTruthy();
    expect(screen.queryByText('Carregando...')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fornecedores' }, LOADING)).toBeTruthy();
    expect(api.calls.filter((c) => c.url === PROFILE_PATH)).toEqual([]);
  });

  it('a profile read early without a stored token, or without a usable user, changes nothing', async () => {
    const signedOut = fakeApi({});
    const { unmount } = renderConsole('/vendor', signedOut.fetchImpl, EARLY_PROFILE);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    unmount();
    localStorage.setItem('authToken', 'stored.token');
    const api = fakeApi({ ...HOME_LIST, [`GET ${PROFILE_PATH}`]: { body: PROFILE } });
    renderConsole('/vendor', api.fetchImpl, { data: { id: 'x' } } as unknown as ProfileAnswer);
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Administradora/ }, LOADING)).toBeTruthy();
    expect(api.calls[0]?.url).toBe(PROFILE_PATH);
  });

  it("a 401 {code: 97} shows the server's message, then 'Fechar' returns to the login without the token", async () => {
    localStorage.setItem('authToken', 'blocked.user.token');
    const api = fakeApi({
      ...HOME_LIST,
      [`GET ${PROFILE_PATH}`]: { status: 401, body: { code: 97, message: 'Usuário bloqueado' } },
    });
    const { user } = renderConsole('/member', api.fetchImpl);

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
    const api = fakeApi({ ...HOME_LIST, [`GET ${PROFILE_PATH}`]: { status: 401, body: { code: 98 } } });
    renderConsole('/', api.fetchImpl);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Erro de autenticação!')).toBeTruthy();
  });

  it("the forced-logout dialog closes on Esc as on 'Fechar' (issue 23: every dialog does): then the login", async () => {
    localStorage.setItem('authToken', 'gone');
    const api = fakeApi({
      ...HOME_LIST,
      [`GET ${PROFILE_PATH}`]: { status: 401, body: { code: 96, message: 'Usuário não encontrado.' } },
    });
    const { user } = renderConsole('/', api.fetchImpl);
    await screen.findByRole('alertdialog');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a forced logout from any later call shows one dialog, then the login', async () => {
    const api = fakeApi({
      ...HOME_LIST,
      [`POST ${LOGIN}`]: { body: { access_token: 'fresh', data: PROFILE.data } },
      [`GET ${PROBED}`]: {
        status: 401,
        body: { code: 97, message: 'Usuário bloqueado. Procure o administrador.' },
      },
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

  it('Logout in the user menu ends the session on the server, then removes the token and shows the login', async () => {
    localStorage.setItem('authToken', 'stored.token');
    const api = fakeApi({
      ...HOME_LIST,
      [`GET ${PROFILE_PATH}`]: { body: PROFILE },
      [`POST ${LOGOUT}`]: LOGGED_OUT,
    });
    const { user } = renderConsole('/', api.fetchImpl);
    await openUserMenu(user, /Administradora/);
    const logoutItem = await screen.findByRole('menuitem', { name: 'Logout' }, LOADING);
    // Chosen from the keyboard (the last entry), as in UserMenuDropdown.test.tsx: in jsdom every
    // pointer event is at (0, 0), so Zag's menu may not see the pointer reach an item.
    await user.keyboard('{End}');
    await waitFor(() => expect(logoutItem.hasAttribute('data-highlighted')).toBe(true));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Login' }, LOADING)).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
    const logout = api.calls.filter((c) => c.url === LOGOUT);
    expect(logout).toHaveLength(1);
    expect(logout[0]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer stored.token' } });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Logout still signs out of this browser when the server cannot confirm it, and says so', async () => {
    localStorage.setItem('authToken', 'stored.token');
    const api = fakeApi({
      ...HOME_LIST,
      [`GET ${PROFILE_PATH}`]: { body: PROFILE },
      [`POST ${LOGOUT}`]: { status: 503, body: { message: 'Banco de dados indisponível no momento.' } },
    });
    const { user } = renderWithLogoutProbe(api.fetchImpl);
    await user.click(await screen.findByRole('button', { name: 'sair (sonda)' }, LOADING));
    const dialog = await screen.findByRole('alertdialog', undefined, LOADING);
    expect(within(dialog).getByText(consoleMessages.logoutUnconfirmed)).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByRole('button', { name: 'Login' }, LOADING)).toBeTruthy();
  });

  it('Logout with a session the server had already ended (code 98) signs out without any dialog', async () => {
    localStorage.setItem('authToken', 'stored.token');
    const api = fakeApi({
      ...HOME_LIST,
      [`GET ${PROFILE_PATH}`]: { body: PROFILE },
      [`POST ${LOGOUT}`]: {
        status: 401,
        body: { code: 98, message: 'Sua sessão foi encerrada. Entre novamente.' },
      },
    });
    const { user } = renderWithLogoutProbe(api.fetchImpl);
    await user.click(await screen.findByRole('button', { name: 'sair (sonda)' }, LOADING));
    expect(await screen.findByRole('button', { name: 'Login' }, LOADING)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('after login, a user who must change the password sees only the password change, at any address, until it is done', async () => {
    let changed = false;
    const api = fakeApi({
      ...HOME_LIST,
      [`POST ${LOGIN}`]: {
        body: {
          access_token: 'first.token',
          data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin' },
        },
      },
      [`GET ${PROFILE_PATH}`]: () => ({ body: changed ? PROFILE : MUST_CHANGE }),
      ...emptyList(USERS),
      [`PUT ${PASSWORD}`]: () => {
        changed = true;
        return { body: { message: 'Senha alterada com sucesso!', access_token: 'new.token' } };
      },
    });
    const { user, history } = renderConsole('/member', api.fetchImpl);
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Senha'), 'Gerada123abcde');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Defina uma nova senha' }, LOADING)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    act(() => history.push('/user'));
    expect(await screen.findByRole('heading', { name: 'Defina uma nova senha' }, LOADING)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    // Nothing of the console was asked for: only the login and the profile.
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST ${LOGIN}`, `GET ${PROFILE_PATH}`]);

    await user.type(screen.getByLabelText(/Senha atual/), 'Gerada123abcde');
    await user.type(screen.getByLabelText(/^Nova senha/), 'MinhaSenha9');
    await user.type(screen.getByLabelText(/Confirmar nova senha/), 'MinhaSenha9');
    await user.click(screen.getByRole('button', { name: 'Alterar' }));

    const dialog = await screen.findByRole('alertdialog', undefined, LOADING);
    expect(within(dialog).getByText('Senha alterada com sucesso!')).toBeTruthy();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({
      url: PASSWORD,
      headers: { Authorization: 'Bearer first.token' },
      body: { password: 'Gerada123abcde', new_password: 'MinhaSenha9', confirm_new_password: 'MinhaSenha9' },
    });
    expect(localStorage.getItem('authToken')).toBe('new.token');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    // The console opens where the address points.
    expect(await screen.findByRole('navigation', { name: 'Menu principal' }, LOADING)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuários' }, LOADING)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Defina uma nova senha' })).toBeNull();
  });

  it("a stored session that must change the password opens on the change too; the server's field errors show under their fields; 'Sair' logs out", async () => {
    localStorage.setItem('authToken', 'stored.token');
    const api = fakeApi({
      [`GET ${PROFILE_PATH}`]: { body: MUST_CHANGE },
      [`PUT ${PASSWORD}`]: {
        status: 400,
        body: { message: 'Senha atual incorreta.', errors: { password: 'Senha atual incorreta.' } },
      },
      [`POST ${LOGOUT}`]: LOGGED_OUT,
    });
    const { user } = renderConsole('/vendor', api.fetchImpl);
    expect(await screen.findByRole('heading', { name: 'Defina uma nova senha' }, LOADING)).toBeTruthy();
    await user.type(screen.getByLabelText(/Senha atual/), 'errada12');
    await user.type(screen.getByLabelText(/^Nova senha/), 'MinhaSenha9');
    await user.type(screen.getByLabelText(/Confirmar nova senha/), 'MinhaSenha9');
    await user.click(screen.getByRole('button', { name: 'Alterar' }));
    expect(await screen.findByText('Senha atual incorreta.', undefined, LOADING)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Defina uma nova senha' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('button', { name: 'Login' }, LOADING)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST' && c.url === LOGOUT)).toBe(true);
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

/**
 * The console's routes with a button that calls the session's logout, as the user menu does (the
 * menu itself is tested once above: Zag's menu keeps state between renders in jsdom).
 */
function renderWithLogoutProbe(fetchImpl: typeof fetch) {
  return renderInProviders(
    <>
      <AppRoutes />
      <LogoutProbe />
    </>,
    { fetchImpl },
  );
}

function LogoutProbe() {
  const { logout } = useAuth();
  return <button onClick={() => void logout()}>sair (sonda)</button>;
}

/** A screen stand-in: fires two calls at once and reports them through showError. */
function Probe() {
  const api = useApi();
  const { showError } = useUiFeedback();
  const [failures, setFailures] = useState(0);
  const run = () => {
    for (let i = 0; i < 2; i++) {
      api.get(PROBED).catch((error: unknown) => {
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

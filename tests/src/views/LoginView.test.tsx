import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/core/api/endpoints.js';
import { fakeApi, HOME_LIST } from '../support/fakeApi.js';
import { renderConsole } from '../support/renderConsole.js';

// On the fixture descriptors and console.json of tests/fixtures/schemas (the `engines` project):
// signed in, the console opens on their home, the vendor list.
const LOGIN = endpoints.paths.login;
const USER = { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin' };

describe('LoginView', () => {
  it('shows both required messages and sends nothing when the form is empty', async () => {
    const api = fakeApi({});
    const { user } = renderConsole('/', api.fetchImpl);
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Informe seu email')).toBeTruthy();
    expect(screen.getByText('Informe sua senha')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('asks only for what is missing, and clears a message once the field is filled', async () => {
    const api = fakeApi({});
    const { user } = renderConsole('/', api.fetchImpl);
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Informe sua senha')).toBeTruthy();
    expect(screen.queryByText('Informe seu email')).toBeNull();
    // The focus goes to the field left invalid.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Senha')));
    await user.type(screen.getByLabelText('Senha'), 'x');
    await waitFor(() => expect(screen.queryByText('Informe sua senha')).toBeNull());
    expect(api.calls).toHaveLength(0);
  });

  it('stores the token after a successful login and shows the shell with the menu', async () => {
    const api = fakeApi({
      ...HOME_LIST,
      [`POST ${LOGIN}`]: { body: { access_token: 'eyJ.token.ok', data: USER } },
    });
    const { user } = renderConsole('/', api.fetchImpl);
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Senha'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const home = within(nav).getByRole('link', { name: 'Fornecedores' });
    expect(home.getAttribute('href')).toBe('/vendor');
    // '/' is the home: its entry is the highlighted one
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(localStorage.getItem('authToken')).toBe('eyJ.token.ok');
    expect(screen.getByRole('button', { name: /Administradora/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fornecedores' })).toBeTruthy();

    // What follows is the home list: the vendors', answered empty in their envelope (HOME_LIST).
    expect(Object.keys(HOME_LIST)).toEqual(['GET /fixture/v1/vendor']);
    expect(await screen.findByText('Nenhum registro encontrado')).toBeTruthy();
    expect(api.calls.slice(1).map((c) => `${c.method} ${c.url.split('?')[0]}`)).toContain('GET /fixture/v1/vendor');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // One login call, the first.
    const logins = api.calls.filter((c) => c.url.endsWith(LOGIN));
    expect(logins).toHaveLength(1);
    expect(api.calls[0]).toBe(logins[0]);
    const [call] = logins;
    expect(call?.body).toEqual({ email: 'admin@example.com', password: 'admin123' });
    expect(call?.headers.Authorization).toBeUndefined();
  });

  it("shows the server's message when the login fails, and stays signed out", async () => {
    const api = fakeApi({ [`POST ${LOGIN}`]: { status: 401, body: { message: 'Email ou senha inválidos.' } } });
    const { user } = renderConsole('/', api.fetchImpl);
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Email ou senha inválidos.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("falls back to 'Erro ao realizar login!' when the server sends no message", async () => {
    const api = fakeApi({ [`POST ${LOGIN}`]: { status: 500, body: {} } });
    const { user } = renderConsole('/', api.fetchImpl);
    await user.type(await screen.findByLabelText('Email'), 'a@b.c');
    await user.type(screen.getByLabelText('Senha'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Erro ao realizar login!')).toBeTruthy();
  });
});

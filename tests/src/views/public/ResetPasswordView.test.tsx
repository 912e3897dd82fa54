import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ResetPasswordView, { INVALID_LINK_TITLE } from '../../../../src/views/public/ResetPasswordView.js';
import { fakeApi, type FakeReply } from '../../support/fakeApi.js';
import { currentLocation, renderView, routeOf } from '../../support/renderView.js';

const PATH = '/auth/v1/reset-password';
const TOKEN = 'a1B2.c3D4-e5_F6';

function setup(path: string, reply: FakeReply = { body: { message: 'Senha alterada com sucesso!' } }) {
  const api = fakeApi({ [`POST ${PATH}`]: reply });
  const rendered = renderView(<ResetPasswordView route={routeOf('/reset-password', false)} />, {
    path,
    fetchImpl: api.fetchImpl,
  });
  const resets = () => api.calls.filter((c) => c.url.endsWith(PATH));
  return { ...rendered, resets };
}

const passwordInput = () => screen.getByLabelText(/^Nova senha/, { selector: 'input' }) as HTMLInputElement;
const alterar = () => screen.getByRole('button', { name: 'Alterar' });

describe('Redefinir senha', () => {
  it('without a token: says the link is invalid, to ask for a new one, and shows no form', () => {
    setup('/reset-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(INVALID_LINK_TITLE)).toBeTruthy();
    expect(within(alert).getByText(/Peça um novo link ao administrador/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Nova senha/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Alterar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe('/');
  });

  it("requires the new password ('Informe sua nova senha'), 6 to 15 characters, before sending", async () => {
    const { user, resets } = setup(`/reset-password?token=${TOKEN}`);
    await user.click(alterar());
    expect(await screen.findByText('Informe sua nova senha')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(passwordInput()));
    await user.type(passwordInput(), '12345');
    expect(await screen.findByText('A senha deve ter entre 6 e 15 caracteres')).toBeTruthy();
    await user.click(alterar());
    expect(resets()).toHaveLength(0);
    expect(passwordInput().maxLength).toBe(15);
  });

  it("sends the link's token and the new password, shows the server's message, then the way to the login", async () => {
    const { user, resets } = setup(`/reset-password?token=${TOKEN}`);
    expect(passwordInput().type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(passwordInput().type).toBe('text');
    await user.type(passwordInput(), 'nova1234');
    await user.click(alterar());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Senha alterada com sucesso!')).toBeTruthy();
    expect(resets()).toHaveLength(1);
    expect(resets()[0]!.body).toEqual({ token: TOKEN, new_password: 'nova1234' });
    expect(resets()[0]!.headers.Authorization).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));

    // The link is used up: no form any more, only the way to the login.
    expect(screen.queryByRole('button', { name: 'Alterar' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ir para o login' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it("falls back to 'Senha alterada com sucesso!' when the answer has no message", async () => {
    const { user } = setup(`/reset-password?token=${TOKEN}`, { body: {} });
    await user.type(passwordInput(), 'nova1234');
    await user.click(alterar());
    expect(within(await screen.findByRole('alertdialog')).getByText('Senha alterada com sucesso!')).toBeTruthy();
  });

  it("shows the server's refusal (expired or used link), else 'Erro ao redefinir senha!', keeping the form", async () => {
    const refused = 'Link de redefinição inválido, expirado ou já usado. Peça um novo link ao administrador.';
    const first = setup(`/reset-password?token=${TOKEN}`, { status: 400, body: { message: refused } });
    await first.user.type(passwordInput(), 'nova1234');
    await first.user.click(alterar());
    expect(within(await screen.findByRole('alertdialog')).getByText(refused)).toBeTruthy();
    // The form stays behind the dialog (hidden from the accessibility tree while the dialog is open).
    expect(screen.getByRole('button', { name: 'Alterar', hidden: true })).toBeTruthy();
    expect(passwordInput().value).toBe('nova1234');
    first.unmount();

    const second = setup(`/reset-password?token=${TOKEN}`, { status: 500, body: {} });
    await second.user.type(passwordInput(), 'nova1234');
    await second.user.click(alterar());
    expect(within(await screen.findByRole('alertdialog')).getByText('Erro ao redefinir senha!')).toBeTruthy();
  });

  it("puts the server's field message under the field", async () => {
    const { user } = setup(`/reset-password?token=${TOKEN}`, {
      status: 400,
      body: {
        message: 'A senha deve ter entre 6 e 15 caracteres',
        errors: { new_password: 'A senha deve ter entre 6 e 15 caracteres' },
      },
    });
    await user.type(passwordInput(), 'nova1234');
    await user.click(alterar());
    await screen.findByRole('alertdialog');
    expect(screen.getAllByText('A senha deve ter entre 6 e 15 caracteres').length).toBeGreaterThanOrEqual(2);
  });
});

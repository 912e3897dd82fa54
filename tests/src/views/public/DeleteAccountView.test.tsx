import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DeleteAccountView, { ERASURE_NOTICE } from '../../../../src/views/public/DeleteAccountView.js';
import { fakeApi, type FakeReply } from '../../support/fakeApi.js';
import { renderView, routeOf } from '../../support/renderView.js';

const PATH = '/api/v2/person/delete-account';

function setup(reply: FakeReply = { body: { message: 'Registro removido com sucesso!' } }, { signedIn = false } = {}) {
  if (signedIn) localStorage.setItem('authToken', 'admin.token');
  const api = fakeApi({
    [`POST ${PATH}`]: reply,
    'GET /admin/v1/user/profile': { body: { data: { id: 1, name: 'Administradora', email: 'admin@example.com' } } },
  });
  const rendered = renderView(<DeleteAccountView route={routeOf('/delete-account', signedIn)} />, {
    path: '/delete-account',
    fetchImpl: api.fetchImpl,
  });
  const deletes = () => api.calls.filter((c) => c.url.endsWith(PATH));
  return { ...rendered, deletes };
}

const cpfInput = () => screen.getByLabelText(/^CPF/) as HTMLInputElement;
const passwordInput = () => screen.getByLabelText(/^Senha/, { selector: 'input' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Excluir cadastro' });

describe('Excluir cadastro', () => {
  it('explains the erasure (LGPD) and asks for CPF and password, sending nothing while they are missing', async () => {
    const { user, deletes } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Excluir cadastro' })).toBeTruthy();
    expect(screen.getByText(ERASURE_NOTICE)).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText('Informe seu cpf')).toBeTruthy();
    expect(screen.getByText('Informe sua senha')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deletes()).toHaveLength(0);
    // The focus goes to the first field shown invalid, then to the next one left.
    await waitFor(() => expect(document.activeElement).toBe(cpfInput()));
    await user.type(cpfInput(), '52998224725');
    await user.click(submit());
    await waitFor(() => expect(document.activeElement).toBe(passwordInput()));
  });

  it("masks the CPF as 000.000.000-00 and says 'CPF inválido' when its check digits fail", async () => {
    const { user, deletes } = setup();
    await user.type(cpfInput(), '52998224726');
    expect(cpfInput().value).toBe('529.982.247-26');
    await user.type(passwordInput(), 'cidadao123');
    await user.click(submit());
    expect(await screen.findByText('CPF inválido')).toBeTruthy();
    // The message follows the typing once shown.
    await user.clear(cpfInput());
    expect(await screen.findByText('Informe seu cpf')).toBeTruthy();
    expect(deletes()).toHaveLength(0);
  });

  it('asks for confirmation; Cancelar sends nothing', async () => {
    const { user, deletes } = setup();
    await user.type(cpfInput(), '52998224725');
    await user.type(passwordInput(), 'cidadao123');
    await user.click(submit());
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Tem certeza que deseja excluir este registro?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes()).toHaveLength(0);
    expect(cpfInput().value).toBe('529.982.247-25');
  });

  it('after Confirmar sends the digits and the password, shows the success message and clears the form', async () => {
    const { user, deletes } = setup();
    await user.type(cpfInput(), '529.982.247-25');
    await user.type(passwordInput(), 'cidadao123');
    await user.click(submit());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Registro removido com sucesso!')).toBeTruthy();
    expect(deletes()).toHaveLength(1);
    expect(deletes()[0]!.body).toEqual({ cpf: '52998224725', password: 'cidadao123' });
    expect(deletes()[0]!.headers.Authorization).toBeUndefined();
    expect(cpfInput().value).toBe('');
    expect(passwordInput().value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    // A cleared form shows no messages until the next try.
    expect(screen.queryByText('Informe seu cpf')).toBeNull();
  });

  it("shows the server's refusal in an error dialog, keeping what was typed", async () => {
    const { user } = setup({ status: 401, body: { message: 'CPF ou senha incorretos.' } });
    await user.type(cpfInput(), '52998224725');
    await user.type(passwordInput(), 'errada');
    await user.click(submit());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('CPF ou senha incorretos.')).toBeTruthy();
    expect(cpfInput().value).toBe('529.982.247-25');
  });

  it("falls back to 'Erro ao tentar deletar cadastro!' without a server message", async () => {
    const { user } = setup({ status: 500, body: {} });
    await user.type(cpfInput(), '52998224725');
    await user.type(passwordInput(), 'cidadao123');
    await user.click(submit());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    expect(within(await screen.findByRole('alertdialog')).getByText('Erro ao tentar deletar cadastro!')).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    const { user } = setup();
    expect(passwordInput().type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(passwordInput().type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(passwordInput().type).toBe('password');
  });

  it('signed out: links back to the login; signed in: the same card with the brand, no bearer token sent', async () => {
    const out = setup();
    expect(screen.getByRole('link', { name: 'Voltar para o login' }).getAttribute('href')).toBe('/');
    out.unmount();

    const { user, deletes } = setup(undefined, { signedIn: true });
    await waitFor(() => expect(screen.getByText('Biometria')).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Voltar para o login' })).toBeNull();
    await user.type(cpfInput(), '52998224725');
    await user.type(passwordInput(), 'cidadao123');
    await user.click(submit());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(deletes()[0]!.headers.Authorization).toBeUndefined();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as apiMessages from '../../../../src/core/api/apiMessages.js';
import ProfileView, { END_SESSIONS_CONFIRM, SESSIONS_TEXT } from '../../../../src/views/form/ProfileView';
import { fakeApi, type FakeCall } from '../../support/fakeApi';
import { allFieldErrors, control, fieldErrors, findAlertText, findDialog, findForm } from './support/formQueries';
import { renderWithShell } from './support/renderFormView';

const PROFILE = {
  id: 7,
  name: 'Bia Lima',
  email: 'bia@example.com',
  phone: '1133334444',
  role: 'operador',
  is_active: 1,
};
const writes = (calls: FakeCall[]) => calls.filter((c) => c.method !== 'GET');

function renderProfile(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /admin/v1/user/profile': { body: { data: PROFILE } }, ...routes });
  const rendered = renderWithShell(
    '/user/profile',
    api.fetchImpl,
    <Route path="/user/profile" element={<ProfileView />} />,
  );
  return { api, ...rendered };
}

describe('ProfileView', () => {
  it('shows name, phone (masked) and a read-only email, the access status, and no role or password', async () => {
    renderProfile({});
    const form = await findForm('profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeTruthy();
    expect(control('name').value).toBe('Bia Lima');
    expect(control('phone').value).toBe('(11) 3333-4444');
    expect(control('email').value).toBe('bia@example.com');
    expect(control('email').readOnly).toBe(true);
    expect(control('name').readOnly).toBe(false);
    expect(within(form).queryByRole('combobox')).toBeNull();
    expect(form.querySelector('input[type="password"]')).toBeNull();
    expect(screen.getByTestId('access-status').textContent).toBe('Acesso liberado');
  });

  it("shows 'Acesso bloqueado' for an inactive user", async () => {
    const api = fakeApi({ 'GET /admin/v1/user/profile': { body: { data: { ...PROFILE, is_active: 0 } } } });
    renderWithShell('/user/profile', api.fetchImpl, <Route path="/user/profile" element={<ProfileView />} />);
    await findForm('profile');
    expect(screen.getByTestId('access-status').textContent).toBe('Acesso bloqueado');
  });

  it("requires name and phone with the user form's messages, and sends nothing", async () => {
    const { api, user } = renderProfile({});
    await findForm('profile');
    await user.clear(control('name'));
    await user.clear(control('phone'));
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await findAlertText()).toContain(apiMessages.formInvalid);
    expect(fieldErrors('name')).toEqual(['Informe o nome do usuário']);
    expect(fieldErrors('phone')).toEqual(['Informe o telefone do usuário']);
    expect(allFieldErrors(document.body)).toHaveLength(2);
    expect(writes(api.calls)).toEqual([]);
  });

  it("requires the email too ('Informe o email do usuário') when the profile has none", async () => {
    const api = fakeApi({ 'GET /admin/v1/user/profile': { body: { data: { ...PROFILE, email: '' } } } });
    const { user } = renderWithShell(
      '/user/profile',
      api.fetchImpl,
      <Route path="/user/profile" element={<ProfileView />} />,
    );
    await findForm('profile');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(fieldErrors('email')).toEqual(['Informe o email do usuário']));
    expect(writes(api.calls)).toEqual([]);
  });

  it('posts { name, phone, email } (phone digits only) and shows the success alert', async () => {
    const { api, user } = renderProfile({
      'POST /admin/v1/user/profile': (call) => ({
        body: { data: { ...PROFILE, ...(call.body as object) }, message: 'Registro salvo com sucesso!' },
      }),
    });
    await findForm('profile');
    await user.clear(control('name'));
    await user.type(control('name'), 'Beatriz Lima');
    await user.clear(control('phone'));
    await user.type(control('phone'), '11987654321');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await findAlertText()).toContain('Registro salvo com sucesso!');
    expect(writes(api.calls)).toHaveLength(1);
    expect(writes(api.calls)[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Beatriz Lima', phone: '11987654321', email: 'bia@example.com' },
    });
    expect(Object.keys(writes(api.calls)[0]!.body as object).sort()).toEqual(['email', 'name', 'phone']);
  });

  it('puts the server’s field errors under their fields', async () => {
    const { user } = renderProfile({
      'POST /admin/v1/user/profile': {
        status: 400,
        body: { message: apiMessages.formInvalid, errors: { phone: 'Telefone inválido' } },
      },
    });
    await findForm('profile');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(fieldErrors('phone')).toEqual(['Telefone inválido']));
  });

  it("shows a 409's message in an error dialog and on its field, as the entity forms do", async () => {
    const message = 'Email já cadastrado';
    const { user } = renderProfile({
      'POST /admin/v1/user/profile': { status: 409, body: { message, errors: { phone: message } } },
    });
    await findForm('profile');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(within(await findDialog()).getByText(message)).toBeTruthy();
    expect(fieldErrors('phone')).toEqual([message]);
  });

  it('guards the tab closing (beforeunload) while there are unsaved changes, not after a save', async () => {
    const { user } = renderProfile({
      'POST /admin/v1/user/profile': (call) => ({ body: { data: { ...PROFILE, ...(call.body as object) } } }),
    });
    await findForm('profile');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(control('name'), ' Souza');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await findAlertText()).toContain('Registro salvo com sucesso!');
    expect(unload()).toBe(false);
  });

  it("shows 'Erro ao buscar dados' when the profile cannot be read", async () => {
    const api = fakeApi({ 'GET /admin/v1/user/profile': { status: 500, body: {} } });
    renderWithShell('/user/profile', api.fetchImpl, <Route path="/user/profile" element={<ProfileView />} />);
    expect(within(await findDialog()).getByText('Erro ao buscar dados')).toBeTruthy();
  });
});

describe('change password modal', () => {
  async function openModal(routes: Parameters<typeof fakeApi>[0] = {}) {
    const rendered = renderProfile(routes);
    await findForm('profile');
    await rendered.user.click(screen.getByRole('button', { name: /Alterar Senha/ }));
    const modal = await screen.findByRole('dialog', { name: 'Alterar Senha' });
    const field = (label: string) =>
      within(modal).getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' }) as HTMLInputElement;
    const errors = () => [...modal.querySelectorAll('[data-part="error-text"]')].map((e) => e.textContent);
    return { ...rendered, modal, field, errors };
  }

  it('requires the three passwords, each 6 to 15 characters, and sends nothing', async () => {
    const { user, modal, field, errors, api } = await openModal();
    await user.click(within(modal).getByRole('button', { name: 'Alterar' }));
    expect(errors()).toEqual(['Informe a senha atual', 'Informe a nova senha', 'Confirme a nova senha']);
    await user.type(field('Senha atual'), '123');
    expect(errors()).toEqual([
      'A senha deve ter entre 6 e 15 caracteres',
      'Informe a nova senha',
      'Confirme a nova senha',
    ]);
    expect(writes(api.calls)).toEqual([]);
  });

  it("says 'As senhas não conferem' when the confirmation differs", async () => {
    const { user, modal, field, errors, api } = await openModal();
    await user.type(field('Senha atual'), 'atual123');
    await user.type(field('Nova senha'), 'nova1234');
    await user.type(field('Confirmar nova senha'), 'nova4321');
    await user.click(within(modal).getByRole('button', { name: 'Alterar' }));
    expect(errors()).toEqual(['As senhas não conferem']);
    expect(writes(api.calls)).toEqual([]);
  });

  it("puts the server's field error (wrong current password) under its field", async () => {
    const { user, modal, field, errors } = await openModal({
      'PUT /admin/v1/user/7/password': {
        status: 400,
        body: { message: 'Senha atual incorreta.', errors: { password: 'Senha atual incorreta.' } },
      },
    });
    await user.type(field('Senha atual'), 'errada12');
    await user.type(field('Nova senha'), 'nova1234');
    await user.type(field('Confirmar nova senha'), 'nova1234');
    await user.click(within(modal).getByRole('button', { name: 'Alterar' }));
    await waitFor(() => expect(errors()).toEqual(['Senha atual incorreta.']));
  });

  it('sends the three fields, shows the server message and stores a new own token', async () => {
    localStorage.setItem('authToken', 'old.token');
    const { user, modal, field, api } = await openModal({
      'PUT /admin/v1/user/7/password': { body: { message: 'Senha alterada com sucesso!', access_token: 'new.token' } },
    });
    await user.type(field('Senha atual'), 'atual123');
    await user.type(field('Nova senha'), 'nova1234');
    await user.type(field('Confirmar nova senha'), 'nova1234');
    await user.click(within(modal).getByRole('button', { name: 'Alterar' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('Senha alterada com sucesso!')).toBeTruthy();
    expect(writes(api.calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: { password: 'atual123', new_password: 'nova1234', confirm_new_password: 'nova1234' },
      }),
    ]);
    expect(localStorage.getItem('authToken')).toBe('new.token');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alterar Senha' })).toBeNull());
  });
});

describe('ProfileView: ending the sessions', () => {
  it("says what 'Encerrar todas as minhas sessões' does, asks first, then ends every session on the server and signs out here", async () => {
    localStorage.setItem('authToken', 'stored.token');
    const { api, user } = renderProfile({
      'POST /api/v2/user/logout': { body: { message: 'Você saiu. Todas as suas sessões foram encerradas.' } },
    });
    await findForm('profile');
    expect(screen.getByText(SESSIONS_TEXT)).toBeTruthy();
    const end = screen.getByRole('button', { name: 'Encerrar todas as minhas sessões' });

    await user.click(end);
    let dialog = await findDialog();
    expect(within(dialog).getByText(END_SESSIONS_CONFIRM)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(api.calls)).toEqual([]);
    expect(localStorage.getItem('authToken')).toBe('stored.token');

    await user.click(end);
    dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull());
    expect(writes(api.calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/v2/user/logout',
        headers: expect.objectContaining({ Authorization: 'Bearer stored.token' }),
      }),
    ]);
  });
});

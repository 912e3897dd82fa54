import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../support/fakeApi';
import { control, findDialog, findForm } from './support/formQueries';
import { renderEntityForm } from './support/renderFormView';

// The user's form as the console shows it (schemas/user.json): its hand-written actions
// (src/ui/form/extensions/UserFormActions.tsx) around the form engine, which is tested on the
// fixture descriptors (EntityFormView.test.tsx, in the engines project).

const saved = (record: Record<string, unknown>) => ({
  status: 201,
  body: { data: record, message: 'Registro salvo com sucesso!' },
});

describe('user form: access', () => {
  it('after a create the form is an update with the user actions (and without the passwords)', async () => {
    const api = fakeApi({
      'POST /admin/v1/user': saved({
        id: 12,
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '11987654321',
        role: 'operador',
        is_active: 1,
        version: 1,
      }),
    });
    const { user } = renderEntityForm('user', '/user/form', api.fetchImpl);
    await findForm('user');
    expect(screen.queryByRole('button', { name: /Alterar Senha/ })).toBeNull();
    await user.type(control('name'), 'Ana Souza');
    await user.type(control('phone'), '11987654321');
    await user.type(control('email'), 'ana@example.com');
    await user.type(control('password'), '123456');
    await user.type(control('confirm_password'), '123456');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await screen.findByRole('button', { name: /Alterar Senha/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/form/12'));
    expect(document.getElementById('root_password')).toBeNull();
    expect(screen.getByTestId('access-status').textContent).toBe('Acesso liberado');
  });

  it('blocks and unblocks a user, re-reading the record (new version) each time', async () => {
    let active = 1;
    let version = 4;
    const record = () => ({
      id: 3,
      name: 'Ana',
      email: 'ana@example.com',
      phone: '11987654321',
      role: 'admin',
      is_active: active,
      version,
    });
    const api = fakeApi({
      'GET /admin/v1/user/3': () => ({ body: { data: record() } }),
      'PATCH /admin/v1/user/3/deactivate': () => {
        active = 0;
        version += 1;
        return { body: { data: { ...record(), version: undefined }, message: 'Acesso bloqueado' } };
      },
      'PATCH /admin/v1/user/3/activate': () => {
        active = 1;
        version += 1;
        return { body: { data: { ...record(), version: undefined }, message: 'Acesso liberado' } };
      },
      'PUT /admin/v1/user/3': (call) => ({
        body: { data: { ...record(), version: (call.body as { version: number }).version + 1 } },
      }),
    });
    const { user } = renderEntityForm('user', '/user/form/3', api.fetchImpl);
    await findForm('user');
    await user.click(screen.getByRole('button', { name: /Bloquear/ }));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('button', { name: /Desbloquear/ })).toBeTruthy();
    expect(screen.getByTestId('access-status').textContent).toBe('Acesso bloqueado');
    await user.click(screen.getByRole('button', { name: /Desbloquear/ }));
    await screen.findByRole('button', { name: /^\s*Bloquear/ });
    expect(screen.getByTestId('access-status').textContent).toBe('Acesso liberado');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ version: 6 });
  });

  it("says 'Erro ao desativar usuário' when blocking fails without a server message", async () => {
    const api = fakeApi({
      'GET /admin/v1/user/3': {
        body: { data: { id: 3, name: 'Ana', email: 'a@b.co', phone: '11987654321', is_active: 1, version: 1 } },
      },
      'PATCH /admin/v1/user/3/deactivate': { status: 500, body: {} },
    });
    const { user } = renderEntityForm('user', '/user/form/3', api.fetchImpl);
    await findForm('user');
    await user.click(screen.getByRole('button', { name: /Bloquear/ }));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getByText('Erro ao desativar usuário')).toBeTruthy());
  });

  it("'Bloquear' asks first, as 'Excluir' does: 'Cancelar' sends nothing and the user stays active", async () => {
    const api = fakeApi({
      'GET /admin/v1/user/3': {
        body: { data: { id: 3, name: 'Ana', email: 'a@b.co', phone: '11987654321', is_active: 1, version: 1 } },
      },
    });
    const { user } = renderEntityForm('user', '/user/form/3', api.fetchImpl);
    await findForm('user');
    await user.click(screen.getByRole('button', { name: /Bloquear/ }));
    const dialog = await findDialog();
    expect(within(dialog).getByText(/Bloquear este usuário\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(screen.getByTestId('access-status').textContent).toBe('Acesso liberado');
  });
});

describe('user form: change password', () => {
  it('changes another user’s password from the edit form, then re-reads the record (new version)', async () => {
    let version = 4;
    const api = fakeApi({
      'GET /admin/v1/user/3': () => ({
        body: { data: { id: 3, name: 'Ana', email: 'a@b.co', phone: '11987654321', is_active: 1, version } },
      }),
      'PUT /admin/v1/user/3/password': () => {
        version += 1;
        return { body: { message: 'Senha alterada com sucesso!' } };
      },
      'PUT /admin/v1/user/3': (call) => ({ body: { data: { id: 3, ...(call.body as object) } } }),
      'GET /admin/v1/user/profile': { body: { data: { id: 1, name: 'Admin', email: 'admin@example.com' } } },
    });
    localStorage.setItem('authToken', 'mine');
    const { user } = renderEntityForm('user', '/user/form/3', api.fetchImpl);
    await findForm('user');
    await user.click(screen.getByRole('button', { name: /Alterar Senha/ }));
    const modal = await screen.findByRole('dialog', { name: 'Alterar Senha' });
    const field = (label: string) => within(modal).getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });
    await user.type(field('Senha atual'), 'atual123');
    await user.type(field('Nova senha'), 'nova1234');
    await user.type(field('Confirmar nova senha'), 'nova1234');
    const recordReads = () => api.calls.filter((c) => c.method === 'GET' && c.url.endsWith('/admin/v1/user/3')).length;
    const readsBefore = recordReads();
    await user.click(within(modal).getByRole('button', { name: 'Alterar' }));
    expect(within(await findDialog()).getByText('Senha alterada com sucesso!')).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBe('mine');
    await waitFor(() => expect(recordReads()).toBe(readsBefore + 1));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Fechar' }));
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'PUT' && c.url.endsWith('/admin/v1/user/3'))).toBe(true),
    );
    expect(api.calls.find((c) => c.method === 'PUT' && c.url.endsWith('/admin/v1/user/3'))!.body).toMatchObject({
      version: 5,
    });
  });
});

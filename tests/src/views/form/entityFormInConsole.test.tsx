import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAVE_MESSAGE } from '../../../../src/hooks/form/useLeaveGuard';
import { fakeApi } from '../../support/fakeApi';
import { renderConsole } from '../../support/renderConsole';
import { control, findAlertText, findDialog, findForm } from './support/formQueries';

const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };
const TEMPLATES = '/fixture/v2/message-templates';

/** The whole console (route table, view registry, shell) over the fixture descriptors, signed in. */
function signedIn(path: string, routes: Parameters<typeof fakeApi>[0]) {
  localStorage.setItem('authToken', 'stored.token');
  const api = fakeApi({ 'GET /admin/v1/user/profile': { body: PROFILE }, ...routes });
  return { api, ...renderConsole(path, api.fetchImpl) };
}

describe('the form engine inside the console', () => {
  it('creates, stays on the same screen (no reload) and saves again as an update', async () => {
    const { api, user } = signedIn('/message-template/form', {
      [`POST ${TEMPLATES}`]: (call) => ({
        status: 201,
        body: { data: { id: 5, ...(call.body as object), version: 1 }, message: 'Registro salvo com sucesso!' },
      }),
      [`PUT ${TEMPLATES}/5`]: (call) => ({
        body: { data: { id: 5, ...(call.body as object), version: 2 }, message: 'Registro salvo com sucesso!' },
      }),
    });
    await findForm('message-template');
    expect(screen.getByRole('heading', { level: 1, name: 'Modelo de Mensagem' })).toBeTruthy();
    await user.type(control('code'), 'E001');
    await user.type(control('text'), 'Falha');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await findAlertText()).toContain('Registro salvo com sucesso!');
    await waitFor(() => expect(control('code').readOnly).toBe(true));
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const paths = api.calls.map((c) => `${c.method} ${new URL(c.url, 'http://x').pathname}`);
    expect(paths).not.toContain(`GET ${TEMPLATES}/5`);
  });

  it('asks before following a menu link with unsaved changes', async () => {
    const { user } = signedIn('/vendor/form', {});
    await findForm('vendor');
    await user.type(control('name'), 'ACME');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    await user.click(within(nav).getByRole('link', { name: 'Associados' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText(LEAVE_MESSAGE)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(control('name').value).toBe('ACME');
  });
});

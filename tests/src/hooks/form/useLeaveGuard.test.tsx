import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsoleRoot } from '../../../../src/ConsoleRoot.js';
import { LEAVE_MESSAGE } from '../../../../src/hooks/form/useLeaveGuard.js';
import { fakeApi } from '../../support/fakeApi.js';

const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };

/** The first visit of a screen loads its lazy view chunk: more than findBy's default second. */
const LOADING = { timeout: 5000 };

function setup() {
  localStorage.setItem('authToken', 'stored.token');
  const api = fakeApi({ 'GET /admin/v1/user/profile': { body: PROFILE }, 'GET /api/v2/message/errors': { body: { data: [], total: 0, pages: 0 } } });
  const router = createMemoryRouter([{ path: '*', element: <ConsoleRoot apiBase="" fetchImpl={api.fetchImpl} /> }], {
    initialEntries: ['/error-message', '/error-message/form'],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

beforeEach(() => localStorage.clear());

describe('leaving a form with unsaved changes', () => {
  it("the browser's back button asks first; 'Cancelar' stays, 'Confirmar' leaves", async () => {
    const { router, user } = setup();
    await user.type(await screen.findByRole('textbox', { name: /Código/ }, LOADING), 'E999');
    void router.navigate(-1);
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(LEAVE_MESSAGE)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/error-message/form');
    void router.navigate(-1);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await screen.findByRole('heading', { level: 1, name: 'Erros' }, LOADING);
    expect(router.state.location.pathname).toBe('/error-message');
  });

  it('a form without changes leaves at once', async () => {
    const { router } = setup();
    await screen.findByRole('textbox', { name: /Código/ }, LOADING);
    void router.navigate(-1);
    await screen.findByRole('heading', { level: 1, name: 'Erros' }, LOADING);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

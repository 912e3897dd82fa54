import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsoleRoot } from '../../../../src/ConsoleRoot.js';
import { UiFeedbackProvider } from '../../../../src/hooks/feedback/UiFeedbackProvider.js';
import { LEAVE_MESSAGE, useLeaveGuard } from '../../../../src/hooks/form/useLeaveGuard.js';
import { ConsoleRouter } from '../../../../src/routes/ConsoleRouter.js';
import { system } from '../../../../src/theme/system.js';
import { Dialogs } from '../../../../src/ui/feedback/Dialogs.js';
import { memoryConsoleHistory } from '../../support/memoryConsoleHistory.js';
import { fakeApi } from '../../support/fakeApi.js';

const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };

/** The first visit of a screen loads its lazy view chunk: more than findBy's default second. */
const LOADING = { timeout: 5000 };

function setup() {
  localStorage.setItem('authToken', 'stored.token');
  const api = fakeApi({
    'GET /admin/v1/user/profile': { body: PROFILE },
    'GET /api/v2/message/errors': { body: { data: [], total: 0, pages: 0 } },
  });
  const history = memoryConsoleHistory(['/error-message', '/error-message/form'], 1);
  render(
    <ConsoleRouter history={history}>
      <ConsoleRoot apiBase="" fetchImpl={api.fetchImpl} />
    </ConsoleRouter>,
  );
  return { history, user: userEvent.setup() };
}

beforeEach(() => localStorage.clear());

describe('leaving a form with unsaved changes', () => {
  it("the browser's back button asks first; 'Cancelar' stays, 'Confirmar' leaves", async () => {
    const { history, user } = setup();
    await user.type(await screen.findByRole('textbox', { name: /Código/ }, LOADING), 'E999');
    history.go(-1);
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(LEAVE_MESSAGE)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(history.location.pathname).toBe('/error-message/form');
    history.go(-1);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await screen.findByRole('heading', { level: 1, name: 'Erros' }, LOADING);
    expect(history.location.pathname).toBe('/error-message');
  });

  it('a form without changes leaves at once', async () => {
    const { history } = setup();
    await screen.findByRole('textbox', { name: /Código/ }, LOADING);
    history.go(-1);
    await screen.findByRole('heading', { level: 1, name: 'Erros' }, LOADING);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('once leaving is confirmed', () => {
  function Guarded() {
    useLeaveGuard(true);
    return <p>formulário alterado</p>;
  }

  it('a second move before the form is gone is not asked again (the form stays mounted through a transition)', async () => {
    const history = memoryConsoleHistory(['/a']);
    render(
      <ChakraProvider value={system}>
        <UiFeedbackProvider>
          <ConsoleRouter history={history}>
            <Guarded />
            <Dialogs />
          </ConsoleRouter>
        </UiFeedbackProvider>
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    act(() => history.push('/b'));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(history.location.pathname).toBe('/b'));
    // Still mounted here (no routes), as a form is while the next screen renders.
    act(() => history.push('/c'));
    expect(history.location.pathname).toBe('/c');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

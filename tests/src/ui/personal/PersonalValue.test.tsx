import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/core/api/apiClient.js';
import { HttpError } from '../../../../src/core/api/HttpError.js';
import { ApiContext } from '../../../../src/hooks/api/ApiContext.js';
import { AuthContext, type SessionUser } from '../../../../src/hooks/auth/AuthContext.js';
import { system } from '../../../../src/theme/system.js';
import { PersonalValue } from '../../../../src/ui/personal/PersonalValue.js';

const MASKED = '***.982.247-**';

function renderValue(permissions: string[], post: ApiClient['post']) {
  const user: SessionUser = { id: 1, name: 'Ana', email: 'ana@example.com', permissions };
  const api = { baseUrl: '', post } as unknown as ApiClient;
  render(
    <ChakraProvider value={system}>
      <AuthContext.Provider
        value={{ status: 'signedIn', user, login: async () => {}, logout: async () => {}, setUser: () => {} }}
      >
        <ApiContext.Provider value={api}>
          <PersonalValue resource="person" endpoint="/person/v1" id={7} field="cpf" value={MASKED} seconds={2} />
        </ApiContext.Provider>
      </AuthContext.Provider>
    </ChakraProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PersonalValue', () => {
  it('shows the masked CPF without an eye for a user who may not reveal it', () => {
    renderValue(['person:read'], vi.fn());
    expect(screen.getByText(MASKED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revelar CPF' })).toBeNull();
  });

  it('asks the reason, reveals through the API, counts down and masks again', async () => {
    const post = vi.fn(async () => ({ value: '52998224725' }));
    renderValue(['person:*'], post as unknown as ApiClient['post']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revelar CPF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revelar CPF' });
    await user.click(screen.getByRole('button', { name: 'Revelar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Informe o motivo para revelar o dado.');
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByText('Outro (descreva)'));
    await user.type(screen.getByLabelText(/Descreva o motivo/), 'pedido do titular');
    await user.click(screen.getByRole('button', { name: 'Revelar' }));
    await waitFor(() => expect(screen.getByText('529.982.247-25')).toBeTruthy());
    expect(post).toHaveBeenCalledWith(
      '/person/v1/7/reveal',
      { field: 'cpf', reason: 'outro: pedido do titular' },
      expect.anything(),
    );
    expect(dialog).toBeTruthy();
    expect(screen.getByText(/oculta em 2 s/)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(MASKED)).toBeTruthy(), { timeout: 4000 });
    expect(screen.queryByText('529.982.247-25')).toBeNull();
  });

  it("shows the server's refusal in the dialog and reveals nothing", async () => {
    const post = vi.fn(async () => {
      throw new HttpError(403, 'Seu perfil não tem permissão para esta ação.');
    });
    renderValue(['person:reveal'], post as unknown as ApiClient['post']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revelar CPF' }));
    await screen.findByRole('dialog', { name: 'Revelar CPF' });
    await user.click(screen.getByText('Auditoria'));
    await act(async () => user.click(screen.getByRole('button', { name: 'Revelar' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Seu perfil não tem permissão para esta ação.');
    expect(screen.getByText(MASKED)).toBeTruthy();
  });
});

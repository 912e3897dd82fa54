import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UiFeedbackActions } from '../../../../src/hooks/feedback/UiFeedbackContext.js';
import { useApi } from '../../../../src/hooks/api/useApi.js';
import { useAuth } from '../../../../src/hooks/auth/useAuth.js';
import { useUiFeedback } from '../../../../src/hooks/feedback/useUiFeedback.js';
import { renderInProviders } from '../../support/renderInProviders.js';

let feedback: UiFeedbackActions;
let go: (path: string) => void;
let callApi: () => Promise<unknown>;
let session: ReturnType<typeof useAuth>;

/** Hands the test the feedback actions, navigation and an API call, once rendered. */
function Probe() {
  const actions = useUiFeedback();
  const navigate = useNavigate();
  const api = useApi();
  const auth = useAuth();
  useEffect(() => {
    session = auth;
    feedback = actions;
    go = (path) => void navigate(path);
    callApi = () => api.get('/slow');
  });
  return null;
}

function renderFeedback(fetchImpl?: typeof fetch) {
  return renderInProviders(<Probe />, { path: '/config', ...(fetchImpl && { fetchImpl }) });
}

describe('AlertArea', () => {
  it.each([
    ['success', 'success'],
    ['info', 'info'],
    ['warning', 'warning'],
    ['danger', 'error'],
  ] as const)('shows a %s alert with Chakra status %s', async (type, status) => {
    renderFeedback();
    act(() => feedback.showAlert(type, `Alerta ${type}`));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`Alerta ${type}`);
    expect(alert.getAttribute('data-status')).toBe(status);
  });

  it('is dismissible', async () => {
    const { user } = renderFeedback();
    act(() => feedback.showAlert('danger', 'Verifique os campos do formulário e tente novamente!'));
    await user.click(await screen.findByRole('button', { name: 'Fechar alerta' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides on every route change', async () => {
    renderFeedback();
    act(() => feedback.showAlert('success', 'Registro salvo com sucesso!'));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    act(() => go('/param'));
    await waitFor(() => expect(screen.queryByText('Registro salvo com sucesso!')).toBeNull());
  });
});

describe('AlertArea and the session', () => {
  /** Login, profile and logout answered; every path stays '/config'. */
  const sessionApi = (async (input: RequestInfo | URL) => {
    const url = String(input);
    const user = { id: 7, name: 'Ana', email: 'ana@example.com' };
    if (url.endsWith('/login')) return Response.json({ access_token: 'token-da-ana', data: user });
    if (url.endsWith('/profile')) return Response.json({ data: user });
    return Response.json({ message: 'Logout realizado' });
  }) as typeof fetch;

  it('is hidden by a logout, even one that stays at the same address', async () => {
    renderFeedback(sessionApi);
    await act(() => session.login('ana@example.com', 'segredo1'));
    await waitFor(() => expect(session.status).toBe('signedIn'));
    act(() => feedback.showAlert('success', 'Registro salvo com sucesso!'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await act(() => session.logout());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('Dialogs', () => {
  it('confirm resolves true on Confirmar and false on Cancelar', async () => {
    const { user } = renderFeedback();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = feedback.confirm('Tem certeza que deseja excluir este registro?');
    });
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir este registro?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await answer).toBe(true);

    act(() => {
      answer = feedback.confirm('Tem certeza que deseja excluir 2 registro(s)?');
    });
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await answer).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Escape closes every dialog: a confirmation as Cancelar, a message as Fechar', async () => {
    const { user } = renderFeedback();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = feedback.confirm('Tem certeza que deseja excluir este registro?');
    });
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(await answer).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const closed = vi.fn();
    act(() => feedback.showDialog({ type: 'error', message: 'Erro ao salvar registro!', onClose: closed }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(closed).toHaveBeenCalledOnce();
  });

  it('shows queued dialogs one at a time, in order', async () => {
    const { user } = renderFeedback();
    act(() => {
      feedback.showDialog({ type: 'success', message: 'Registro salvo com sucesso!' });
      feedback.showDialog({ type: 'error', message: 'Erro ao salvar registro!' });
    });
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByText('Registro salvo com sucesso!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('Erro ao salvar registro!')).toBeTruthy();
    expect(screen.queryByText('Registro salvo com sucesso!')).toBeNull();
  });

  it('showError uses the HttpError message, or the fallback for other errors', async () => {
    renderFeedback();
    act(() => feedback.showError(new Error('interno'), 'Erro ao buscar registros!'));
    expect(await screen.findByText('Erro ao buscar registros!')).toBeTruthy();
    expect(screen.queryByText('interno')).toBeNull();
  });
});

describe('Modal', () => {
  it('opens from code and closes with its close button', async () => {
    const { user } = renderFeedback();
    act(() => feedback.openModal({ title: 'Detalhes', body: <p>Corpo do modal</p>, size: 'xl' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Corpo do modal')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar janela' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('LoadingOverlay', () => {
  // The overlay's delay runs on fake timers: the test moves the clock.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows once a request has lasted 150 ms, and goes away after it', async () => {
    let release: () => void = () => {};
    const slow = (() =>
      new Promise<Response>((resolve) => (release = () => resolve(new Response('{}'))))) as typeof fetch;
    renderFeedback(slow);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = callApi();
    });
    await act(() => vi.advanceTimersByTimeAsync(149));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByTestId('loading-overlay')).toBeTruthy();
    await act(async () => {
      release();
      await pending;
    });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('never shows for a quick request', async () => {
    renderFeedback();
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => seen.push(!!screen.queryByTestId('loading-overlay')));
    observer.observe(document.body, { childList: true, subtree: true });
    await act(async () => {
      await callApi();
    });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    observer.disconnect();
    expect(seen.some(Boolean)).toBe(false);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeCall, type FakeReply } from '../../support/fakeApi.js';
import { renderConsole } from '../../support/renderConsole.js';

const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };
const LOADING = { timeout: 5000 };
const ENDPOINT = '/requests/v1/request-logs';

const row = {
  id: 41,
  client_id: 7,
  method: 'POST',
  path: '/api/v2/liveness',
  body_preview: '{"cpf":"529…',
  response_status: 422,
  duration_ms: 640,
  ip_address: '10.0.0.8',
  user_agent: 'okhttp/4.12',
  created_at: '2026-11-22T10:00:00Z',
};

const detail = {
  ...row,
  headers: { 'content-type': 'application/json', 'x-request-id': 'abc' },
  body: '{"cpf":"52998224725","video":"AAAA…[truncado: 20480 bytes]',
  response_body: '{"message":"<b>Vídeo</b> ilegível","code":12}',
  errors: null,
};

const STATS = {
  data: { total: 12345, success: 10000, client_error: 2000, server_error: 345 },
  capped: { total: true, success: false, client_error: false, server_error: false },
};

function setup(
  path: string,
  routes: Record<string, FakeReply | ((c: FakeCall) => FakeReply | Promise<FakeReply>)> = {},
) {
  localStorage.setItem('authToken', 'stored.token');
  const api = fakeApi({
    'GET /admin/v1/user/profile': { body: PROFILE },
    [`GET ${ENDPOINT}`]: { body: { data: [row], total: 1, pages: 1 } },
    [`GET ${ENDPOINT}/stats`]: { body: STATS },
    [`GET ${ENDPOINT}/41`]: { body: { data: detail } },
    ...routes,
  });
  return { ...renderConsole(path, api.fetchImpl), calls: api.calls };
}

const callsTo = (calls: FakeCall[], path: string) => calls.filter((c) => new URL(c.url, 'http://x').pathname === path);
const query = (c: FakeCall) => Object.fromEntries(new URL(c.url, 'http://x').searchParams);

beforeEach(() => localStorage.clear());

describe('Logs de Requisições', () => {
  it('shows the stat cards in pt-BR, coloured as the status badges, with mais de 10.000 past the cap', async () => {
    setup('/requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logs de Requisições' }, LOADING)).toBeTruthy();
    // The cards come with the list's body, in the render right after the title's (ListView).
    const cards = await screen.findByRole('region', { name: 'Resumo das requisições' });
    await waitFor(() => expect(within(cards).getByTestId('stat-success').textContent).toBe('10.000'));
    expect(within(cards).getByText('Total')).toBeTruthy();
    expect(within(cards).getByTestId('stat-total').textContent).toBe('mais de 10.000');
    expect(within(cards).getByText('Erros do cliente (4xx)')).toBeTruthy();
    expect(within(cards).getByTestId('stat-client_error').textContent).toBe('2.000');
    expect(within(cards).getByText('Erros do servidor (5xx)')).toBeTruthy();
    expect(within(cards).getByTestId('stat-server_error').textContent).toBe('345');
    // The generic engine still draws the table: method badge, endpoint with body preview, status.
    const table = screen.getByRole('table');
    expect(await within(table).findByText('/api/v2/liveness')).toBeTruthy();
    expect(within(table).getByText('{"cpf":"529…')).toBeTruthy();
    expect(within(table).getByText('422')).toBeTruthy();
  });

  it('shows skeleton cards while the first counts load, and a dash when they fail', async () => {
    let answer!: (reply: FakeReply) => void;
    setup('/requests', { [`GET ${ENDPOINT}/stats`]: () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
    const cards = await screen.findByRole('region', { name: 'Resumo das requisições' }, LOADING);
    expect(cards.getAttribute('aria-busy')).toBe('true');
    expect(within(cards).getByTestId('stat-total').textContent).toBe('\u00a0');
    answer({ status: 500, body: { message: 'Falhou' } });
    await waitFor(() => expect(cards.getAttribute('aria-busy')).toBe('false'));
    expect(within(cards).getByTestId('stat-total').textContent).toBe('—');
    // No dialog of its own: the list reports errors.
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks the stats for the same filters as the list, without paging', async () => {
    const { user, calls } = setup('/requests?page=2&per_page=25');
    await screen.findByText('/api/v2/liveness', undefined, LOADING);
    expect(query(callsTo(calls, `${ENDPOINT}/stats`)[0]!)).toEqual({});
    const search = screen.getByRole('search');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Método' }), 'POST');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Status' }), '5xx');
    await user.type(within(search).getByRole('textbox', { name: 'Endpoint' }), 'liveness');
    await user.click(within(search).getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(query(callsTo(calls, `${ENDPOINT}/stats`).at(-1)!)).toEqual({
        method: 'POST',
        status: '5xx',
        path: 'liveness',
      }),
    );
    expect(query(callsTo(calls, ENDPOINT).at(-1)!)).toEqual({
      page: '1',
      per_page: '25',
      method: 'POST',
      status: '5xx',
      path: 'liveness',
    });
  });

  it("'View' opens the details: basic info at once, then the sections pretty-printed, as text", async () => {
    const { user, calls } = setup('/requests');
    await screen.findByText('/api/v2/liveness', undefined, LOADING);
    await user.click(screen.getByRole('button', { name: 'Visualizar' }));
    const modal = await screen.findByRole('dialog', { name: 'Detalhes da requisição' });
    expect(within(modal).getByText('okhttp/4.12')).toBeTruthy();
    expect(within(modal).getByText('10.0.0.8')).toBeTruthy();
    expect(within(modal).getByText('7')).toBeTruthy();
    expect(within(modal).getByText('640 ms')).toBeTruthy();
    expect(within(modal).getByText(/^22\/11\/2026, \d\d:00:00$/)).toBeTruthy();
    expect(within(modal).getByText('POST')).toBeTruthy();
    expect(within(modal).getByText('422')).toBeTruthy();
    await user.click(await within(modal).findByRole('button', { name: 'Headers' }));
    expect(within(modal).getByLabelText('Conteúdo de Headers').textContent).toBe(
      '{\n  "content-type": "application/json",\n  "x-request-id": "abc"\n}',
    );
    await user.click(within(modal).getByRole('button', { name: 'Request Body' }));
    expect(within(modal).getByLabelText('Conteúdo de Request Body').textContent).toBe(detail.body);
    await user.click(within(modal).getByRole('button', { name: 'Response Body' }));
    expect(within(modal).getByLabelText('Conteúdo de Response Body').textContent).toBe(
      '{\n  "message": "<b>Vídeo</b> ilegível",\n  "code": 12\n}',
    );
    expect(modal.querySelector('b')).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Erros' }));
    expect(within(modal).getByText('Vazio')).toBeTruthy();
    expect(callsTo(calls, `${ENDPOINT}/41`)).toHaveLength(1);
  });

  it("a failed detail request says 'Erro ao buscar detalhes' in the modal", async () => {
    const { user } = setup('/requests', { [`GET ${ENDPOINT}/41`]: { status: 500, body: {} } });
    await screen.findByText('/api/v2/liveness', undefined, LOADING);
    await user.click(screen.getByRole('button', { name: 'Visualizar' }));
    const modal = await screen.findByRole('dialog', { name: 'Detalhes da requisição' });
    expect(await within(modal).findByText('Erro ao buscar detalhes')).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: 'Headers' })).toBeNull();
  });

  it('has Exportar like every list', async () => {
    setup('/requests');
    expect(await screen.findByRole('button', { name: /Exportar/ }, LOADING)).toBeTruthy();
  });
});

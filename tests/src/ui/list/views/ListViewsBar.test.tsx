import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../../../src/core/api/endpoints.js';
import type { ClientDescriptor } from '../../../../../src/core/descriptors/Descriptor.js';
import type { ListView as SavedView } from '../../../../../src/core/listViews/ListViewState.js';
import { useListController } from '../../../../../src/hooks/list/useListController.js';
import { ListView } from '../../../../../src/ui/list/ListView.js';
import { fakeApi, type FakeCall, type FakeReply } from '../../../support/fakeApi.js';
import { currentLocation, renderView } from '../../../support/renderView.js';

// A descriptor of its own (tests/src never read schemas/).
const ENDPOINT = '/admin/v1/views-test';
const VIEWS = endpoints.paths.listViews;
const people: ClientDescriptor = {
  key: 'views-test',
  title: 'Visões de teste',
  readOnly: false,
  routes: { list: '/views-test', form: '/views-test/form' },
  api: { endpoint: ENDPOINT, list: { items: 'data', total: 'total' }, record: 'data', batchDelete: false },
  fields: { name: { type: 'string', title: 'Nome' }, email: { type: 'string', title: 'E-mail' } },
  required: [],
  list: {
    columns: [
      { field: 'name', label: 'Nome', sortable: true },
      { field: 'email', label: 'E-mail' },
      { field: 'city', label: 'Cidade' },
    ],
    filters: [{ param: 'q', label: 'Busca', type: 'text' }],
    pageSizes: 'generic',
    actions: [],
    selection: false,
    export: false,
    emptyText: 'Nenhum registro encontrado',
  },
} as ClientDescriptor;

const PROFILE = { data: { id: 1, name: 'Ana', email: 'ana@example.com', role: 'admin', is_active: 1 } };

function view(id: number, name: string, state: SavedView['state'], extra: Partial<SavedView> = {}): SavedView {
  return {
    id,
    list: 'views-test',
    name,
    shared: false,
    mine: true,
    deletable: true,
    owner_name: 'Ana',
    state,
    updated_at: '2026-11-26T12:00:00.000Z',
    ...extra,
  };
}

const rows = { body: { data: [{ id: 1, name: 'Pessoa 1', email: 'p1@example.com', city: 'Recife' }], total: 1 } };

function setup(
  path: string,
  views: SavedView[],
  defaultViewId: number | null,
  more: Record<string, (c: FakeCall) => FakeReply> = {},
) {
  localStorage.setItem('authToken', 'stored.token');
  const api = fakeApi({
    'GET /admin/v1/user/profile': { body: PROFILE },
    [`GET ${ENDPOINT}`]: rows,
    [`GET ${VIEWS}`]: { body: { data: views, default_view_id: defaultViewId } },
    ...more,
  });
  const rendered = renderView(<Harness />, { path, fetchImpl: api.fetchImpl });
  return { ...rendered, api };
}

function Harness() {
  return <ListView controller={useListController(people)} />;
}

const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);

beforeEach(() => localStorage.clear());

describe('views bar: default view', () => {
  const today = view(7, 'Recife por nome', {
    filters: { q: 'Recife' },
    sort: { field: 'name', order: 'desc' },
    columns: ['city', 'name'],
    perPage: 50,
  });

  it('a list opened bare opens with my default view (the address replaced), named in the bar', async () => {
    const { api } = setup('/views-test', [today], 7);
    await waitFor(() =>
      expect(currentLocation()).toBe('/views-test?per_page=50&q=Recife&sort=name&order=desc&cols=city%2Cname'),
    );
    await waitFor(() => expect(headers()).toEqual(['Cidade', 'Nome']));
    expect(screen.getByRole('button', { name: 'Visão: Recife por nome' })).toBeTruthy();
    expect(api.calls.some((c) => c.url.includes(`${VIEWS}?list=views-test`))).toBe(true);
    // The window's history has no entry for the bare list: it was replaced.
    expect(window.history.length).toBe(1);
  });

  it('a link with a query string is shown as it is', async () => {
    setup('/views-test?q=Olinda', [today], 7);
    await screen.findByText('Pessoa 1');
    await new Promise((r) => setTimeout(r, 50));
    expect(currentLocation()).toBe('/views-test?q=Olinda');
    expect(screen.getByRole('button', { name: 'Visão: atual, sem nome' })).toBeTruthy();
  });

  it('a default that no longer fits the list opens as much of it as fits', async () => {
    setup('/views-test', [view(3, 'Antiga', { filters: { gone: '1', q: 'x' }, columns: ['gone', 'email'] })], 3);
    await waitFor(() => expect(currentLocation()).toBe('/views-test?q=x&cols=email'));
  });
});

describe('views bar: columns', () => {
  it('hides, moves and restores columns, kept in the address', async () => {
    const { user } = setup('/views-test?q=a', [], null);
    await screen.findByText('Pessoa 1');
    await user.click(screen.getByRole('button', { name: 'Escolher colunas' }));
    await user.click(await screen.findByRole('checkbox', { name: 'E-mail' }));
    await waitFor(() => expect(currentLocation()).toBe('/views-test?q=a&cols=name%2Ccity'));
    expect(headers()).toEqual(['Nome', 'Cidade']);
    await user.click(screen.getByRole('button', { name: 'Subir Cidade' }));
    await waitFor(() => expect(headers()).toEqual(['Cidade', 'Nome']));
    expect(currentLocation()).toBe('/views-test?q=a&cols=city%2Cname');
    await user.click(screen.getByRole('button', { name: 'Restaurar padrão' }));
    await waitFor(() => expect(currentLocation()).toBe('/views-test?q=a'));
    expect(headers()).toEqual(['Nome', 'E-mail', 'Cidade']);
  });
});

describe('views bar: saving', () => {
  it("'Salvar visão' sends the current filters, order, columns and page size, shared and default as chosen", async () => {
    let saved: unknown;
    const { user } = setup('/views-test?q=Recife&sort=name&order=asc&cols=email', [], null, {
      [`POST ${VIEWS}`]: (c) => {
        saved = c.body;
        return {
          status: 201,
          body: { data: view(9, 'Minha', (c.body as { state: SavedView['state'] }).state), message: 'Visão salva.' },
        };
      },
    });
    await screen.findByText('p1@example.com');
    await user.click(screen.getByRole('button', { name: /Salvar visão/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Nome da visão/ }), '  Minha ');
    await user.click(within(dialog).getByRole('checkbox', { name: /Compartilhar/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Abrir a lista com esta visão/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toEqual({
      list: 'views-test',
      name: 'Minha',
      shared: true,
      default: true,
      state: { filters: { q: 'Recife' }, sort: { field: 'name', order: 'asc' }, columns: ['email'], perPage: 10 },
    });
  });

  it("keeps the dialog and shows the server's refusal under the name (409)", async () => {
    const message = 'Você já tem uma visão com este nome nesta lista.';
    const { user } = setup('/views-test?q=a', [], null, {
      [`POST ${VIEWS}`]: () => ({ status: 409, body: { message, errors: { name: message } } }),
    });
    await screen.findByText('Pessoa 1');
    await user.click(screen.getByRole('button', { name: /Salvar visão/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Nome da visão/ }), 'Repetida');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Nome da visão/ }) as HTMLInputElement).value).toBe('Repetida');
    // A blank name is refused before anything is sent.
    await user.clear(within(dialog).getByRole('textbox', { name: /Nome da visão/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o nome da visão.')).toBeTruthy();
  });

  it('a shared view of someone else offers neither Alterar nor Excluir, only Tornar padrão', async () => {
    let body: unknown;
    const shared = view(
      5,
      'Da equipe',
      { filters: { q: 'a' } },
      { mine: false, deletable: false, shared: true, owner_name: 'Bia' },
    );
    const { user } = setup('/views-test?q=a', [shared], null, {
      [`PUT ${VIEWS}/default`]: (c) => {
        body = c.body;
        return { body: { default_view_id: 5, message: 'Visão padrão definida.' } };
      },
    });
    await screen.findByRole('button', { name: 'Visão: Da equipe' });
    expect(screen.queryByRole('button', { name: /Alterar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Excluir visão/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Tornar padrão/ }));
    await waitFor(() => expect(body).toEqual({ list: 'views-test', view_id: 5 }));
  });
});

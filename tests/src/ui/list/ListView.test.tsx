import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientDescriptor } from '../../../../src/core/descriptors/Descriptor.js';
import { useListController } from '../../../../src/hooks/list/useListController.js';
import { ListView } from '../../../../src/ui/list/ListView.js';
import { fakeApi, type FakeCall, type FakeReply } from '../../support/fakeApi.js';
import { currentLocation, renderView } from '../../support/renderView.js';

// A descriptor of its own (tests/src never read schemas/): 'Nome' and 'Criado em' sort, 'E-mail'
// does not; the envelope has no page count, so pages come from the total.
const ENDPOINT = '/admin/v1/people-test';
const people: ClientDescriptor = {
  key: 'people-test',
  title: 'Pessoas de teste',
  readOnly: false,
  routes: { list: '/people-test', form: '/people-test/form' },
  api: { endpoint: ENDPOINT, list: { items: 'data', total: 'total' }, record: 'data', batchDelete: true },
  fields: {
    name: { type: 'string', title: 'Nome' },
    email: { type: 'string', title: 'E-mail' },
    cpf: { type: 'string', title: 'CPF', personal: 'cpf' },
  },
  required: [],
  list: {
    columns: [
      { field: 'cpf', label: 'CPF', format: 'cpf' },
      { field: 'name', label: 'Nome', sortable: true },
      { field: 'email', label: 'E-mail' },
      { field: 'created_at', label: 'Criado em', format: 'date', sortable: true },
    ],
    filters: [
      { param: 'q', label: 'Busca', type: 'text' },
      { param: 'cpf', label: 'CPF', type: 'text', mask: 'cpf' },
    ],
    pageSizes: 'generic',
    actions: ['edit', 'delete'],
    selection: true,
    export: false,
    emptyText: 'Nenhum registro encontrado',
  },
} as ClientDescriptor;

const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };

function person(id: number) {
  return { id, name: `Pessoa ${id}`, email: `p${id}@example.com`, cpf: '***.982.247-**', created_at: '2026-11-20' };
}

/** A page of `total` people (rows only where the page has some); `capped`: the server stopped counting. */
function pageOf(c: FakeCall, total: number, capped = false): FakeReply {
  const q = new URL(c.url, 'http://x').searchParams;
  const page = Number(q.get('page'));
  const perPage = Number(q.get('per_page'));
  const from = (page - 1) * perPage + 1;
  const n = Math.max(0, Math.min(perPage, total - from + 1));
  return {
    body: {
      data: Array.from({ length: n }, (_, i) => person(from + i)),
      total: capped ? 10000 : total,
      ...(capped && { total_capped: true }),
    },
  };
}

function Harness() {
  return <ListView controller={useListController(people)} />;
}

function setup(path: string, list: (c: FakeCall) => FakeReply | Promise<FakeReply>) {
  localStorage.setItem('authToken', 'stored.token');
  const api = fakeApi({ 'GET /admin/v1/user/profile': { body: PROFILE }, [`GET ${ENDPOINT}`]: list });
  const rendered = renderView(<Harness />, { path, fetchImpl: api.fetchImpl });
  const listCalls = () =>
    api.calls.filter((c) => new URL(c.url, 'http://x').pathname === ENDPOINT).map((c) => new URL(c.url, 'http://x'));
  return { ...rendered, listCalls };
}

const header = (name: string) => screen.getAllByRole('columnheader').find((h) => h.textContent === name)!;

// A busy machine draws the first list of a test slowly (the lazy views, the deferred rows).
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => localStorage.clear());

describe('sortable headings', () => {
  it('cycle asc → desc → default, with aria-sort, the URL and the request', async () => {
    const { user, listCalls } = setup('/people-test', (c) => pageOf(c, 3));
    await screen.findByText('Pessoa 1');
    expect(header('Nome').getAttribute('aria-sort')).toBe('none');
    // Not sortable: a plain heading, no aria-sort.
    expect(header('E-mail').getAttribute('aria-sort')).toBeNull();
    expect(within(header('E-mail')).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(currentLocation()).toBe('/people-test?sort=name&order=asc'));
    expect(header('Nome').getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(listCalls().at(-1)!.search).toBe('?page=1&per_page=10&sort=name&order=asc'));

    await user.click(screen.getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(header('Nome').getAttribute('aria-sort')).toBe('descending'));
    expect(currentLocation()).toBe('/people-test?sort=name&order=desc');

    const before = listCalls().length;
    await user.click(screen.getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(currentLocation()).toBe('/people-test'));
    expect(header('Nome').getAttribute('aria-sort')).toBe('none');
    // Back to the first request's key: SWR may answer it from its cache (deduped), never with a sort.
    expect(
      listCalls()
        .slice(before)
        .every((c) => c.search === '?page=1&per_page=10'),
    ).toBe(true);
  });

  it('another heading sorts by it, from page 1; a link with a sort opens sorted', async () => {
    const { user } = setup('/people-test?page=2&sort=name&order=desc', (c) => pageOf(c, 30));
    await screen.findByText('Pessoa 11');
    expect(header('Nome').getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Criado em' }));
    await waitFor(() => expect(currentLocation()).toBe('/people-test?sort=created_at&order=asc'));
    expect(header('Nome').getAttribute('aria-sort')).toBe('none');
    expect(header('Criado em').getAttribute('aria-sort')).toBe('ascending');
  });
});

describe('column state', () => {
  it('shows the columns of cols, in its order, unknown ones ignored', async () => {
    setup('/people-test?cols=email,nope,name', (c) => pageOf(c, 1));
    await screen.findByText('Pessoa 1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'E-mail', 'Nome', 'Ação']);
  });
  it('with no known column left, shows every column', async () => {
    setup('/people-test?cols=nope', (c) => pageOf(c, 1));
    await screen.findByText('Pessoa 1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'CPF',
      'Nome',
      'E-mail',
      'Criado em',
      'Ação',
    ]);
  });
});

describe('a failed load', () => {
  it("shows the error and 'Tentar novamente', never the empty text; retrying loads the rows", async () => {
    let fail = true;
    const { user } = setup('/people-test', (c) =>
      fail ? { status: 500, body: { message: 'Erro interno do servidor.' } } : pageOf(c, 2),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(within(alert).getByText('Erro interno do servidor.')).toBeTruthy());
    // Closes the error dialog as the operator would: the table still says what happened.
    const dialog = screen.queryByRole('alertdialog');
    if (dialog) await user.click(within(dialog).getByRole('button', { name: /OK|Fechar/ }));
    expect(screen.queryByText('Nenhum registro encontrado')).toBeNull();
    // No page to count: no pager under the error.
    expect(screen.queryByTestId('list-range')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Pessoa 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });
});

describe('paging past the end', () => {
  it('?page=999 goes to the last page, replacing the URL', async () => {
    setup('/people-test?page=999', (c) => pageOf(c, 25));
    expect(await screen.findByText('Pessoa 21', undefined, { timeout: 5000 })).toBeTruthy();
    expect(currentLocation()).toBe('/people-test?page=3');
    expect(screen.getByTestId('list-range').textContent).toBe('21–25 de 25');
    expect(screen.getByText('Página 3 de 3')).toBeTruthy();
  });

  it('a page field (Enter) and Última jump, at most to the last page', async () => {
    const { user } = setup('/people-test', (c) => pageOf(c, 95));
    await screen.findByText('Pessoa 1');
    const field = screen.getByRole('textbox', { name: 'Ir para a página' });
    await user.clear(field);
    await user.type(field, '4{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/people-test?page=4'));
    expect(await screen.findByText('Pessoa 31')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '80{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/people-test?page=10'));
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(currentLocation()).toBe('/people-test?page=9'));
    await user.click(screen.getByRole('button', { name: 'Última' }));
    await waitFor(() => expect(currentLocation()).toBe('/people-test?page=10'));
  });

  it('past a capped count, asks count=exact first and then shows the real total', async () => {
    const { user, listCalls } = setup('/people-test', (c) =>
      new URL(c.url, 'http://x').searchParams.get('count') === 'exact' ? pageOf(c, 12345) : pageOf(c, 12345, true),
    );
    await screen.findByText('Pessoa 1');
    expect(screen.getByText('Página 1 de 1000+')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Última' }));
    await waitFor(() => expect(currentLocation()).toBe('/people-test?page=1235'));
    expect(listCalls().some((u) => u.searchParams.get('count') === 'exact')).toBe(true);
    expect(await screen.findByText('Página 1235 de 1235')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('list-range').textContent).toBe('12341–12345 de 12.345'));
  });

  it('a typed page past a capped count also asks first, and stops at the real last page', async () => {
    const { user } = setup('/people-test', (c) =>
      new URL(c.url, 'http://x').searchParams.get('count') === 'exact' ? pageOf(c, 10500) : pageOf(c, 10500, true),
    );
    await screen.findByText('Pessoa 1');
    const field = screen.getByRole('textbox', { name: 'Ir para a página' });
    await user.clear(field);
    await user.type(field, '5000{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/people-test?page=1050'));
  });
});

describe('rows', () => {
  it('checkboxes are named by the record', async () => {
    setup('/people-test', (c) => pageOf(c, 2));
    await screen.findByText('Pessoa 1');
    expect(screen.getByRole('checkbox', { name: 'Selecionar Pessoa 2' })).toBeTruthy();
  });

  it('Up/Down move the focus between rows (one in the Tab order) and Enter opens the row', async () => {
    setup('/people-test?q=p', (c) => pageOf(c, 3));
    await screen.findByText('Pessoa 1');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    rows[0]!.focus();
    fireEvent.keyDown(rows[0]!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(rows[1]));
    expect(rows.map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(rows[1]!, { key: 'ArrowDown' });
    fireEvent.keyDown(rows[2]!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(rows[2]));
    fireEvent.keyDown(rows[2]!, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(rows[1]));
    // A key typed in a control of the row stays with it.
    const checkbox = within(rows[1]!).getByRole('checkbox');
    fireEvent.keyDown(checkbox, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1]!, { key: 'Enter' });
    await waitFor(() => expect(currentLocation()).toBe('/people-test/form/2?q=p'));
  });

  it('announces the page politely', async () => {
    setup('/people-test?page=2', (c) => pageOf(c, 20));
    await screen.findByText('Pessoa 11');
    const live = document.querySelector('[aria-live="polite"]')!;
    await waitFor(() => expect(live.textContent).toBe('20 registros, página 2 de 2'));
  });

  it('a masked (digits) filter says what it matches', async () => {
    setup('/people-test', (c) => pageOf(c, 1));
    await screen.findByText('Pessoa 1');
    expect(screen.getAllByText('Busca em qualquer parte dos dígitos')).toHaveLength(1);
  });
});

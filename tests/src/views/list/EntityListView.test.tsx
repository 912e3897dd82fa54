import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeCall } from '../../support/fakeApi.js';
import { renderConsole } from '../../support/renderConsole.js';

const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };

function people(n: number, from = 1) {
  return Array.from({ length: n }, (_, i) => ({
    id: from + i,
    name: `Pessoa ${from + i}`,
    cpf: '52998224725',
    client_name: 'ACME',
    created_at: '2026-11-20T12:00:00Z',
    email: null,
    phone: null,
    version: 1,
  }));
}

function setup(path: string, routes: Parameters<typeof fakeApi>[0] = {}) {
  localStorage.setItem('authToken', 'stored.token');
  const api = fakeApi({ 'GET /admin/v1/user/profile': { body: PROFILE }, ...routes });
  return { ...renderConsole(path, api.fetchImpl), calls: api.calls };
}

const listCalls = (calls: FakeCall[], path: string) =>
  calls.filter((c) => c.method === 'GET' && new URL(c.url, 'http://x').pathname === path);
const query = (c: FakeCall) => Object.fromEntries(new URL(c.url, 'http://x').searchParams);

beforeEach(() => localStorage.clear());

describe('generic list engine', () => {
  it('shows the descriptor columns, formatted (masked CPF, pt-BR date), and the range', async () => {
    setup('/person', { 'GET /person/v1': { body: { data: people(3), total: 3, pages: 1 } } });
    // The first screen of the file loads the lazy list chunk: more than findBy's default second.
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de Pessoas' }, { timeout: 5000 })).toBeTruthy();
    const table = await screen.findByRole('table');
    for (const h of ['Nome', 'CPF', 'Parceiro', 'Criado em'])
      expect(within(table).getByRole('columnheader', { name: h })).toBeTruthy();
    expect(await within(table).findAllByText('529.982.247-25')).toHaveLength(3);
    expect(within(table).getAllByText('20/11/2026').length).toBe(3);
    expect(screen.getByTestId('list-range').textContent).toBe('1–3 de 3');
  });

  it('sends page and size, disables previous on page 1 and next on the last page', async () => {
    const { user, calls } = setup('/person', {
      'GET /person/v1': (c) => {
        const page = Number(query(c).page);
        return { body: { data: people(10, (page - 1) * 10 + 1), total: 25, pages: 3 } };
      },
    });
    await screen.findByText('Pessoa 1');
    expect(query(listCalls(calls, '/person/v1').at(-1)!)).toMatchObject({ page: '1', per_page: '10' });
    expect(screen.getByRole('button', { name: 'Anterior' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('Pessoa 11');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('Pessoa 21');
    expect(screen.getByRole('button', { name: 'Próxima' }).hasAttribute('disabled')).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '25');
    await waitFor(() =>
      expect(query(listCalls(calls, '/person/v1').at(-1)!)).toMatchObject({ page: '1', per_page: '25' }),
    );
  });

  it('applies filters with Pesquisar (page 1, masks removed), shows Limpar, and Limpar clears them', async () => {
    const { user, calls } = setup('/person?page=3', {
      'GET /person/v1': { body: { data: people(1), total: 1, pages: 1 } },
    });
    await screen.findByText('Pessoa 1');
    expect(screen.queryByRole('button', { name: 'Limpar' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(query(listCalls(calls, '/person/v1').at(-1)!)).toEqual({
        page: '1',
        per_page: '10',
        name: 'Maria',
        cpf: '52998224725',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(query(listCalls(calls, '/person/v1').at(-1)!)).toEqual({ page: '1', per_page: '10' }));
  });

  it('shows the empty text', async () => {
    setup('/error-message', { 'GET /api/v2/message/errors': { body: { data: [], total: 0, pages: 0 } } });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeTruthy();
  });

  it('deletes after the confirm dialog and reports it', async () => {
    let deleted = false;
    const { user } = setup('/error-message', {
      'GET /api/v2/message/errors': () => ({
        body: {
          data: deleted ? [] : [{ id: 5, error_code: 'E001', default_message: 'Dedo fora de foco' }],
          total: deleted ? 0 : 1,
          pages: 1,
        },
      }),
      'DELETE /api/v2/message/errors/5': () => {
        deleted = true;
        return { body: { success: true } };
      },
    });
    await screen.findByText('E001');
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir este registro?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registro excluído com sucesso!')).toBeTruthy();
    expect(await screen.findByText('Nenhum registro encontrado')).toBeTruthy();
  });

  it('batch delete: nothing selected, then N selected with the count reported', async () => {
    const { user, calls } = setup('/person', {
      'GET /person/v1': { body: { data: people(3), total: 3, pages: 1 } },
      'POST /person/v1/batch-delete': (c) => ({
        body: { success: true, count: (c.body as { ids: number[] }).ids.length },
      }),
    });
    await screen.findByText('Pessoa 1');
    await user.click(screen.getByRole('button', { name: /Excluir selecionados/ }));
    expect(await screen.findByText('Nenhum item selecionado')).toBeTruthy();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fechar' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    await user.click(screen.getByRole('button', { name: /Excluir selecionados \(3\)/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir 3 registro(s)?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('3 registro(s) excluído(s) com sucesso!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ ids: [1, 2, 3] });
  });

  it('another page starts with nothing selected', async () => {
    const { user } = setup('/person', {
      'GET /person/v1': (c) => {
        const page = Number(query(c).page);
        return { body: { data: people(10, (page - 1) * 10 + 1), total: 20, pages: 2 } };
      },
    });
    await screen.findByText('Pessoa 1');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    expect(screen.getByRole('button', { name: /Excluir selecionados \(10\)/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('Pessoa 11');
    expect(screen.getByRole('button', { name: /Excluir selecionados/ }).textContent).not.toMatch(/\(/);
  });

  it('edit links carry the list query string (spec 2.10)', async () => {
    setup('/person?page=2&name=Ana', { 'GET /person/v1': { body: { data: people(1, 11), total: 11, pages: 2 } } });
    await screen.findByText('Pessoa 11');
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/person/form/11?page=2&name=Ana');
  });

  it("says 'mais de 10.000' when the server stopped counting", async () => {
    setup('/requests', {
      'GET /requests/v1/request-logs': {
        body: {
          data: [
            {
              id: 1,
              method: 'GET',
              path: '/admin/v1/param',
              response_status: 200,
              duration_ms: 12,
              ip_address: '127.0.0.1',
              created_at: '2026-11-22T10:00:00Z',
            },
          ],
          total: 10000,
          pages: 2,
          total_capped: true,
        },
      },
    });
    await screen.findByText('/admin/v1/param');
    expect(screen.getByTestId('list-range').textContent).toBe('1–1 de mais de 10.000');
  });
});

describe('generic list engine: only the actions the role may use', () => {
  const signedInWith = (permissions: string[]) => {
    localStorage.setItem('authToken', 'stored.token');
    const api = fakeApi({
      'GET /admin/v1/user/profile': { body: { data: { ...PROFILE.data, role: 'leitor', permissions } } },
      'GET /person/v1': { body: { data: people(2), total: 2, pages: 1 } },
    });
    return renderConsole('/person', api.fetchImpl);
  };

  it('a role that may only read people gets the rows without Cadastrar, Exportar, Editar, Excluir or the batch delete', async () => {
    signedInWith(['person:read']);
    await screen.findByText('Pessoa 1', undefined, { timeout: 5000 });
    for (const name of [/Cadastrar/, /Exportar/, /Excluir selecionados/, 'Editar', 'Excluir'])
      expect(screen.queryByRole('button', { name }) ?? screen.queryByRole('link', { name }), String(name)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Selecionar todos' })).toBeNull();
  });

  it('a role granted people gets them all', async () => {
    signedInWith(['person:*']);
    await screen.findByText('Pessoa 1', undefined, { timeout: 5000 });
    expect(screen.getByRole('link', { name: /Cadastrar/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar registros filtrados em CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Excluir selecionados/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Editar' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Excluir' })).toHaveLength(2);
  });
});

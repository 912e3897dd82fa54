import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeCall } from '../../support/fakeApi.js';
import { renderConsole } from '../../support/renderConsole.js';

// The list engine on the fixture descriptors (tests/fixtures/schemas): 'member' (envelope
// data/total/last_page, selection, search/digits/join filters), 'message-template' (envelope
// results/count/totalPages, its own empty text, no export) and 'api-call' (logs/totalCount).
const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };
const MEMBERS = '/fixture/v1/member';
const TEMPLATES = '/fixture/v2/message-templates';

function members(n: number, from = 1) {
  return Array.from({ length: n }, (_, i) => ({
    id: from + i,
    fullName: `Associado ${from + i}`,
    cpf: '52998224725',
    vendor_name: 'ACME',
    created_at: '2026-11-20T12:00:00',
    email: null,
    version: 1,
  }));
}
const page = (data: unknown[], total: number, pages: number) => ({ data, total, last_page: pages });

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
    setup('/member', { [`GET ${MEMBERS}`]: { body: page(members(3), 3, 1) } });
    // The first screen of the file loads the lazy list chunk: more than findBy's default second.
    expect(await screen.findByRole('heading', { level: 1, name: 'Associados' }, { timeout: 5000 })).toBeTruthy();
    const table = await screen.findByRole('table');
    for (const h of ['Nome', 'CPF', 'Fornecedor', 'Criado em'])
      expect(within(table).getByRole('columnheader', { name: h })).toBeTruthy();
    expect(await within(table).findAllByText('529.982.247-25')).toHaveLength(3);
    expect(within(table).getAllByText('20/11/2026').length).toBe(3);
    expect(within(table).getAllByText('ACME').length).toBe(3);
    expect(screen.getByTestId('list-range').textContent).toBe('1–3 de 3');
  });

  it('reads the envelope where the descriptor says: results, count and totalPages', async () => {
    setup('/message-template', {
      [`GET ${TEMPLATES}`]: {
        body: { results: [{ id: 1, code: 'E001', text: 'Dedo fora de foco' }], count: 31, totalPages: 4 },
      },
    });
    expect(await screen.findByText('E001', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('list-range').textContent).toBe('1–1 de 31');
    expect(screen.getByText('Página 1 de 4')).toBeTruthy();
  });

  it('sends page and size, disables previous on page 1 and next on the last page', async () => {
    const { user, calls } = setup('/member', {
      [`GET ${MEMBERS}`]: (c) => {
        const n = Number(query(c).page);
        return { body: page(members(10, (n - 1) * 10 + 1), 25, 3) };
      },
    });
    await screen.findByText('Associado 1');
    expect(query(listCalls(calls, MEMBERS).at(-1)!)).toMatchObject({ page: '1', per_page: '10' });
    expect(screen.getByRole('button', { name: 'Anterior' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('Associado 11');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('Associado 21');
    expect(screen.getByRole('button', { name: 'Próxima' }).hasAttribute('disabled')).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '25');
    await waitFor(() => expect(query(listCalls(calls, MEMBERS).at(-1)!)).toMatchObject({ page: '1', per_page: '25' }));
  });

  it('applies filters with Pesquisar (page 1, masks removed), shows Limpar, and Limpar clears them', async () => {
    const { user, calls } = setup('/member?page=3', { [`GET ${MEMBERS}`]: { body: page(members(1), 1, 1) } });
    await screen.findByText('Associado 1');
    expect(screen.queryByRole('button', { name: 'Limpar' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Busca' }).getAttribute('placeholder')).toBe('Nome ou email');
    await user.type(screen.getByRole('textbox', { name: 'Busca' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '52998224725');
    expect((screen.getByRole('textbox', { name: 'CPF' }) as HTMLInputElement).value).toBe('529.982.247-25');
    await user.type(screen.getByRole('textbox', { name: 'Fornecedor' }), 'ACME');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(query(listCalls(calls, MEMBERS).at(-1)!)).toEqual({
        page: '1',
        per_page: '10',
        q: 'Maria',
        cpf: '52998224725',
        vendor: 'ACME',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(query(listCalls(calls, MEMBERS).at(-1)!)).toEqual({ page: '1', per_page: '10' }));
  });

  it("shows the descriptor's empty text, and no Exportar when it says export: false", async () => {
    setup('/message-template', { [`GET ${TEMPLATES}`]: { body: { results: [], count: 0, totalPages: 0 } } });
    expect(await screen.findByText('Nenhum modelo de mensagem cadastrado', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Exportar/ })).toBeNull();
  });

  it('deletes after the confirm dialog and reports it', async () => {
    let deleted = false;
    const { user } = setup('/message-template', {
      [`GET ${TEMPLATES}`]: () => ({
        body: {
          results: deleted ? [] : [{ id: 5, code: 'E001', text: 'Dedo fora de foco' }],
          count: deleted ? 0 : 1,
          totalPages: 1,
        },
      }),
      [`DELETE ${TEMPLATES}/5`]: () => {
        deleted = true;
        return { body: { success: true } };
      },
    });
    await screen.findByText('E001', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir este registro?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registro excluído com sucesso!')).toBeTruthy();
    expect(await screen.findByText('Nenhum modelo de mensagem cadastrado')).toBeTruthy();
  });

  it('batch delete: nothing selected, then N selected with the count reported', async () => {
    const { user, calls } = setup('/member', {
      [`GET ${MEMBERS}`]: { body: page(members(3), 3, 1) },
      [`POST ${MEMBERS}/batch-delete`]: (c) => ({
        body: { success: true, count: (c.body as { ids: number[] }).ids.length },
      }),
    });
    await screen.findByText('Associado 1');
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
    const { user } = setup('/member', {
      [`GET ${MEMBERS}`]: (c) => {
        const n = Number(query(c).page);
        return { body: page(members(10, (n - 1) * 10 + 1), 20, 2) };
      },
    });
    await screen.findByText('Associado 1');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    expect(screen.getByRole('button', { name: /Excluir selecionados \(10\)/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('Associado 11');
    expect(screen.getByRole('button', { name: /Excluir selecionados/ }).textContent).not.toMatch(/\(/);
  });

  it('edit links carry the list query string (spec 2.10)', async () => {
    setup('/member?page=2&q=Ana', { [`GET ${MEMBERS}`]: { body: page(members(1, 11), 11, 2) } });
    await screen.findByText('Associado 11');
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/member/form/11?page=2&q=Ana');
  });

  it("says 'mais de 10.000' when the server stopped counting", async () => {
    setup('/api-call', {
      'GET /fixture/v1/api-calls': {
        body: {
          logs: [
            {
              id: 1,
              method: 'GET',
              path: '/fixture/v1/vendor',
              response_status: 200,
              duration_ms: 12,
              created_at: '2026-11-22T10:00:00',
            },
          ],
          totalCount: 10000,
          total_capped: true,
        },
      },
    });
    await screen.findByText('/fixture/v1/vendor', undefined, { timeout: 5000 });
    expect(screen.getByTestId('list-range').textContent).toBe('1–1 de mais de 10.000');
  });
});

describe('generic list engine: only the actions the role may use', () => {
  const signedInWith = (permissions: string[]) => {
    localStorage.setItem('authToken', 'stored.token');
    const api = fakeApi({
      'GET /admin/v1/user/profile': { body: { data: { ...PROFILE.data, role: 'leitor', permissions } } },
      [`GET ${MEMBERS}`]: { body: page(members(2), 2, 1) },
    });
    return renderConsole('/member', api.fetchImpl);
  };

  it('a role that may only read members gets the rows without Cadastrar, Exportar, Editar, Excluir or the batch delete', async () => {
    signedInWith(['member:read']);
    await screen.findByText('Associado 1', undefined, { timeout: 5000 });
    for (const name of [/Cadastrar/, /Exportar/, /Excluir selecionados/, 'Editar', 'Excluir'])
      expect(screen.queryByRole('button', { name }) ?? screen.queryByRole('link', { name }), String(name)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Selecionar todos' })).toBeNull();
  });

  it('a role granted members gets them all', async () => {
    signedInWith(['member:*']);
    await screen.findByText('Associado 1', undefined, { timeout: 5000 });
    expect(screen.getByRole('link', { name: /Cadastrar/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar registros filtrados' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Excluir selecionados/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Editar' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Excluir' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Visualizar' })).toHaveLength(2);
  });
});

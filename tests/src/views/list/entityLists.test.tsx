import { screen, waitFor, within } from '@testing-library/react';
import descriptors from 'virtual:descriptors';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientDescriptor } from '../../../../src/core/descriptors/Descriptor.js';
import { cellRegistry } from '../../../../src/ui/list/cells/cellRegistry.js';
import { sampleRow } from '../../../support/sampleRow.js';
import { fakeApi } from '../../support/fakeApi.js';
import { renderConsole } from '../../support/renderConsole.js';

const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };
const TICKET = { body: { ticket: 'tk.1', expires_in: 60 } };
/** Cells that link stored files (a file ticket is asked for when one is opened). */
const FILE_CELLS = new Set(['liveness-files', 'finger-images', 'finger-tiffs']);
const linksFiles = (d: ClientDescriptor) =>
  d.list.columns.some((c) => c.format === 'file' || FILE_CELLS.has(c.cell ?? ''));
const all = Object.values(descriptors);

beforeEach(() => localStorage.clear());

it('runs on the fixture descriptors (tests/fixtures/schemas), one of which names every special cell', () => {
  expect(all.map((d) => d.key)).toContain('vendor');
  expect(all.map((d) => d.key)).not.toContain('client');
  const named = new Set(all.flatMap((d) => d.list.columns.map((c) => c.cell)));
  // 'personal' is every personal field's cell, whatever its column names.
  const personal = all.some((d) => d.list.columns.some((c) => d.fields[c.field]?.personal === 'cpf'));
  for (const cell of Object.keys(cellRegistry))
    expect(named.has(cell) || (cell === 'personal' && personal), `célula ${cell}`).toBe(true);
});

/** Every descriptor's list, rendered from its file by the list engine (or the view it names). */
describe.each(all.map((d) => [d.key, d] as const))('list of %s', (_key, d) => {
  it('renders title, filters, columns, row and actions from the descriptor', async () => {
    localStorage.setItem('authToken', 'stored.token');
    const row = sampleRow(d);
    const body = {
      [d.api.list.items]: [row],
      [d.api.list.total]: 1,
      ...(d.api.list.pages && { [d.api.list.pages]: 1 }),
    };
    const api = fakeApi({
      'GET /admin/v1/user/profile': { body: PROFILE },
      'POST /admin/v1/files/ticket': TICKET,
      [`GET ${d.api.endpoint}`]: { body },
    });
    renderConsole(d.routes.list, api.fetchImpl);
    expect(await screen.findByRole('heading', { level: 1, name: d.title }, { timeout: 5000 })).toBeTruthy();
    const table = await screen.findByRole('table', undefined, { timeout: 5000 });
    // New rows are drawn in a deferred render: the list is busy until they are.
    await waitFor(() => expect(table.closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('false'));
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    // File links point at /files/<path> at once, with no ticket in the page.
    if (linksFiles(d)) expect(table.querySelector('a[href^="/files/"]:not([href*="ticket="])')).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    for (const c of d.list.columns) expect(headers).toContain(c.label);
    if (d.list.actions.length) expect(headers.at(-1)).toBe('Ação');
    const search = screen.queryByRole('search');
    expect(!!search).toBe(d.list.filters.length > 0);
    for (const f of d.list.filters) expect(within(search!).getByText(f.label)).toBeTruthy();
    expect(!!screen.queryByRole('link', { name: /Cadastrar/ })).toBe(!!d.list.create);
    expect(!!screen.queryByRole('button', { name: /Excluir selecionados/ })).toBe(!!d.list.selection);
    // 'Exportar' unless the descriptor's list says export: false.
    expect(screen.queryAllByRole('button', { name: 'Exportar registros filtrados' })).toHaveLength(
      d.list.export === false ? 0 : 1,
    );
    const body1 = rows[1]!;
    expect(within(body1).queryAllByRole('link', { name: 'Editar' })).toHaveLength(
      d.list.actions.includes('edit') ? 1 : 0,
    );
    expect(within(body1).queryAllByRole('button', { name: 'Excluir' })).toHaveLength(
      d.list.actions.includes('delete') ? 1 : 0,
    );
    expect(within(body1).queryAllByRole('button', { name: 'Visualizar' })).toHaveLength(
      d.list.actions.includes('view') ? 1 : 0,
    );
    const sizes = within(screen.getByRole('combobox', { name: 'Itens por página' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sizes).toEqual(
      d.list.pageSizes === 'generic'
        ? ['10', '25', '50', '100', '500', '1000']
        : ['5', '10', '50', '100', '200', '500'],
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import descriptors from 'virtual:descriptors';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientDescriptor } from '../../../../src/core/descriptors/Descriptor.js';
import { fakeApi } from '../../support/fakeApi.js';
import { renderConsole } from '../../support/renderConsole.js';

const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };
const TICKET = { body: { ticket: 'tk.1', expires_in: 60 } };
/** Cells that link stored files (a file ticket is asked for when one is opened). */
const FILE_CELLS = new Set(['liveness-files', 'finger-images', 'finger-tiffs']);
const linksFiles = (d: ClientDescriptor) =>
  d.list.columns.some((c) => c.format === 'file' || FILE_CELLS.has(c.cell ?? ''));

/** One row with a plausible value for every field, from the descriptor alone. */
function sampleRow(d: ClientDescriptor) {
  const row: Record<string, unknown> = { id: 7, version: 1 };
  for (const [name, f] of Object.entries(d.fields)) {
    if (f.options?.length) row[name] = f.options[0]!.value;
    else if (name === 'imagens')
      row[name] = ['finger/2026/11/u7/log/finger_1.jpeg', 'finger/2026/11/u7/log/finger_2.jpeg'];
    else if (f.type === 'array') row[name] = ['SM-A546E', 'iPhone 13'];
    else if (f.type === 'number' || f.type === 'integer') row[name] = name === 'response_status' ? 201 : 42;
    else if (f.mask === 'cpf' || name.endsWith('cpf')) row[name] = '52998224725';
    else if (f.mask === 'cnpj') row[name] = '11222333000181';
    else if (f.mask === 'phone') row[name] = '11987654321';
    else if (/created_at|dataHora/.test(name)) row[name] = '2026-11-22T15:30:00Z';
    else if (name.startsWith('arquivo')) row[name] = `${d.key}/2026/11/u7/${name}.dat`;
    else row[name] = `${f.title} exemplo`;
  }
  return row;
}

beforeEach(() => localStorage.clear());

/** QA's schema snapshot suite for lists: every descriptor's list, rendered from its file. */
describe.each(Object.values(descriptors).map((d) => [d.key, d] as const))('list of %s', (_key, d) => {
  it('renders title, filters, columns and row actions from the descriptor (snapshot)', async () => {
    localStorage.setItem('authToken', 'stored.token');
    const body = {
      [d.api.list.items]: [sampleRow(d)],
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
    await within(table).findAllByRole('row');
    // New rows are drawn in a deferred render: the list is busy until they are.
    await waitFor(() => expect(table.closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('false'));
    // File links point at /files/<path> at once, with no ticket in the page.
    if (linksFiles(d)) expect(table.querySelector('a[href^="/files/"]:not([href*="ticket="])')).toBeTruthy();
    for (const c of d.list.columns)
      expect(within(table).getAllByRole('columnheader', { name: c.label }).length).toBeGreaterThan(0);
    const search = screen.queryByRole('search');
    for (const f of d.list.filters) expect(within(search!).getByText(f.label)).toBeTruthy();
    expect(!!screen.queryByRole('link', { name: /Cadastrar/ })).toBe(!!d.list.create);
    // 'Exportar' unless the descriptor's list says export: false.
    expect(screen.queryAllByRole('button', { name: 'Exportar registros filtrados em CSV' })).toHaveLength(
      d.list.export === false ? 0 : 1,
    );
    expect(table.outerHTML.replace(/ (id|for|aria-[\w-]+)="[^"]*"/g, '')).toMatchSnapshot();
  });
});

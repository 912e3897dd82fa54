import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PricesView from '../../../../src/views/prices/PricesView.js';
import { fakeApi, type FakeCall, type FakeReply } from '../../support/fakeApi.js';
import { currentLocation, renderView, routeOf } from '../../support/renderView.js';

const PRICING = '/services/v1/pricing';
const PAGE_1 = {
  data: {
    Biometria: { '1000': 1.9, '10000': 1.6, '500000': 0.9, None: 0.75 },
    'Consulta SERPRO': { '1000': 0.95, '10000': 0.85, '500000': 0.6, None: 0.52 },
    'Prova de Vida': { '1000': 1.2, None: 0.45 },
  },
  total: 3,
  pages: 1,
  page: 1,
  per_page: 10,
};

function setup(reply: FakeReply | ((call: FakeCall) => FakeReply), path = '/prices') {
  const api = fakeApi({ [`GET ${PRICING}`]: reply });
  const rendered = renderView(<PricesView route={routeOf('/prices')} />, { path, fetchImpl: api.fetchImpl });
  const pricingCalls = () => api.calls.filter((c) => new URL(c.url, 'http://x').pathname === PRICING);
  return { ...rendered, pricingCalls };
}

const query = (c: FakeCall) => Object.fromEntries(new URL(c.url, 'http://x').searchParams);
const nbsp = (text: string) => text.replace(' ', '\u00a0');

describe('Lista de Preços', () => {
  it('shows one row per service and one column per tier, in BRL, with — where a tier is missing', async () => {
    const { pricingCalls } = setup({ body: PAGE_1 });
    expect(screen.getByRole('heading', { level: 1, name: 'Lista de Preços' })).toBeTruthy();
    expect(screen.getByText('Financeiro')).toBeTruthy();
    expect(screen.getByText('Preços').getAttribute('aria-current')).toBe('page');

    const table = await screen.findByRole('table', { name: 'Lista de Preços' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Serviço', 'Até 1.000', 'Até 10.000', 'Até 500.000', 'Acima de 500.000']);

    const cells = (service: string) => {
      const row = within(table).getByRole('rowheader', { name: service }).closest('tr')!;
      return within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    };
    expect(cells('Biometria')).toEqual(['R$ 1,90', 'R$ 1,60', 'R$ 0,90', 'R$ 0,75'].map(nbsp));
    expect(cells('Prova de Vida')).toEqual([nbsp('R$ 1,20'), '—', '—', nbsp('R$ 0,45')]);

    // Spec 7 and 9: per_page 10 and page 1 by default.
    expect(query(pricingCalls()[0]!)).toEqual({ per_page: '10', page: '1' });
    expect(screen.getByTestId('list-range').textContent).toBe('1–3 de 3');
  });

  it('pages through the services, keeping page and size in the address', async () => {
    const { user, pricingCalls } = setup((call) => {
      const { page } = query(call);
      const data =
        page === '2'
          ? { 'Serviço 11': { '1000': 2, None: 1 } }
          : Object.fromEntries(
              Array.from({ length: 10 }, (_, i) => [
                `Serviço ${String(i + 1).padStart(2, '0')}`,
                { '1000': 2, None: 1 },
              ]),
            );
      return { body: { data, total: 11, pages: 2, page: Number(page), per_page: 10 } };
    });
    await screen.findByRole('rowheader', { name: 'Serviço 01' });
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByRole('rowheader', { name: 'Serviço 11' })).toBeTruthy();
    expect(currentLocation()).toBe('/prices?page=2');
    expect(query(pricingCalls().at(-1)!)).toEqual({ per_page: '10', page: '2' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Próxima' }).disabled).toBe(true);

    // A new page size goes back to page 1.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '50');
    await waitFor(() => expect(currentLocation()).toBe('/prices?per_page=50'));
    await waitFor(() => expect(query(pricingCalls().at(-1)!)).toEqual({ per_page: '50', page: '1' }));
  });

  it('opens at the page the address names', async () => {
    const { pricingCalls } = setup({ body: { ...PAGE_1, page: 3 } }, '/prices?page=3&per_page=5');
    await screen.findByRole('rowheader', { name: 'Biometria' });
    expect(query(pricingCalls()[0]!)).toEqual({ per_page: '5', page: '3' });
  });

  it("says 'Nenhum registro encontrado' when there are no prices", async () => {
    setup({ body: { data: {}, total: 0, pages: 1, page: 1, per_page: 10 } });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeTruthy();
  });

  it("shows 'Erro ao buscar dados' (dialog and screen) when the call fails, and tries again on request", async () => {
    let fail = true;
    const { user } = setup(() => (fail ? { status: 500, body: {} } : { body: PAGE_1 }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Erro ao buscar dados')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Erro ao buscar dados')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByRole('rowheader', { name: 'Biometria' })).toBeTruthy();
  });

  it("shows the server's message under the title when it gives one", async () => {
    setup({ status: 503, body: { message: 'Serviço de preços indisponível.' } });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Serviço de preços indisponível.')).toBeTruthy();
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Erro ao buscar dados'))!;
    expect(within(alert).getByText('Serviço de preços indisponível.')).toBeTruthy();
  });
});

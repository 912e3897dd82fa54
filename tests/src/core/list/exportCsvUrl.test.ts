import { describe, expect, it } from 'vitest';
import { exportCsvUrl } from '../../../../src/core/list/exportCsvUrl';

describe('exportCsvUrl', () => {
  it('is {apiBase}{endpoint}/export.csv with the filters (no paging) and the ticket', () => {
    expect(
      exportCsvUrl({
        apiBase: 'https://api.example.com/',
        endpoint: '/admin/v1/liveness',
        filters: { dataHora: '2026-11-22', conteudo: 'a b&c' },
        ticket: 'x.y+z',
      }),
    ).toBe('https://api.example.com/admin/v1/liveness/export.csv?dataHora=2026-11-22&conteudo=a+b%26c&ticket=x.y%2Bz');
  });

  it("carries the browser's time zone for the CSV's dates", () => {
    expect(
      exportCsvUrl({
        apiBase: '',
        endpoint: '/admin/v1/fingerprint',
        filters: { deviceModel: 'SM' },
        ticket: 'T',
        timeZone: 'America/Manaus',
      }),
    ).toBe('/admin/v1/fingerprint/export.csv?deviceModel=SM&tz=America%2FManaus&ticket=T');
  });

  it('without filters only the ticket; empty filters are left out', () => {
    expect(
      exportCsvUrl({ apiBase: '', endpoint: '/requests/v1/request-logs', filters: { method: '' }, ticket: 'T' }),
    ).toBe('/requests/v1/request-logs/export.csv?ticket=T');
  });

  it("carries the screen's order and visible columns, and the format when it is not CSV", () => {
    expect(
      exportCsvUrl({
        apiBase: '',
        endpoint: '/person/v1',
        filters: { name: 'ana' },
        ticket: 'T',
        sort: { field: 'name', order: 'desc' },
        columns: ['name', 'cpf'],
        format: 'xlsx',
        timeZone: 'America/Sao_Paulo',
      }),
    ).toBe(
      '/person/v1/export.csv?name=ana&sort=name&order=desc&cols=name%2Ccpf&format=xlsx&tz=America%2FSao_Paulo&ticket=T',
    );
    expect(
      exportCsvUrl({ apiBase: '', endpoint: '/person/v1', filters: {}, ticket: 'T', format: 'csv', columns: [] }),
    ).toBe('/person/v1/export.csv?ticket=T');
  });

  it("carries the reason of 'Exportar com CPF completo', encoded", () => {
    expect(
      exportCsvUrl({ apiBase: '', endpoint: '/person/v1', filters: {}, ticket: 'T', revealReason: 'outro: a&b' }),
    ).toBe('/person/v1/export.csv?reveal_reason=outro%3A+a%26b&ticket=T');
  });
});

import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import type { ClientDescriptor } from '../../../../src/core/descriptors/Descriptor';
import {
  listQueryReducer,
  parseListSearch,
  toApiQuery,
  toFilterQuery,
  toListSearch,
  type ListQueryState,
} from '../../../../src/core/list/listQuery';

// On the fixture descriptors of tests/fixtures/schemas (the `engines` project): the member list
// has the generic page sizes, the device profiles the admin ones (200, no 25), the capture
// log two date filters that start at today, the API calls one ('from'; 'to' has no default).
const member = descriptors.member!;
const deviceProfile = descriptors['device-profile']!;
const captureLog = descriptors['capture-log']!;
const apiCall = descriptors['api-call']!;

/** `d` with exactly `fields` sortable (whatever the fixture marks today). */
function sortableOn(d: ClientDescriptor, fields: string[]): ClientDescriptor {
  const columns = d.list.columns.map(({ sortable: _s, ...c }) =>
    fields.includes(c.field) ? { ...c, sortable: true } : c,
  );
  return { ...d, list: { ...d.list, columns } };
}
const sortedMember = sortableOn(member, ['fullName', 'created_at']);

describe('listQueryReducer', () => {
  const s = { page: 4, perPage: 50, filters: { name: 'ana' } };
  it('changing the page size goes back to page 1', () => {
    expect(listQueryReducer(s, { type: 'setPerPage', perPage: 100 })).toEqual({
      page: 1,
      perPage: 100,
      filters: { name: 'ana' },
    });
  });
  it('changing the filters goes back to page 1 and drops empty values', () => {
    expect(listQueryReducer(s, { type: 'setFilters', filters: { name: ' ', cpf: '123' } })).toEqual({
      page: 1,
      perPage: 50,
      filters: { cpf: '123' },
    });
  });
  it('clearing the filters goes back to page 1', () => {
    expect(listQueryReducer(s, { type: 'clearFilters' })).toEqual({ page: 1, perPage: 50, filters: {} });
  });
  it('a page is at least 1', () => {
    expect(listQueryReducer(s, { type: 'setPage', page: 0 }).page).toBe(1);
    expect(listQueryReducer(s, { type: 'setPage', page: 7 }).page).toBe(7);
  });
});

describe('list state in the URL', () => {
  it('round-trips page, size and the descriptor filters', () => {
    const state = { page: 3, perPage: 25, filters: { q: 'Maria', cpf: '529' } };
    expect(parseListSearch(member, toListSearch(member, state))).toEqual(state);
  });
  it('ignores unknown parameters and sizes not in the descriptor set', () => {
    expect(parseListSearch(deviceProfile, 'page=-2&per_page=25&foo=bar&model=SM')).toEqual({
      page: 1,
      perPage: 10,
      filters: { model: 'SM' },
    });
    expect(parseListSearch(deviceProfile, 'per_page=200').perPage).toBe(200);
    expect(parseListSearch(member, 'per_page=200').perPage).toBe(10);
  });
  it('keeps defaults out of the URL but always sends page and per_page to the API', () => {
    const state = { page: 1, perPage: 10, filters: {} };
    expect(toListSearch(member, state)).toBe('');
    expect(toApiQuery(state)).toBe('page=1&per_page=10');
  });
});

describe('date filters with "default": "today"', () => {
  // 22/11/2026 at 23:30 local time: still the 22nd here, whatever UTC says.
  const now = new Date(2026, 10, 22, 23, 30);
  const today = '2026-11-22';

  it('start at the local date when the screen opens with no filter in the URL', () => {
    expect(parseListSearch(captureLog, '', now)).toEqual({
      page: 1,
      perPage: 10,
      filters: { dataHora: today, dataHoraFim: today },
    });
    expect(parseListSearch(captureLog, 'page=2&per_page=25', now).filters).toEqual({
      dataHora: today,
      dataHoraFim: today,
    });
  });

  it('so the first API query already carries the date', () => {
    expect(toApiQuery(parseListSearch(captureLog, '', now))).toBe(
      `page=1&per_page=10&dataHora=${today}&dataHoraFim=${today}`,
    );
  });

  it('are left alone when the URL names any filter (a link, a search)', () => {
    expect(parseListSearch(captureLog, 'cpf=529', now).filters).toEqual({ cpf: '529' });
    expect(parseListSearch(captureLog, 'dataHora=2026-11-01', now).filters).toEqual({ dataHora: '2026-11-01' });
  });

  it("'Limpar' clears every filter, and the URL keeps it cleared", () => {
    const opened = parseListSearch(captureLog, '', now);
    const cleared = listQueryReducer(opened, { type: 'clearFilters' });
    expect(cleared.filters).toEqual({});
    const search = toListSearch(captureLog, cleared);
    expect(search).toBe('dataHora=&dataHoraFim=');
    expect(parseListSearch(captureLog, search, now).filters).toEqual({});
    expect(toApiQuery(parseListSearch(captureLog, search, now))).toBe('page=1&per_page=10');
  });

  it('a search that empties every field also stays empty', () => {
    const next = listQueryReducer(parseListSearch(captureLog, '', now), {
      type: 'setFilters',
      filters: { dataHora: '', dataHoraFim: ' ' },
    });
    expect(parseListSearch(captureLog, toListSearch(captureLog, next), now).filters).toEqual({});
  });

  it('paging keeps the dates explicit in the URL (a shared link shows the same rows)', () => {
    const next = listQueryReducer(parseListSearch(captureLog, '', now), { type: 'setPage', page: 2 });
    expect(toListSearch(captureLog, next)).toBe(`page=2&dataHora=${today}&dataHoraFim=${today}`);
  });

  it('only the filters with the default start at today', () => {
    expect(parseListSearch(apiCall, '', now).filters).toEqual({ from: today });
    expect(toApiQuery(parseListSearch(apiCall, '', now))).toBe(`page=1&per_page=10&from=${today}`);
    expect(toListSearch(apiCall, listQueryReducer(parseListSearch(apiCall, '', now), { type: 'clearFilters' }))).toBe(
      'from=',
    );
  });

  it('lists without defaults are unchanged', () => {
    expect(parseListSearch(member, '', now).filters).toEqual({});
    expect(toListSearch(member, { page: 1, perPage: 10, filters: {} })).toBe('');
  });
});

describe('toFilterQuery', () => {
  it('gives the filters without paging and without empty values', () => {
    expect(toFilterQuery({ method: 'POST', path: '', status: '5xx' })).toBe('method=POST&status=5xx');
    expect(toFilterQuery({})).toBe('');
  });
});

describe('sort and columns in the state', () => {
  const s: ListQueryState = { page: 4, perPage: 25, filters: { q: 'ana' } };
  const byName = { field: 'fullName', order: 'asc' } as const;

  it('a new order goes back to page 1; no order drops the key', () => {
    const sorted = listQueryReducer(s, { type: 'setSort', sort: byName });
    expect(sorted).toEqual({ page: 1, perPage: 25, filters: { q: 'ana' }, sort: byName });
    const unsorted = listQueryReducer({ ...sorted, page: 3 }, { type: 'setSort' });
    expect(unsorted).toEqual({ page: 1, perPage: 25, filters: { q: 'ana' } });
    expect('sort' in unsorted).toBe(false);
  });

  it('other columns keep the page; none or an empty list is the default', () => {
    const cols = listQueryReducer(s, { type: 'setColumns', columns: ['cpf', 'fullName'] });
    expect(cols).toEqual({ ...s, columns: ['cpf', 'fullName'] });
    expect(listQueryReducer(cols, { type: 'setColumns' })).toEqual(s);
    expect(listQueryReducer(cols, { type: 'setColumns', columns: [] })).toEqual(s);
  });

  it('a view replaces filters, sort, columns and size at once, from page 1', () => {
    const before = { ...s, sort: byName, columns: ['cpf'] };
    expect(
      listQueryReducer(before, {
        type: 'applyView',
        view: { filters: { vendor: 'ACME', q: ' ' }, sort: { field: 'created_at', order: 'desc' }, perPage: 50 },
      }),
    ).toEqual({ page: 1, perPage: 50, filters: { vendor: 'ACME' }, sort: { field: 'created_at', order: 'desc' } });
    expect(listQueryReducer(before, { type: 'applyView', view: { filters: {}, columns: ['fullName'] } })).toEqual({
      page: 1,
      perPage: 25,
      filters: {},
      columns: ['fullName'],
    });
  });
});

describe('sort and columns in the URL', () => {
  it('round-trips sort, order and cols', () => {
    const state: ListQueryState = {
      page: 2,
      perPage: 10,
      filters: { q: 'Maria' },
      sort: { field: 'created_at', order: 'desc' },
      columns: ['cpf', 'fullName'],
    };
    const search = toListSearch(sortedMember, state);
    expect(search).toBe('page=2&q=Maria&sort=created_at&order=desc&cols=cpf%2CfullName');
    expect(parseListSearch(sortedMember, search)).toEqual(state);
  });

  it('keeps only sortable columns of the descriptor; order is asc unless desc', () => {
    expect(parseListSearch(sortedMember, 'sort=fullName').sort).toEqual({ field: 'fullName', order: 'asc' });
    expect(parseListSearch(sortedMember, 'sort=fullName&order=DROP').sort).toEqual({ field: 'fullName', order: 'asc' });
    expect(parseListSearch(sortedMember, 'sort=cpf&order=desc').sort).toBeUndefined();
    expect(parseListSearch(sortedMember, 'sort=password&order=desc').sort).toBeUndefined();
    expect(parseListSearch(sortableOn(member, []), 'sort=fullName').sort).toBeUndefined();
  });

  it('drops unknown and repeated columns; none left is the default', () => {
    expect(parseListSearch(member, 'cols=cpf,nope,,cpf,fullName').columns).toEqual(['cpf', 'fullName']);
    expect(parseListSearch(member, 'cols=nope,password')).toEqual({ page: 1, perPage: 10, filters: {} });
    expect(parseListSearch(member, 'cols=')).toEqual({ page: 1, perPage: 10, filters: {} });
  });
});

describe('toApiQuery: order and time zone', () => {
  it('sends sort and order when chosen, after the filters', () => {
    const state: ListQueryState = {
      page: 1,
      perPage: 10,
      filters: { q: 'ana' },
      sort: { field: 'fullName', order: 'desc' },
    };
    expect(toApiQuery(state, member, 'America/Sao_Paulo')).toBe('page=1&per_page=10&q=ana&sort=fullName&order=desc');
  });
  it("names the operator's zone when a date filter is in force, and only then", () => {
    const now = new Date(2026, 10, 13, 21, 30);
    expect(toApiQuery(parseListSearch(captureLog, '', now), captureLog, 'America/Sao_Paulo')).toBe(
      'page=1&per_page=10&dataHora=2026-11-13&dataHoraFim=2026-11-13&tz=America%2FSao_Paulo',
    );
    expect(toApiQuery(parseListSearch(captureLog, 'cpf=529', now), captureLog, 'America/Sao_Paulo')).toBe(
      'page=1&per_page=10&cpf=529',
    );
    expect(toApiQuery(parseListSearch(captureLog, '', now), captureLog, '')).toBe(
      'page=1&per_page=10&dataHora=2026-11-13&dataHoraFim=2026-11-13',
    );
  });
  it("defaults to the browser's zone", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(
      new URLSearchParams(toApiQuery({ page: 1, perPage: 10, filters: { dataHora: '2026-11-13' } }, captureLog)).get(
        'tz',
      ),
    ).toBe(zone);
  });
});

import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import {
  listQueryReducer,
  parseListSearch,
  toApiQuery,
  toFilterQuery,
  toListSearch,
} from '../../../../src/core/list/listQuery';

const person = descriptors.person!;
const config = descriptors['device-config']!;
const livenessLog = descriptors['liveness-log']!;

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
    const state = { page: 3, perPage: 25, filters: { name: 'Maria', cpf: '529' } };
    expect(parseListSearch(person, toListSearch(person, state))).toEqual(state);
  });
  it('ignores unknown parameters and sizes not in the descriptor set', () => {
    expect(parseListSearch(config, 'page=-2&per_page=25&foo=bar&device=SM')).toEqual({
      page: 1,
      perPage: 10,
      filters: { device: 'SM' },
    });
    expect(parseListSearch(config, 'per_page=200').perPage).toBe(200);
    expect(parseListSearch(person, 'per_page=200').perPage).toBe(10);
  });
  it('keeps defaults out of the URL but always sends page and per_page to the API', () => {
    const state = { page: 1, perPage: 10, filters: {} };
    expect(toListSearch(person, state)).toBe('');
    expect(toApiQuery(state)).toBe('page=1&per_page=10');
  });
});

describe('date filters with "default": "today"', () => {
  // 22/11/2026 at 23:30 local time: still the 22nd here, whatever UTC says.
  const now = new Date(2026, 10, 22, 23, 30);
  const today = '2026-11-22';

  it('start at the local date when the screen opens with no filter in the URL', () => {
    expect(parseListSearch(livenessLog, '', now)).toEqual({
      page: 1,
      perPage: 10,
      filters: { dataHora: today, dataHoraFim: today },
    });
    expect(parseListSearch(livenessLog, 'page=2&per_page=25', now).filters).toEqual({
      dataHora: today,
      dataHoraFim: today,
    });
  });

  it('so the first API query already carries the date', () => {
    expect(toApiQuery(parseListSearch(livenessLog, '', now))).toBe(
      `page=1&per_page=10&dataHora=${today}&dataHoraFim=${today}`,
    );
  });

  it('are left alone when the URL names any filter (a link, a search)', () => {
    expect(parseListSearch(livenessLog, 'conteudo=erro', now).filters).toEqual({ conteudo: 'erro' });
    expect(parseListSearch(livenessLog, 'dataHora=2026-11-01', now).filters).toEqual({ dataHora: '2026-11-01' });
  });

  it("'Limpar' clears every filter, and the URL keeps it cleared", () => {
    const opened = parseListSearch(livenessLog, '', now);
    const cleared = listQueryReducer(opened, { type: 'clearFilters' });
    expect(cleared.filters).toEqual({});
    const search = toListSearch(livenessLog, cleared);
    expect(search).toBe('dataHora=&dataHoraFim=');
    expect(parseListSearch(livenessLog, search, now).filters).toEqual({});
    expect(toApiQuery(parseListSearch(livenessLog, search, now))).toBe('page=1&per_page=10');
  });

  it('a search that empties every field also stays empty', () => {
    const next = listQueryReducer(parseListSearch(livenessLog, '', now), {
      type: 'setFilters',
      filters: { dataHora: '', dataHoraFim: ' ' },
    });
    expect(parseListSearch(livenessLog, toListSearch(livenessLog, next), now).filters).toEqual({});
  });

  it('paging keeps the dates explicit in the URL (a shared link shows the same rows)', () => {
    const next = listQueryReducer(parseListSearch(livenessLog, '', now), { type: 'setPage', page: 2 });
    expect(toListSearch(livenessLog, next)).toBe(`page=2&dataHora=${today}&dataHoraFim=${today}`);
  });

  it('lists without defaults are unchanged', () => {
    expect(parseListSearch(person, '', now).filters).toEqual({});
    expect(toListSearch(person, { page: 1, perPage: 10, filters: {} })).toBe('');
  });
});

describe('toFilterQuery', () => {
  it('gives the filters without paging and without empty values', () => {
    expect(toFilterQuery({ method: 'POST', path: '', status: '5xx' })).toBe('method=POST&status=5xx');
    expect(toFilterQuery({})).toBe('');
  });
});

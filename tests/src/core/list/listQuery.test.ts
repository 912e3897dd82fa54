import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { listQueryReducer, parseListSearch, toApiQuery, toListSearch } from '../../../../src/core/list/listQuery';

const person = descriptors.person!;
const config = descriptors['device-config']!;

describe('listQueryReducer', () => {
  const s = { page: 4, perPage: 50, filters: { name: 'ana' } };
  it('changing the page size goes back to page 1', () => {
    expect(listQueryReducer(s, { type: 'setPerPage', perPage: 100 })).toEqual({ page: 1, perPage: 100, filters: { name: 'ana' } });
  });
  it('changing the filters goes back to page 1 and drops empty values', () => {
    expect(listQueryReducer(s, { type: 'setFilters', filters: { name: ' ', cpf: '123' } })).toEqual({ page: 1, perPage: 50, filters: { cpf: '123' } });
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
    expect(parseListSearch(person, toListSearch(state))).toEqual(state);
  });
  it('ignores unknown parameters and sizes not in the descriptor set', () => {
    expect(parseListSearch(config, 'page=-2&per_page=25&foo=bar&device=SM')).toEqual({ page: 1, perPage: 10, filters: { device: 'SM' } });
    expect(parseListSearch(config, 'per_page=200').perPage).toBe(200);
    expect(parseListSearch(person, 'per_page=200').perPage).toBe(10);
  });
  it('keeps defaults out of the URL but always sends page and per_page to the API', () => {
    const state = { page: 1, perPage: 10, filters: {} };
    expect(toListSearch(state)).toBe('');
    expect(toApiQuery(state)).toBe('page=1&per_page=10');
  });
});

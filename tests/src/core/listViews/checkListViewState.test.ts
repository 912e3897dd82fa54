import { describe, expect, it } from 'vitest';
import { checkListViewState, fitListViewState } from '../../../../src/core/listViews/checkListViewState.js';
import { LIST_VIEW_MESSAGES as M } from '../../../../src/core/listViews/listViewMessages.js';
import type { ListDescriptor } from '../../../../src/core/descriptors/Descriptor.js';

const list: Pick<ListDescriptor, 'columns' | 'filters' | 'pageSizes'> = {
  columns: [
    { field: 'fullName', label: 'Nome', sortable: true },
    { field: 'cpf', label: 'CPF' },
  ],
  filters: [{ param: 'q', label: 'Busca', type: 'text' }],
  pageSizes: 'admin',
};

describe('checkListViewState', () => {
  it('accepts what the list has', () => {
    expect(
      checkListViewState(list, {
        filters: { q: 'ana' },
        sort: { field: 'fullName', order: 'desc' },
        columns: ['cpf', 'fullName'],
        perPage: 500,
      }),
    ).toBeUndefined();
    expect(checkListViewState(list, { filters: {} })).toBeUndefined();
  });

  it('names each part that does not fit, in pt-BR', () => {
    expect(
      checkListViewState(list, {
        filters: { nope: '1' },
        sort: { field: 'cpf', order: 'asc' },
        columns: ['cpf', 'cpf'],
        perPage: 25,
      }),
    ).toEqual({
      filters: M.filterUnknown('nope'),
      sort: M.sortUnknown('cpf'),
      columns: M.columnRepeated('cpf'),
      perPage: M.perPageInvalid([5, 10, 50, 100, 200, 500]),
    });
    expect(checkListViewState(list, { filters: {}, columns: ['gone'] })).toEqual({ columns: M.columnUnknown('gone') });
  });
});

describe('fitListViewState', () => {
  it('keeps what still fits a changed list and drops the rest', () => {
    expect(
      fitListViewState(list, {
        filters: { q: 'ana', old: 'x' },
        sort: { field: 'cpf', order: 'asc' },
        columns: ['gone', 'cpf', 'cpf'],
        perPage: 25,
      }),
    ).toEqual({ filters: { q: 'ana' }, columns: ['cpf'] });
    expect(
      fitListViewState(list, { filters: {}, columns: ['gone'], sort: { field: 'fullName', order: 'asc' } }),
    ).toEqual({
      filters: {},
      sort: { field: 'fullName', order: 'asc' },
    });
  });
});

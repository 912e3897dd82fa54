import { describe, expect, it } from 'vitest';
import { listViewOfState, sameListView } from '../../../../src/core/listViews/listViewOfState.js';

const cols = [{ field: 'a' }, { field: 'b' }];

describe('listViewOfState', () => {
  it('keeps filters, order, columns and page size, never the page', () => {
    expect(
      listViewOfState({ perPage: 50, filters: { q: 'x' }, sort: { field: 'a', order: 'desc' }, columns: ['b'] }),
    ).toEqual({ filters: { q: 'x' }, sort: { field: 'a', order: 'desc' }, columns: ['b'], perPage: 50 });
    expect(listViewOfState({ perPage: 10, filters: {} })).toEqual({ filters: {}, perPage: 10 });
  });
});

describe('sameListView', () => {
  it('reads no columns as every column and no page size as the default', () => {
    expect(sameListView({ filters: {}, perPage: 10 }, { filters: {}, columns: ['a', 'b'] }, cols, 10)).toBe(true);
    expect(sameListView({ filters: { q: 'x' }, perPage: 10 }, { filters: { q: 'x', r: '' } }, cols, 10)).toBe(true);
  });

  it('tells apart another filter, order, column order or page size', () => {
    const base = { filters: { q: 'x' }, perPage: 10 };
    expect(sameListView(base, { filters: { q: 'y' } }, cols, 10)).toBe(false);
    expect(sameListView(base, { ...base, sort: { field: 'a', order: 'asc' } }, cols, 10)).toBe(false);
    expect(sameListView(base, { ...base, columns: ['b', 'a'] }, cols, 10)).toBe(false);
    expect(sameListView(base, { ...base, perPage: 50 }, cols, 10)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { ClientDescriptor } from '../../../../src/core/descriptors/Descriptor';
import { listAnnouncement } from '../../../../src/core/list/listAnnouncement';
import { nextSort } from '../../../../src/core/list/nextSort';
import { rowName } from '../../../../src/core/list/rowName';
import { visibleColumns } from '../../../../src/core/list/visibleColumns';

// A small descriptor of its own: these helpers read only its columns and fields.
const people = {
  fields: { name: { type: 'string', title: 'Nome' }, cpf: { type: 'string', title: 'CPF', personal: 'cpf' } },
  list: {
    columns: [
      { field: 'id', label: 'Código', format: 'number' },
      { field: 'cpf', label: 'CPF' },
      { field: 'video', label: 'Vídeo', cell: 'liveness-video' },
      { field: 'name', label: 'Nome' },
      { field: 'created_at', label: 'Criado em', format: 'date' },
    ],
  },
} as unknown as ClientDescriptor;

describe('nextSort', () => {
  it('cycles asc → desc → default on one heading', () => {
    const asc = nextSort(undefined, 'name');
    expect(asc).toEqual({ field: 'name', order: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ field: 'name', order: 'desc' });
    expect(nextSort(desc, 'name')).toBeUndefined();
  });
  it('another heading starts ascending', () => {
    expect(nextSort({ field: 'name', order: 'desc' }, 'created_at')).toEqual({ field: 'created_at', order: 'asc' });
  });
});

describe('visibleColumns', () => {
  it('follows the chosen order, ignoring unknown and repeated fields', () => {
    expect(visibleColumns(people, ['name', 'nope', 'id', 'name']).map((c) => c.field)).toEqual(['name', 'id']);
  });
  it('never shows no column', () => {
    expect(visibleColumns(people, ['nope'])).toBe(people.list.columns);
    expect(visibleColumns(people, [])).toBe(people.list.columns);
    expect(visibleColumns(people)).toBe(people.list.columns);
  });
});

describe('rowName', () => {
  it('is the first plain-text column the row fills (not a number, personal data or special cell)', () => {
    expect(rowName(people, { id: 7, cpf: '***.982.247-**', video: 'v.mp4', name: ' Maria Silva ' })).toBe(
      'Maria Silva',
    );
  });
  it("falls back to 'registro <id>'", () => {
    expect(rowName(people, { id: 7, name: '' })).toBe('registro 7');
    expect(rowName(people, { id: 7, name: null })).toBe('registro 7');
  });
});

describe('listAnnouncement', () => {
  const at = (page: number) => ({ page });
  it('says the count and the page', () => {
    expect(listAnnouncement({ total: 20, totalCapped: false, pages: 5, state: at(2) })).toBe(
      '20 registros, página 2 de 5',
    );
    expect(listAnnouncement({ total: 1, totalCapped: false, pages: 1, state: at(1) })).toBe(
      '1 registro, página 1 de 1',
    );
    expect(listAnnouncement({ total: 12345, totalCapped: false, pages: 1235, state: at(1000) })).toBe(
      '12.345 registros, página 1.000 de 1.235',
    );
  });
  it('says a capped count as such', () => {
    expect(listAnnouncement({ total: 10000, totalCapped: true, pages: 1000, state: at(1) })).toBe(
      'mais de 10.000 registros, página 1 de mais de 1.000',
    );
  });
  it('says an empty list', () => {
    expect(listAnnouncement({ total: 0, totalCapped: false, pages: 1, state: at(1) })).toBe('Nenhum registro');
  });
});

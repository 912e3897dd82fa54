import { describe, expect, it } from 'vitest';
import { sanitizeDescriptor } from '../../../../src/core/descriptors/sanitizeDescriptor.js';
import { DescriptorError } from '../../../../src/core/descriptors/DescriptorError.js';
import { supplierJson } from '../../../fixtures/records/supplierApp.js';

/** The sanitiser's answer to the fixture after `edit`: the DescriptorError's path and reason, or 'ok'. */
function verdict(edit: (raw: Record<string, any>) => void, file = 'schemas/supplier.json') {
  const raw = supplierJson();
  edit(raw);
  try {
    sanitizeDescriptor(raw, file);
    return 'ok';
  } catch (e) {
    if (!(e instanceof DescriptorError)) throw e;
    return `${e.path}: ${e.reason}`;
  }
}
const withFilter = (param: string, filter: object) => (raw: Record<string, any>) => {
  raw.server.filters[param] = filter;
};

describe('a descriptor without server.table (records stored as JSON)', () => {
  it('gets <key>_records as its table, and the fixture passes', () => {
    const d = sanitizeDescriptor(supplierJson(), 'schemas/supplier.json');
    expect(d.server).toMatchObject({ table: 'supplier_records', jsonRecords: true });
    expect(verdict(() => {})).toBe('ok');
  });

  it.each([
    [
      'server.columns (fields are stored under their own names)',
      (raw: Record<string, any>) => (raw.server.columns = { name: 'razao_social' }),
      '/server/columns: sem server.table cada campo é guardado pelo próprio nome: server.columns exige uma tabela',
    ],
    [
      'a read-only entity (nobody would write its records)',
      (raw: Record<string, any>) => {
        raw.readOnly = true;
        raw.list.actions = [];
        raw.list.selection = false;
      },
      '/readOnly: uma entidade readOnly precisa de server.table: registros em JSON só são gravados pela API',
    ],
    [
      'a field named like a column of the table',
      (raw: Record<string, any>) => (raw.fields.version = { type: 'integer', title: 'Versão' }),
      '/fields/version: "version" é uma coluna da tabela supplier_records: escolha outro nome',
    ],
    [
      'a writable created_at (the server writes it)',
      (raw: Record<string, any>) => delete raw.fields.created_at.listOnly,
      '/fields/created_at: "created_at" é gravado pelo servidor: declare-o readOnly ou listOnly',
    ],
    [
      'a contains filter on an integer',
      withFilter('rating', { op: 'contains' }),
      '/server/filters/rating: o filtro "contains" não lê um campo do tipo inteiro ("rating"); use um campo do tipo texto',
    ],
    [
      'a digits filter on a number',
      withFilter('cnpj', { columns: ['credit'], op: 'digits' }),
      '/server/filters/cnpj/columns/0: o filtro "digits" não lê um campo do tipo número ("credit"); use um campo do tipo texto',
    ],
    [
      'a range on a text field',
      withFilter('rating_min', { columns: ['name'], op: 'gte' }),
      '/server/filters/rating_min/columns/0: o filtro "gte" não lê um campo do tipo texto ("name"); use um campo do tipo inteiro ou número',
    ],
    [
      'any-contains on a text field',
      withFilter('category', { columns: ['name'], op: 'any-contains' }),
      '/server/filters/category/columns/0: o filtro "any-contains" não lê um campo do tipo texto ("name"); use um campo do tipo lista',
    ],
    [
      'a filter on a name that is no field',
      withFilter('q', { columns: ['name', 'nmae'], op: 'search' }),
      '/server/filters/q/columns/1: "nmae" não é um campo guardado da entidade',
    ],
    [
      'a date filter on a field kept as JSON text',
      withFilter('from', { columns: ['name'], op: 'gte' }),
      '/server/filters/from/columns/0: um filtro de data lê created_at ou updated_at; "name" é guardado em JSON, sem tipo de data',
    ],
    [
      'the list ordered by a list',
      (raw: Record<string, any>) => (raw.server.orderBy = 'categories asc'),
      '/server/orderBy: a ordem da lista não lê um campo do tipo lista ("categories"); use um campo do tipo texto ou inteiro ou número ou booleano',
    ],
    [
      'a unique list',
      (raw: Record<string, any>) => (raw.server.unique.categories = { message: 'Repetida.' }),
      '/server/unique/categories: uma regra unique não lê um campo do tipo lista ("categories"); use um campo do tipo texto ou inteiro ou número ou booleano',
    ],
    [
      'a promoted name that is no stored field',
      (raw: Record<string, any>) => (raw.server.promoted = ['name', 'created_at']),
      '/server/promoted/1: "created_at" não é um campo guardado da entidade',
    ],
    [
      'promoted beside a table of its own',
      (raw: Record<string, any>) => {
        raw.server.table = 'suppliers';
        raw.server.promoted = ['name'];
      },
      '/server/promoted: promoted só vale sem server.table (registros guardados em JSON)',
    ],
  ])('refuses %s', (_what, edit, expected) => {
    expect(verdict(edit)).toBe(expected);
  });

  it('refuses a key whose table name PostgreSQL would cut', () => {
    const key = 'fornecedor-de-materiais-de-escritorio-e-limpeza-geral-lt';
    expect(verdict((raw) => (raw.key = key), `schemas/${key}.json`)).toBe(
      '/key: sem server.table o key dá nome à tabela fornecedor_de_materiais_de_escritorio_e_limpeza_geral_lt_records, mais longo que os 63 caracteres do PostgreSQL: encurte-o',
    );
    expect(verdict((raw) => (raw.key = key.slice(0, -1)), `schemas/${key.slice(0, -1)}.json`)).toBe('ok');
  });

  it('accepts filters on the id and the timestamps, and promoted stored fields', () => {
    expect(
      verdict((raw) => {
        raw.server.filters.id = { op: 'eq' };
        raw.server.filters.changed = { columns: ['updated_at'], op: 'gte' };
        raw.server.orderBy = 'created_at desc';
        raw.server.promoted = ['name', 'rating', 'categories'];
      }),
    ).toBe('ok');
  });
});

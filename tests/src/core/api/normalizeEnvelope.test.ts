import { describe, expect, it } from 'vitest';
import { normalizeEnvelope } from '../../../../src/core/api/normalizeEnvelope.js';

const a = { id: 1 };
const b = { id: 2 };

describe('normalizeEnvelope: lists', () => {
  it.each([
    ['items/total/pages', { items: [a, b], total: 12, pages: 2 }, 12, 2],
    ['data/total/last_page', { data: [a, b], total: 31, last_page: 4 }, 31, 4],
    ['logs/count/totalPages', { logs: [a, b], count: 7, totalPages: 1 }, 7, 1],
    ['results/totalCount', { results: [a, b], totalCount: 40, pages: 4 }, 40, 4],
  ])('reads %s', (_name, body, total, pages) => {
    const env = normalizeEnvelope(body);
    expect(env.rows).toEqual([a, b]);
    expect(env.total).toBe(total);
    expect(env.pages).toBe(pages);
  });

  it('reads a bare array, counting its rows', () => {
    expect(normalizeEnvelope([a, b, a], { pageSize: 2 })).toMatchObject({ rows: [a, b, a], total: 3, pages: 2 });
  });

  it('computes pages from total and page size when the body has none', () => {
    expect(normalizeEnvelope({ items: [a], total: 21 }, { pageSize: 10 }).pages).toBe(3);
    expect(normalizeEnvelope({ items: [], total: 0 }, { pageSize: 10 }).pages).toBe(0);
  });

  it('accepts numeric strings as counts', () => {
    expect(normalizeEnvelope({ data: [a], total: '15', last_page: '2' })).toMatchObject({ total: 15, pages: 2 });
  });

  it('reads a list nested one level deep under data', () => {
    expect(normalizeEnvelope({ data: { items: [a], total: 5, pages: 5 }, message: 'ok' })).toMatchObject({
      rows: [a],
      total: 5,
      pages: 5,
      message: 'ok',
    });
  });

  it('gives an empty list for bodies without rows', () => {
    expect(normalizeEnvelope(undefined)).toMatchObject({
      rows: [],
      total: 0,
      pages: 0,
      record: undefined,
      message: undefined,
    });
    expect(normalizeEnvelope('texto')).toMatchObject({ rows: [], total: 0 });
    expect(normalizeEnvelope({ message: 'nada' }).rows).toEqual([]);
  });

  it('prefers data over logs over items over results', () => {
    expect(normalizeEnvelope({ results: [b], data: [a] }).rows).toEqual([a]);
  });
});

describe('normalizeEnvelope: records and messages', () => {
  it('reads the record from data by default, or config', () => {
    expect(normalizeEnvelope({ data: a, message: 'Registro salvo com sucesso!' })).toMatchObject({
      record: a,
      message: 'Registro salvo com sucesso!',
    });
    expect(normalizeEnvelope({ config: b }).record).toEqual(b);
  });

  it('reads the record from a given key', () => {
    expect(normalizeEnvelope({ data: a, config: b }, { recordKey: 'config' }).record).toEqual(b);
    expect(normalizeEnvelope({ detail: b }, { recordKey: ['item', 'detail'] }).record).toEqual(b);
  });

  it('takes the body itself when no record key is present', () => {
    expect(normalizeEnvelope({ id: 9, method: 'GET' }).record).toEqual({ id: 9, method: 'GET' });
  });

  it('gives no record when the key is present but not an object', () => {
    expect(normalizeEnvelope({ data: null }).record).toBeUndefined();
    expect(normalizeEnvelope({ data: [a] }).record).toBeUndefined();
  });
});

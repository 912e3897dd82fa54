import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../src/core/api/HttpError.js';
import * as consoleMessages from '../../../../src/core/api/consoleMessages.js';
import { readListEnvelope } from '../../../../src/core/api/readListEnvelope.js';
import type { ApiDescriptor } from '../../../../src/core/descriptors/Descriptor.js';

const a = { id: 1 };
const b = { id: 2 };

describe('readListEnvelope: where the descriptor says', () => {
  it.each<[string, ApiDescriptor['list'], unknown, number, number]>([
    [
      'items/total/pages',
      { items: 'items', total: 'total', pages: 'pages' },
      { items: [a, b], total: 12, pages: 2 },
      12,
      2,
    ],
    [
      'data/total/last_page',
      { items: 'data', total: 'total', pages: 'last_page' },
      { data: [a, b], total: 31, last_page: 4 },
      31,
      4,
    ],
    [
      'logs/count/totalPages',
      { items: 'logs', total: 'count', pages: 'totalPages' },
      { logs: [a, b], count: 7, totalPages: 1 },
      7,
      1,
    ],
    [
      'results/totalCount/pages',
      { items: 'results', total: 'totalCount', pages: 'pages' },
      { results: [a, b], totalCount: 40, pages: 4 },
      40,
      4,
    ],
  ])('reads %s', (_name, list, body, total, pages) => {
    expect(readListEnvelope(body, list, 10)).toEqual({ rows: [a, b], total, totalCapped: false, pages });
  });

  it('computes the pages from the total and the page size when the descriptor names no page key', () => {
    const list = { items: 'items', total: 'total' } as const;
    expect(readListEnvelope({ items: [a], total: 21 }, list, 10).pages).toBe(3);
    expect(readListEnvelope({ items: [], total: 0 }, list, 10).pages).toBe(0);
  });

  it('reads only the declared key, even when another candidate holds rows', () => {
    const env = readListEnvelope(
      { results: [b], data: [a], total: 1, pages: 1 },
      { items: 'results', total: 'total', pages: 'pages' },
      10,
    );
    expect(env.rows).toEqual([b]);
  });

  it('says when the server stopped counting (total_capped)', () => {
    const list = { items: 'items', total: 'total', pages: 'pages' } as const;
    expect(readListEnvelope({ items: [a], total: 10000, pages: 2, total_capped: true }, list, 10).totalCapped).toBe(
      true,
    );
  });

  it.each<[string, unknown]>([
    ['another key', { data: [a], total: 1, pages: 1 }],
    ['an object instead of an array', { items: { 0: a }, total: 1, pages: 1 }],
    ['a bare array', [a, b]],
    ['no body', undefined],
    ['text', 'texto'],
  ])('refuses rows under %s: an error naming the key, never an empty list', (_name, body) => {
    const read = () => readListEnvelope(body, { items: 'items', total: 'total', pages: 'pages' }, 10);
    expect(read).toThrow(HttpError);
    expect(read).toThrow(consoleMessages.listRowsMissing('items'));
  });

  it.each<[string, unknown, string]>([
    ['a missing total', { items: [a], pages: 1 }, 'total'],
    ['a total as text', { items: [a], total: '15', pages: 1 }, 'total'],
    ['a negative total', { items: [a], total: -1, pages: 1 }, 'total'],
    ['a fractional page count', { items: [a], total: 1, pages: 1.5 }, 'pages'],
    ['a missing declared page count', { items: [a], total: 1 }, 'pages'],
  ])('refuses %s, naming its key', (_name, body, key) => {
    expect(() => readListEnvelope(body, { items: 'items', total: 'total', pages: 'pages' }, 10)).toThrow(
      consoleMessages.listCountMissing(key),
    );
  });
});

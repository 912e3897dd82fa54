import { describe, expect, it } from 'vitest';
import { readPaging } from '../../../server/http/readPaging.js';

describe('readPaging', () => {
  const defaults = { perPage: 10, maxPerPage: 1000 };

  it('reads whole numbers from 1 up and caps the page size', () => {
    expect(readPaging({ page: '3', per_page: '50' }, defaults)).toEqual({ page: 3, perPage: 50 });
    expect(readPaging({ page: '2', per_page: '5000' }, defaults)).toEqual({ page: 2, perPage: 1000 });
    expect(readPaging({ page: '9999999' }, defaults)).toEqual({ page: 1_000_000, perPage: 10 });
  });

  it('takes the defaults for anything else', () => {
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc']) {
      expect(readPaging({ page: bad, per_page: bad }, defaults), String(bad)).toEqual({ page: 1, perPage: 10 });
    }
    expect(readPaging(undefined, { perPage: 20, maxPerPage: 100 })).toEqual({ page: 1, perPage: 20 });
  });
});

import { describe, expect, it } from 'vitest';
import { parsePricesSearch, pricingUrl, toPricesSearch } from '../../../../src/core/prices/pricesQuery.js';

describe('price list paging', () => {
  it('starts at page 1 of 10 (spec 9) and keeps valid values from the address', () => {
    expect(parsePricesSearch('')).toEqual({ page: 1, perPage: 10 });
    expect(parsePricesSearch('?page=3&per_page=50')).toEqual({ page: 3, perPage: 50 });
  });

  it('ignores a page below 1, a fraction, or a size not offered', () => {
    expect(parsePricesSearch('?page=0&per_page=7')).toEqual({ page: 1, perPage: 10 });
    expect(parsePricesSearch('?page=2.5&per_page=abc')).toEqual({ page: 1, perPage: 10 });
  });

  it('writes only what differs from the defaults, and always both to the API', () => {
    expect(toPricesSearch({ page: 1, perPage: 10 })).toBe('');
    expect(toPricesSearch({ page: 2, perPage: 5 })).toBe('page=2&per_page=5');
    expect(pricingUrl({ page: 1, perPage: 10 })).toBe('/services/v1/pricing?per_page=10&page=1');
  });
});

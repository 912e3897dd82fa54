import { describe, expect, it } from 'vitest';
import * as consoleMessages from '../../../../src/core/api/consoleMessages.js';
import { readPricingPage } from '../../../../src/core/prices/readPricingPage.js';

describe('readPricingPage: the pricing route answer, read where the route puts it', () => {
  it('reads the services under data, the total and the pages', () => {
    const page = readPricingPage({ data: { Biometria: { '1000': 1.9, None: 0.75 } }, total: 11, pages: 2, page: 1 });
    expect(page.table.rows.map((r) => r.service)).toEqual(['Biometria']);
    expect(page.table.tiers.map((t) => t.label)).toEqual(['Até 1.000', 'Acima de 1.000']);
    expect(page).toMatchObject({ total: 11, pages: 2 });
  });

  it('refuses an answer without them, naming the key', () => {
    expect(() => readPricingPage({ items: [], total: 0, pages: 1 })).toThrow(consoleMessages.recordMissing('data'));
    expect(() => readPricingPage({ data: {}, pages: 1 })).toThrow(consoleMessages.listCountMissing('total'));
    expect(() => readPricingPage({ data: {}, total: 0 })).toThrow(consoleMessages.listCountMissing('pages'));
  });
});

import { describe, expect, it } from 'vitest';
import { formatPrice, NO_PRICE, pricingTable, tierLabel } from '../../../../src/core/prices/pricingTable.js';

/** Intl's pt-BR currency puts a no-break space after 'R$'. */
const brl = (text: string) => text.replace(' ', '\u00a0');

describe('pricingTable', () => {
  it('makes one row per service and one column per tier, ascending, the top tier last', () => {
    const table = pricingTable({
      Biometria: { '1000': 1.9, '10000': 1.6, '50000': 1.35, '100000': 1.1, '500000': 0.9, None: 0.75 },
      'Prova de Vida': { '1000': 1.2, '10000': 0.99, '50000': 0.85, '100000': 0.7, '500000': 0.58, None: 0.45 },
    });
    expect(table.tiers.map((t) => t.label)).toEqual([
      'Até 1.000',
      'Até 10.000',
      'Até 50.000',
      'Até 100.000',
      'Até 500.000',
      'Acima de 500.000',
    ]);
    expect(table.tiers.map((t) => t.key)).toEqual(['1000', '10000', '50000', '100000', '500000', 'None']);
    expect(table.rows.map((r) => r.service)).toEqual(['Biometria', 'Prova de Vida']);
    expect(table.rows[0]!.prices).toEqual(['R$ 1,90', 'R$ 1,60', 'R$ 1,35', 'R$ 1,10', 'R$ 0,90', 'R$ 0,75'].map(brl));
  });

  it('takes the union of the tiers, orders bounds as numbers, and shows — where a service lacks one', () => {
    // Keys in a made-up order: 9000 sorts before 10000 as a number, not as text.
    const table = pricingTable({ A: { None: 3, '10000': 2 }, B: { '9000': 5, '10000': 4 } });
    expect(table.tiers.map((t) => t.label)).toEqual(['Até 9.000', 'Até 10.000', 'Acima de 10.000']);
    expect(table.rows).toEqual([
      { service: 'A', prices: [NO_PRICE, brl('R$ 2,00'), brl('R$ 3,00')] },
      { service: 'B', prices: [brl('R$ 5,00'), brl('R$ 4,00'), NO_PRICE] },
    ]);
  });

  it('reads no table from an empty or malformed answer', () => {
    expect(pricingTable({})).toEqual({ tiers: [], rows: [] });
    expect(pricingTable(undefined)).toEqual({ tiers: [], rows: [] });
    expect(pricingTable([1, 2])).toEqual({ tiers: [], rows: [] });
    expect(pricingTable({ A: 'x', B: { '1000': 1 } }).rows.map((r) => r.service)).toEqual(['B']);
  });
});

describe('tierLabel', () => {
  it("reads 'Até {n}' and 'Acima de {largest}' with pt-BR thousands", () => {
    expect(tierLabel('10000')).toBe('Até 10.000');
    expect(tierLabel('1000000')).toBe('Até 1.000.000');
    expect(tierLabel('None', 500_000)).toBe('Acima de 500.000');
    expect(tierLabel('None')).toBe('Qualquer volume');
    expect(tierLabel('gold')).toBe('gold');
  });
});

describe('formatPrice', () => {
  it('BRL with 2 decimals; — for nothing', () => {
    expect(formatPrice(0.5)).toBe(brl('R$ 0,50'));
    expect(formatPrice(1234.567)).toBe(brl('R$ 1.234,57'));
    expect(formatPrice('0.35')).toBe(brl('R$ 0,35'));
    expect(formatPrice(null)).toBe(NO_PRICE);
    expect(formatPrice(undefined)).toBe(NO_PRICE);
    expect(formatPrice('abc')).toBe(NO_PRICE);
  });
});

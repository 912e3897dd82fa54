import { describe, expect, it } from 'vitest';
import { formatMasked, maskSpec } from '../../../../src/core/format/masks';
import { formatValue } from '../../../../src/core/format/formatValue';

describe('formatMasked', () => {
  it.each([
    ['cpf', '52998224725', '529.982.247-25'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['cnpj', '12abc34501de35', '12.ABC.345/01DE-35'],
    ['phone', '11987654321', '(11) 98765-4321'],
    ['phone', '1133334444', '(11) 3333-4444'],
    ['cpf', '123', '123'],
  ] as const)('%s %s → %s', (mask, raw, shown) => expect(formatMasked(mask, raw)).toBe(shown));
  it('switches the phone mask at the 11th digit', () => {
    expect(maskSpec('phone', 10).mask).toBe('(__) ____-_____');
    expect(maskSpec('phone', 11).mask).toBe('(__) _____-____');
  });
});

describe('formatValue', () => {
  it('formats dates and date-times pt-BR', () => {
    expect(formatValue('date', new Date(2026, 10, 22, 13, 5))).toBe('22/11/2026');
    expect(formatValue('datetime', new Date(2026, 10, 22, 13, 5, 9))).toBe('22/11/2026, 13:05:09');
  });
  it('joins lists, shows Ativo/Inativo, BRL, file names', () => {
    expect(formatValue('join', ['SM-A546E', 'iPhone 13'])).toBe('SM-A546E, iPhone 13');
    expect(formatValue('active', 'true')).toBe('Ativo');
    expect(formatValue('active', 0)).toBe('Inativo');
    expect(formatValue('money', 1234.5)).toBe('R$\u00a01.234,50');
    expect(formatValue('file', 'liveness/2026/11/abc/log.txt')).toBe('log.txt');
    expect(formatValue(undefined, null)).toBe('');
  });
});

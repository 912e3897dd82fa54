import { describe, expect, it } from 'vitest';
import { documentPattern } from '../../../server/search/documentPattern.js';

describe('documentPattern: what a CPF or CNPJ search looks for', () => {
  it('the digits typed, punctuation gone, from two of them', () => {
    expect(documentPattern('cpf', '529.982')).toBe('529982');
    expect(documentPattern('cpf', ' 529.982.247-25 ')).toBe('52998224725');
    expect(documentPattern('cpf', '5')).toBeUndefined();
    expect(documentPattern('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
  });

  it("a CNPJ's letters too (upper case); a CPF never matches words", () => {
    expect(documentPattern('cnpj', '12.abc.345')).toBe('12ABC345');
    expect(documentPattern('cpf', 'Ana 12')).toBeUndefined();
    expect(documentPattern('cpf', 'Ana')).toBeUndefined();
    expect(documentPattern('cnpj', 'Ana')).toBeUndefined();
    expect(documentPattern('cnpj', 'rua, 12')).toBeUndefined();
  });
});

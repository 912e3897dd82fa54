import { describe, expect, it } from 'vitest';
import { FULLY_MASKED_CPF, isMaskedCpf, maskCpf } from '../../../../src/core/personal/maskCpf.js';
import { formatValue } from '../../../../src/core/format/formatValue.js';

describe('maskCpf', () => {
  it('keeps only the middle six digits of a CPF, bare or formatted', () => {
    expect(maskCpf('12345678901')).toBe('***.456.789-**');
    expect(maskCpf('123.456.789-01')).toBe('***.456.789-**');
    expect(maskCpf(' 123.456.78901 ')).toBe('***.456.789-**');
  });

  it('masks whole anything that is not a CPF: nothing of it leaks', () => {
    for (const junk of [
      '1234',
      '123456789012',
      '123.456.789-0x',
      'abc',
      '12345678901<script>',
      '１２３４５６７８９０１',
      1234,
      {},
      '0'.repeat(5000),
    ]) {
      const masked = maskCpf(junk);
      expect(masked, String(junk)).toBe(FULLY_MASKED_CPF);
    }
  });

  it('leaves absent values and already masked ones as they are', () => {
    expect(maskCpf(12345678901)).toBe('***.456.789-**');
    expect(maskCpf(null)).toBeNull();
    expect(maskCpf(undefined)).toBeUndefined();
    expect(maskCpf('')).toBe('');
    expect(maskCpf('***.456.789-**')).toBe('***.456.789-**');
    expect(maskCpf(FULLY_MASKED_CPF)).toBe(FULLY_MASKED_CPF);
  });

  it('tells a masked value from a full one', () => {
    expect(isMaskedCpf('***.456.789-**')).toBe(true);
    expect(isMaskedCpf(FULLY_MASKED_CPF)).toBe(true);
    expect(isMaskedCpf('123.456.789-01')).toBe(false);
    expect(isMaskedCpf(null)).toBe(false);
  });

  it("the list's 'cpf' format shows a masked value as it came", () => {
    expect(formatValue('cpf', '***.456.789-**')).toBe('***.456.789-**');
    expect(formatValue('cpf', FULLY_MASKED_CPF)).toBe(FULLY_MASKED_CPF);
    expect(formatValue('cpf', '12345678901')).toBe('123.456.789-01');
  });
});

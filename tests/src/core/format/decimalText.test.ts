import { describe, expect, it } from 'vitest';
import {
  formatDecimalText,
  isDecimalText,
  normalizeDecimalText,
  parseDecimalText,
} from '../../../../src/core/format/decimalText';

describe('pt-BR decimal text', () => {
  it('turns the point into the decimal comma, or drops it as a thousands separator', () => {
    expect(normalizeDecimalText('0.45')).toBe('0,45');
    expect(normalizeDecimalText('1.234,56')).toBe('1234,56');
    expect(normalizeDecimalText('1.234.567')).toBe('1234567');
    expect(normalizeDecimalText(' 12 ')).toBe('12');
  });

  it('accepts a number on its way and refuses letters, a second comma or a late minus', () => {
    for (const ok of ['', '-', '0', '0,', ',5', '-0,45', '12']) expect(isDecimalText(ok), ok).toBe(true);
    for (const bad of ['abc', '1a', '1,2,3', '1-', '--1']) expect(isDecimalText(bad), bad).toBe(false);
    expect(isDecimalText('1,5', true)).toBe(false);
    expect(isDecimalText('-15', true)).toBe(true);
  });

  it('parses to a JS number, and to undefined while there is no digit', () => {
    expect(parseDecimalText('0,45')).toBe(0.45);
    expect(parseDecimalText('1,')).toBe(1);
    expect(parseDecimalText(',5')).toBe(0.5);
    expect(parseDecimalText('-')).toBeUndefined();
    expect(parseDecimalText('')).toBeUndefined();
  });

  it('shows a number with the decimal comma, every digit kept', () => {
    expect(formatDecimalText(0.45)).toBe('0,45');
    expect(formatDecimalText(-1234.5)).toBe('-1234,5');
    expect(formatDecimalText(1e21)).toBe('1000000000000000000000');
    expect(formatDecimalText(undefined)).toBe('');
    expect(formatDecimalText('0.5')).toBe('0,5');
  });
});

import { describe, expect, it } from 'vitest';
import { accentPattern } from '../../../server/search/accentPattern.js';

describe('accentPattern: a name typed with or without accents, as a regular expression', () => {
  it('turns each letter with accented forms into their class, whatever was typed', () => {
    expect(accentPattern('jose')).toBe(accentPattern('JOSÉ'));
    expect(accentPattern('Conceição')).toBe(accentPattern('conceicao'));
    expect(accentPattern('joã')).toBe('j[oóòôõöOÓÒÔÕÖ][aáàâãäåAÁÀÂÃÄÅ]');
  });

  it('matches the accented and plain spellings alike (as the database will)', () => {
    const re = new RegExp(accentPattern('conceicao'), 'i');
    for (const name of ['Maria da Conceição', 'MARIA DA CONCEIÇÃO', 'conceicao'])
      expect(re.test(name), name).toBe(true);
    expect(re.test('Conceito')).toBe(false);
  });

  it('escapes what a regular expression would read', () => {
    expect(accentPattern('a.b*(c)')).toBe('[aáàâãäåAÁÀÂÃÄÅ]\\.b\\*\\([cçCÇ]\\)');
    expect(new RegExp(accentPattern('x.y')).test('xzy')).toBe(false);
    expect(accentPattern('%_@')).toBe('%_@');
  });
});

import { describe, expect, it } from 'vitest';
import { csvRowCounter } from '../../../../src/core/export/csvRowCounter.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('csvRowCounter', () => {
  it('counts data rows (not the heading), line breaks inside quotes and escaped quotes included', () => {
    const c = csvRowCounter();
    c.push(bytes('\uFEFFNome;Obs\r\n'));
    expect(c.rows).toBe(0);
    c.push(bytes('Ana;"diz ""oi""\r\nduas linhas"\r\nBia;ação\r\n'));
    expect(c.rows).toBe(2);
  });

  it('reads chunks cut anywhere, even inside a multi-byte character or a quoted cell', () => {
    const all = bytes('Nome;Obs\r\nJoão;"a\r\nb"\r\nZé;x\r\n');
    for (let cut = 1; cut < all.length; cut++) {
      const c = csvRowCounter();
      c.push(all.subarray(0, cut));
      c.push(all.subarray(cut));
      expect(c.rows).toBe(2);
    }
  });
});

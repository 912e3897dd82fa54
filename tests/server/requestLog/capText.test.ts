import { describe, expect, it } from 'vitest';
import { BODY_CAP_BYTES, capText, headWithin } from '../../../server/requestLog/capText.js';

describe('capText', () => {
  it('keeps text within the cap as it is', () => {
    expect(capText('abc')).toBe('abc');
    expect(capText('x'.repeat(BODY_CAP_BYTES))).toHaveLength(BODY_CAP_BYTES);
  });

  it('cuts at the cap in bytes, never inside a character, and marks the cut with the whole size', () => {
    const text = 'ç'.repeat(10_000); // 2 bytes each: 20,000 bytes
    const cut = capText(text);
    expect(cut.endsWith('…[truncado: 20000 bytes]')).toBe(true);
    const kept = cut.slice(0, cut.indexOf('…['));
    expect(kept).toBe('ç'.repeat(BODY_CAP_BYTES / 2));
    expect(kept).not.toContain('\uFFFD');
  });
});

describe('headWithin', () => {
  it('keeps what fits in the byte cap, never half a character', () => {
    expect(headWithin('ação', 2)).toBe('a');
    expect(headWithin('ação', 3)).toBe('aç');
    expect(headWithin('ação', 4)).toBe('aç');
    expect(headWithin('ação', 6)).toBe('ação');
    expect(headWithin('abc', 3)).toBe('abc');
    expect(headWithin('çç', 4)).toBe('çç');
    expect(headWithin('ççç', 4)).toBe('çç');
    expect(headWithin('😀x', 3)).toBe('');
    expect(headWithin('x'.repeat(5000), 2048)).toBe('x'.repeat(2048));
  });
});

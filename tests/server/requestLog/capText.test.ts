import { describe, expect, it } from 'vitest';
import { BODY_CAP_BYTES, capText } from '../../../server/requestLog/capText.js';

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

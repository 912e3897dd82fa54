import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../server/media/seededRandom.js';

describe('seededRandom', () => {
  it('repeats for a seed, differs between seeds, stays in [0, 1)', () => {
    const a = seededRandom(42),
      b = seededRandom(42),
      c = seededRandom(43);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(c()).not.toBe(xs[0]);
    expect(xs[0]).toBe(0.6011037519201636);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(xs.reduce((s, x) => s + x, 0) / xs.length).toBeCloseTo(0.5, 1);
  });
});

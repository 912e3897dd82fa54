import { describe, expect, it } from 'vitest';
import { packBits } from '../../../../server/media/image/packBits.js';
import { seededRandom } from '../../../../server/media/seededRandom.js';

/** The PackBits decoder of the TIFF 6.0 specification. */
function unpackBits(packed: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < packed.length;) {
    const n = packed[i++]!;
    if (n < 128) for (let k = 0; k <= n; k++) out.push(packed[i++]!);
    else if (n > 128) out.push(...new Array(257 - n).fill(packed[i++]!));
    else i++;
  }
  return out;
}

describe('packBits', () => {
  it('packs runs and literals like the Apple example', () => {
    expect(Array.from(packBits(Uint8Array.of(0, 0, 0, 0, 7), 5))).toEqual([253, 0, 0, 7]);
    expect(Array.from(packBits(Uint8Array.of(1, 2, 3), 3))).toEqual([2, 1, 2, 3]);
  });

  it('round-trips random and runny data, never across rows', () => {
    const random = seededRandom(11);
    for (const [length, row] of [
      [1000, 100],
      [4096, 256],
      [777, 777],
      [300, 1],
    ] as const) {
      const data = Uint8Array.from({ length }, () => (random() < 0.6 ? 255 : Math.floor(random() * 4)));
      const packed = packBits(data, row);
      expect(unpackBits(packed)).toEqual(Array.from(data));
      for (let start = 0; start < length; start += row)
        expect(unpackBits(packBits(data.subarray(start, start + row), row))).toHaveLength(
          Math.min(row, length - start),
        );
    }
  });

  it('shrinks a flat row to two bytes per 128', () => {
    expect(packBits(new Uint8Array(256).fill(255), 256)).toHaveLength(4);
  });
});

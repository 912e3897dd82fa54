import { decode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { encodeJpeg } from '../../../../server/media/image/encodeJpeg.js';

describe('encodeJpeg', () => {
  it('writes a JPEG of the grey image', () => {
    const gray = Uint8Array.from({ length: 32 * 24 }, (_, i) => (i % 32 < 16 ? 40 : 220));
    const file = encodeJpeg(gray, 32, 24);
    expect([file[0], file[1]]).toEqual([0xff, 0xd8]);
    const back = decode(file, { useTArray: true });
    expect([back.width, back.height]).toEqual([32, 24]);
    expect(Math.abs(back.data[(5 * 32 + 4) * 4]! - 40)).toBeLessThan(8);
    expect(Math.abs(back.data[(5 * 32 + 28) * 4]! - 220)).toBeLessThan(8);
    expect(back.data[(5 * 32 + 4) * 4 + 1]).toBeCloseTo(back.data[(5 * 32 + 4) * 4]!, -1);
  });

  it('refuses pixels that do not fit the size', () => {
    expect(() => encodeJpeg(new Uint8Array(10), 3, 3)).toThrow(RangeError);
  });
});

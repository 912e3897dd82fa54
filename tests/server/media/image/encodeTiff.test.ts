import UTIF from 'utif2';
import { describe, expect, it } from 'vitest';
import { encodeTiff } from '../../../../server/media/image/encodeTiff.js';

function decode(file: Buffer) {
  const ifds = UTIF.decode(file);
  expect(ifds).toHaveLength(1);
  const ifd = ifds[0]!;
  UTIF.decodeImage(file, ifd);
  return { ifd, rgba: UTIF.toRGBA8(ifd) };
}

describe('encodeTiff', () => {
  it('writes an 8-bit greyscale TIFF that utif2 reads back', () => {
    const gray = Uint8Array.from({ length: 7 * 5 }, (_, i) => (i * 37) % 256);
    const file = encodeTiff(gray, 7, 5);
    expect(file.subarray(0, 4)).toEqual(Buffer.from('MM\0*', 'latin1'));
    const { ifd, rgba } = decode(file);
    expect([ifd.width, ifd.height]).toEqual([7, 5]);
    expect(ifd.t262).toEqual([1]);
    expect(ifd.t259).toEqual([32773]);
    expect(ifd.t282).toEqual([[500, 1]]);
    for (let i = 0; i < gray.length; i++)
      expect(Array.from(rgba.subarray(i * 4, i * 4 + 4))).toEqual([gray[i], gray[i], gray[i], 255]);
  });

  it('writes RGBA too', () => {
    const rgba = Uint8Array.from({ length: 3 * 2 * 4 }, (_, i) => (i * 53) % 256);
    const { ifd, rgba: back } = decode(encodeTiff(rgba, 3, 2));
    expect(ifd.t277).toEqual([4]);
    expect(Array.from(back)).toEqual(Array.from(rgba));
  });

  it('refuses pixels that do not fit the size', () => {
    expect(() => encodeTiff(new Uint8Array(10), 3, 3)).toThrow(RangeError);
  });
});

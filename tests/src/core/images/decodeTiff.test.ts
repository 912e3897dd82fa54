import UTIF from 'utif2';
import { describe, expect, it } from 'vitest';
import { decodeTiff, TiffDecodeError } from '../../../../src/core/images/decodeTiff.js';
import { encodeTiff } from '../../../../server/media/image/encodeTiff.js';

/** An ArrayBuffer holding exactly the bytes of `bytes` (a Buffer may share a larger pool). */
function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

const pixel = (rgba: Uint8Array, width: number, x: number, y: number) => [
  ...rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4),
];

describe('decodeTiff', () => {
  it("decodes the server's greyscale PackBits TIFF (the processed image and mask the seed stores)", () => {
    const width = 37; // odd width: rows do not line up with words
    const height = 21;
    const grey = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) grey[y * width + x] = (x * 7 + y * 11) % 256;
    // A run PackBits compresses, next to noise it keeps literal.
    grey.fill(255, 0, width);

    const image = decodeTiff(arrayBufferOf(encodeTiff(grey, width, height)));

    expect(image.width).toBe(width);
    expect(image.height).toBe(height);
    expect(image.rgba).toHaveLength(width * height * 4);
    expect(pixel(image.rgba, width, 0, 0)).toEqual([255, 255, 255, 255]);
    expect(pixel(image.rgba, width, 5, 3)).toEqual([68, 68, 68, 255]);
    expect(pixel(image.rgba, width, width - 1, height - 1)).toEqual([
      (36 * 7 + 20 * 11) % 256,
      (36 * 7 + 20 * 11) % 256,
      (36 * 7 + 20 * 11) % 256,
      255,
    ]);
  });

  it('decodes a black-and-white mask exactly', () => {
    const width = 16;
    const height = 8;
    const mask = new Uint8Array(width * height).map((_, i) => (i % width < 8 ? 0 : 255));
    const { rgba } = decodeTiff(arrayBufferOf(encodeTiff(mask, width, height)));
    expect(pixel(rgba, width, 7, 4)).toEqual([0, 0, 0, 255]);
    expect(pixel(rgba, width, 8, 4)).toEqual([255, 255, 255, 255]);
  });

  it('decodes an RGBA TIFF written by UTIF.encodeImage', () => {
    const width = 3;
    const height = 2;
    const rgba = new Uint8Array([
      255,
      0,
      0,
      255,
      0,
      255,
      0,
      255,
      0,
      0,
      255,
      255, //
      10,
      20,
      30,
      255,
      40,
      50,
      60,
      128,
      0,
      0,
      0,
      0,
    ]);
    const image = decodeTiff(UTIF.encodeImage(rgba, width, height));
    expect(image).toMatchObject({ width, height });
    expect([...image.rgba]).toEqual([...rgba]);
  });

  it('refuses bytes that are no TIFF', () => {
    expect(() => decodeTiff(new TextEncoder().encode('<html>not found</html>').buffer as ArrayBuffer)).toThrow(
      TiffDecodeError,
    );
    expect(() => decodeTiff(new ArrayBuffer(0))).toThrow(TiffDecodeError);
  });
});

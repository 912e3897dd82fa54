import UTIF from 'utif2';
import { describe, expect, it } from 'vitest';
import { fingerprintSet } from '../../../../server/media/fingerprint/fingerprintSet.js';

function decodeTiff(file: Buffer) {
  const [ifd] = UTIF.decode(file);
  UTIF.decodeImage(file, ifd!);
  return { width: ifd!.width, height: ifd!.height, rgba: UTIF.toRGBA8(ifd!) };
}

describe('fingerprintSet', () => {
  const set = fingerprintSet(7);

  it('gives a JPEG and two TIFFs of the fingerprint size', () => {
    expect([set.jpeg[0], set.jpeg[1]]).toEqual([0xff, 0xd8]);
    for (const tiff of [set.tiff, set.mask]) {
      const { width, height, rgba } = decodeTiff(tiff);
      expect([width, height]).toEqual([256, 320]);
      expect(rgba).toHaveLength(256 * 320 * 4);
      for (let i = 0; i < rgba.length; i += 4 * 97) expect([0, 255]).toContain(rgba[i]);
    }
  });

  it('has a black mask outside the fingertip and white inside', () => {
    const { rgba } = decodeTiff(set.mask);
    expect(rgba[0]).toBe(0);
    expect(rgba[(160 * 256 + 128) * 4]).toBe(255);
  });

  it('is deterministic and small', () => {
    const again = fingerprintSet(7);
    expect(again.jpeg.equals(set.jpeg) && again.tiff.equals(set.tiff) && again.mask.equals(set.mask)).toBe(true);
    expect(set.jpeg.length + set.tiff.length + set.mask.length).toBeLessThan(60_000);
  });
});

import UTIF from 'utif2';
import { packBits } from './packBits.js';

/**
 * A baseline TIFF of an 8-bit image, PackBits-compressed, one strip, 500 dpi (the resolution
 * fingerprint scanners report): greyscale (BlackIsZero) when `pixels` has one byte per pixel,
 * RGBA (unassociated alpha) when it has four. The header is written by utif2 (UTIF.encode), which
 * also decodes it back, in Node or in the browser.
 *
 * @example encodeTiff(mask, 256, 320) // Buffer starting 'MM\0*'
 */
export function encodeTiff(pixels: Uint8Array, width: number, height: number): Buffer {
  const channels = pixels.length / (width * height);
  if (channels !== 1 && channels !== 4)
    throw new RangeError(`encodeTiff: ${pixels.length} bytes for ${width}×${height} (1 or 4 per pixel)`);
  const strip = packBits(pixels, width * channels);
  // Tags in ascending order, as TIFF requires; UTIF writes them in the object's key order.
  const ifd = (stripOffset: number): UTIF.IFD =>
    ({
      t256: [width],
      t257: [height],
      t258: channels === 1 ? [8] : [8, 8, 8, 8],
      t259: [32773],
      t262: [channels === 1 ? 1 : 2],
      t273: [stripOffset],
      t277: [channels],
      t278: [height],
      t279: [strip.length],
      t282: [[500, 1]],
      t283: [[500, 1]],
      t284: [1],
      t296: [2],
      ...(channels === 4 && { t338: [2] }),
    }) as unknown as UTIF.IFD;
  const headerLength = UTIF.encode([ifd(0)]).byteLength;
  const offset = headerLength + (headerLength & 1); // the strip starts on a word boundary
  const header = new Uint8Array(UTIF.encode([ifd(offset)]));
  const file = Buffer.alloc(offset + strip.length);
  file.set(header, 0);
  file.set(strip, offset);
  return file;
}

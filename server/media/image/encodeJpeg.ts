import { encode } from 'jpeg-js';

/**
 * A baseline JPEG (jpeg-js, pure JavaScript) of a greyscale image, one byte per pixel: the
 * fingerprint scanner's "original". Stored as YCbCr with neutral colour, as jpeg-js writes
 * three components; every decoder reads it as grey.
 *
 * @example encodeJpeg(gray, 256, 320) // Buffer starting FF D8
 */
export function encodeJpeg(gray: Uint8Array, width: number, height: number, quality = 90): Buffer {
  if (gray.length !== width * height) throw new RangeError(`encodeJpeg: ${gray.length} bytes for ${width}×${height}`);
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < gray.length; i++) {
    const v = gray[i]!;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  return encode({ data: rgba, width, height }, quality).data;
}

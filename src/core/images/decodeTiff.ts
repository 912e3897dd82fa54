import UTIF from 'utif2';

/** An image as 8-bit RGBA pixels, row by row (what a canvas' ImageData holds). */
export interface DecodedImage {
  width: number;
  height: number;
  /** width × height × 4 bytes. */
  rgba: Uint8Array;
}

/** Larger images are refused rather than decoded in the browser (fingerprint TIFFs are ~0.1 MP). */
const MAX_TIFF_PIXELS = 40_000_000;

/** What the preview says about a file it cannot show (pt-BR, as the rest of the console). */
const TIFF_MESSAGES = {
  notTiff: 'O arquivo não é um TIFF válido.',
  noImage: 'O TIFF não contém imagem.',
  undecodable: 'Não foi possível decodificar o TIFF.',
  tooLarge: (width: number, height: number) => `Imagem grande demais para a pré-visualização (${width}×${height}).`,
} as const;

/** A file that is no TIFF the browser can show (not a TIFF, no image, unsupported encoding, too large). */
export class TiffDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TiffDecodeError';
  }
}

/**
 * Decodes the first image of a TIFF file (greyscale, RGB or RGBA; uncompressed, PackBits, LZW,
 * Deflate, JPEG...) into RGBA pixels with utif2. Greyscale comes out as equal R, G and B, alpha
 * 255. Throws a {@link TiffDecodeError} when the bytes hold no decodable image.
 *
 * Import it lazily (`await import('.../decodeTiff.js')`): utif2 and its inflater then stay out of
 * every bundle but the one that shows TIFFs.
 *
 * @example
 * const { width, height, rgba } = decodeTiff(await (await fetch(url)).arrayBuffer());
 * const data = ctx.createImageData(width, height); data.data.set(rgba); ctx.putImageData(data, 0, 0);
 */
export function decodeTiff(buffer: ArrayBuffer): DecodedImage {
  let ifds: UTIF.IFD[];
  try {
    ifds = UTIF.decode(buffer);
  } catch {
    throw new TiffDecodeError(TIFF_MESSAGES.notTiff);
  }
  // The first directory that describes an image (EXIF-only directories have no width).
  const ifd = ifds.find((d) => Array.isArray(d.t256) && Array.isArray(d.t257));
  if (!ifd) throw new TiffDecodeError(TIFF_MESSAGES.noImage);
  const width = Number((ifd.t256 as number[])[0]);
  const height = Number((ifd.t257 as number[])[0]);
  if (!(width > 0 && height > 0)) throw new TiffDecodeError(TIFF_MESSAGES.noImage);
  if (width * height > MAX_TIFF_PIXELS) throw new TiffDecodeError(TIFF_MESSAGES.tooLarge(width, height));
  try {
    UTIF.decodeImage(buffer, ifd);
  } catch {
    throw new TiffDecodeError(TIFF_MESSAGES.undecodable);
  }
  if (!ifd.data) throw new TiffDecodeError(TIFF_MESSAGES.undecodable);
  const rgba = UTIF.toRGBA8(ifd);
  if (rgba.length !== width * height * 4) throw new TiffDecodeError(TIFF_MESSAGES.undecodable);
  return { width, height, rgba };
}

/** Text files are served as UTF-8 (the type `send` gives them carries no charset). */
const textTypes: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  log: 'text/plain; charset=utf-8',
};

/** Content types of the stored files (text as UTF-8); anything else is application/octet-stream. */
const contentTypes: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
  tif: 'image/tiff',
  gif: 'image/gif',
  bmp: 'image/bmp',
  json: 'application/json',
  zip: 'application/zip',
  pdf: 'application/pdf',
  ...textTypes,
};

/**
 * The content type a stored file is served with, by its extension (any case).
 *
 * @example
 * contentTypeOf('liveness/7/video.MP4'); // 'video/mp4'
 * contentTypeOf('finger-log/3/log.txt'); // 'text/plain; charset=utf-8'
 * contentTypeOf('x/readme'); // 'application/octet-stream'
 */
export function contentTypeOf(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return contentTypes[ext] ?? 'application/octet-stream';
}

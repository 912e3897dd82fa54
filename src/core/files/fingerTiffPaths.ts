import { classifyFileValue } from './storedFileUrl.js';

export interface FingerTiffPaths {
  /** The processed image: `…/img/<name>.tiff`. */
  tiff: string;
  /** Its mask: `…/img/<name>-mask.tiff`. */
  mask: string;
}

/**
 * The two TIFF files derived from a finger-log capture image (spec 2.6): the `log` folder
 * replaced by `img` and the extension by `.tiff`, plus the `-mask` variant. Null when the value
 * is no file (see classifyFileValue) or has no `log` folder to replace. An http(s) address keeps
 * its origin and loses its query string and fragment.
 *
 * @example fingerTiffPaths('finger/2026/11/u/log/finger_1.jpeg')
 *   // { tiff: 'finger/2026/11/u/img/finger_1.tiff', mask: 'finger/2026/11/u/img/finger_1-mask.tiff' }
 */
export function fingerTiffPaths(image: unknown): FingerTiffPaths | null {
  const ref = classifyFileValue(image);
  if (!ref) return null;
  if (ref.kind === 'stored') return derive(ref.path);
  const url = new URL(ref.url);
  const paths = derive(url.pathname);
  return paths && { tiff: url.origin + paths.tiff, mask: url.origin + paths.mask };
}

function derive(path: string): FingerTiffPaths | null {
  const folders = path.split('/');
  const file = folders.pop();
  const log = folders.lastIndexOf('log');
  if (!file || log < 0) return null;
  folders[log] = 'img';
  const dot = file.lastIndexOf('.');
  const base = dot > 0 ? file.slice(0, dot) : file;
  const dir = folders.join('/');
  return { tiff: `${dir}/${base}.tiff`, mask: `${dir}/${base}-mask.tiff` };
}

/**
 * A file value of a log row: an absolute http(s) address, kept as it is, or a path in the API's
 * file storage (`liveness/2026/11/<uuid>/video.mp4`: relative, '/'-separated, no scheme).
 */
export type FileRef = { kind: 'http'; url: string } | { kind: 'stored'; path: string };

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const CONTROL = /\p{Cc}/u;

/**
 * What a file value is, or null when it must never become a link (shown as plain text): another
 * scheme (`javascript:`, `data:`...), an absolute or protocol-relative path, '.' or '..' or empty
 * segments, backslashes, control characters, anything but a string.
 *
 * @example classifyFileValue('finger/2026/11/u/log/finger_1.jpeg') // { kind: 'stored', path: 'finger/2026/11/u/log/finger_1.jpeg' }
 * @example classifyFileValue('https://cdn.example.com/v.mp4')     // { kind: 'http', url: 'https://cdn.example.com/v.mp4' }
 * @example classifyFileValue('javascript:alert(1)')               // null
 * @example classifyFileValue('liveness/../../etc/passwd')         // null
 */
export function classifyFileValue(value: unknown): FileRef | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!v || CONTROL.test(v) || v.includes('\\')) return null;
  if (SCHEME.test(v)) {
    let url: URL;
    try {
      url = new URL(v);
    } catch {
      return null;
    }
    return url.protocol === 'http:' || url.protocol === 'https:' ? { kind: 'http', url: url.href } : null;
  }
  if (v.split('/').some((s) => s === '' || s === '.' || s === '..')) return null;
  return { kind: 'stored', path: v };
}

export interface FileUrlContext {
  /** The API base address ('' = same origin). */
  apiBase: string;
  /**
   * A file ticket issued for this very path (POST /admin/v1/files/ticket, 60 s). Without one the
   * address is bare: the bearer token opens it, a plain link does not.
   */
  ticket?: string;
}

/**
 * The address a file value opens: an http(s) address as it is; a stored path as
 * `{apiBase}/files/{path}` (each segment encoded), with `?ticket=T` when a ticket is given; null
 * when the value is no file (see {@link classifyFileValue}).
 *
 * @example fileHref('liveness/2026/11/u/video.mp4', { apiBase: '', ticket: 'T' }) // '/files/liveness/2026/11/u/video.mp4?ticket=T'
 * @example fileHref('liveness/2026/11/u/video.mp4', { apiBase: '' })              // '/files/liveness/2026/11/u/video.mp4'
 */
export function fileHref(value: unknown, { apiBase, ticket }: FileUrlContext): string | null {
  const ref = classifyFileValue(value);
  if (!ref) return null;
  if (ref.kind === 'http') return ref.url;
  const path = ref.path.split('/').map(encodeURIComponent).join('/');
  return `${apiBase.replace(/\/+$/, '')}/files/${path}${ticket ? `?ticket=${encodeURIComponent(ticket)}` : ''}`;
}

/**
 * The last path segment of a file value (a link's text, spec 2.6); for an http address, of its
 * path, decoded. Any other value: its text after the last '/'.
 *
 * @example fileName('finger/2026/11/u/log/finger_1.jpeg') // 'finger_1.jpeg'
 * @example fileName('https://cdn.example.com/a/v%C3%ADdeo.mp4?x=1') // 'vídeo.mp4'
 */
export function fileName(value: unknown): string {
  if (value === null || value === undefined) return '';
  const ref = classifyFileValue(value);
  const path = ref?.kind === 'http' ? new URL(ref.url).pathname : String(value);
  const last = path.split('/').filter(Boolean).pop() ?? '';
  if (ref?.kind !== 'http') return last;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

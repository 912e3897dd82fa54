/**
 * Whether two console addresses are the same route: the router matches case-insensitively and
 * ignores a trailing slash.
 *
 * @example samePath('/Param/form/', '/param/form') // true
 */
export function samePath(a: string, b: string): boolean {
  return normalizePath(a) === normalizePath(b);
}

/**
 * Whether `path` is `base` or below it ('/user/profile' is below '/user'; '/liveness-log' is not
 * below '/liveness'; only '/' itself is "below" '/').
 *
 * @example isPathWithin('/Param/form/3', '/param') // true
 */
export function isPathWithin(path: string, base: string): boolean {
  const p = normalizePath(path);
  const b = normalizePath(base);
  return b === '/' ? p === '/' : p === b || p.startsWith(`${b}/`);
}

function normalizePath(path: string): string {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}

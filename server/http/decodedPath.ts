/** Most rounds of percent-decoding undone (`%2576` → `%76` → `v`). */
const MAX_ROUNDS = 4;

/**
 * The path of a request URL (no query string) with its percent-encoding undone as often as it
 * was applied, for deciding what kind of address a request that matched no route was meant for:
 * `/admin/%25761/user` is an API address, not a console page. Broken encoding stops the decoding
 * where it is.
 *
 * @example decodedPath('/%61dmin/%25761/user?x=1') // '/admin/v1/user'
 * @example decodedPath('/requests') // '/requests'
 */
export function decodedPath(url: string): string {
  const end = url.search(/[?#]/);
  let path = end < 0 ? url : url.slice(0, end);
  for (let i = 0; i < MAX_ROUNDS && path.includes('%'); i++) {
    try {
      const next = decodeURIComponent(path);
      if (next === path) break;
      path = next;
    } catch {
      break;
    }
  }
  return path;
}

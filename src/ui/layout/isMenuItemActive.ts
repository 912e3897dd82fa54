import type { MenuItem } from './menuItems.js';

/**
 * Whether a menu item is highlighted for `pathname`: the path is one of its `activeFor` paths or
 * below one ('/' matches only itself), and not one of its `except` paths or below them.
 *
 * @example
 * isMenuItemActive({ activeFor: ['/param'], ... }, '/Param/form/3') // true
 * isMenuItemActive({ activeFor: ['/liveness'], ... }, '/liveness-log') // false
 */
export function isMenuItemActive(item: Pick<MenuItem, 'activeFor' | 'except'>, pathname: string): boolean {
  const path = normalize(pathname);
  const under = (base: string): boolean => {
    const b = normalize(base);
    return b === '/' ? path === '/' : path === b || path.startsWith(`${b}/`);
  };
  return item.activeFor.some(under) && !(item.except ?? []).some(under);
}

function normalize(path: string): string {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}

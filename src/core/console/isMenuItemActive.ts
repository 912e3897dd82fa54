import type { ShellMenuItem } from './ConsoleShell.js';
import { isPathWithin } from './samePath.js';

/**
 * Whether a menu item is highlighted for `pathname`: the path is one of its `activeFor` paths or
 * below one ('/' matches only itself), and not one of its `except` paths or below them
 * (buildShell derives both from the descriptors and schemas/console.json).
 *
 * @example
 * isMenuItemActive({ activeFor: ['/param'], except: [] }, '/Param/form/3') // true
 * isMenuItemActive({ activeFor: ['/liveness'], except: [] }, '/liveness-log') // false
 */
export function isMenuItemActive(item: Pick<ShellMenuItem, 'activeFor' | 'except'>, pathname: string): boolean {
  const under = (base: string) => isPathWithin(pathname, base);
  return item.activeFor.some(under) && !item.except.some(under);
}

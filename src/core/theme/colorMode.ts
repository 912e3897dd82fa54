/**
 * The console's colour mode, without React: what the operator chose ('system' follows the
 * operating system's `prefers-color-scheme`), what that resolves to, and how it is put on the
 * page. Chakra's `_dark` styles apply under `<html class="dark">` (its `dark` condition is
 * `.dark &`), so the whole mode is one class on the root element, plus `color-scheme` for the
 * browser's own controls (scroll bars, date pickers).
 *
 * public/theme-init.js does the same before the first paint (no white flash on a dark screen):
 * keep both in step — tests/src/core/theme/colorMode.test.ts runs that script against this module.
 */

/** What an operator may choose; the server keeps it per user (GET/PUT paths.preferences). */
export type ThemeChoice = 'light' | 'dark' | 'system';

/** What the page shows. */
export type ColorMode = 'light' | 'dark';

/** localStorage key of this browser's copy of the choice, read before the first paint. */
export const THEME_STORAGE_KEY = 'consoleTheme';

/** The media query of a dark operating system. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** `value` when it is a choice, else undefined (a stored value from elsewhere is ignored). */
export function parseThemeChoice(value: unknown): ThemeChoice | undefined {
  return value === 'light' || value === 'dark' || value === 'system' ? value : undefined;
}

/**
 * The mode a choice shows.
 *
 * @example resolveColorMode('system', true) // 'dark'
 * @example resolveColorMode('light', true) // 'light'
 */
export function resolveColorMode(choice: ThemeChoice, systemDark: boolean): ColorMode {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

/** Puts `mode` on the root element: the `dark` or `light` class and `color-scheme`. */
export function applyColorMode(mode: ColorMode, root: HTMLElement): void {
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

/** The choice stored in this browser, 'system' when none (or storage is unavailable). */
export function readStoredChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY)) ?? 'system';
  } catch {
    return 'system';
  }
}

/** Keeps `choice` in this browser ('system' removes the key); storage errors are ignored. */
export function storeChoice(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, choice: ThemeChoice): void {
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode or storage full: the choice still holds for this page and on the server.
  }
}

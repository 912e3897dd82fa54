import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyColorMode,
  readStoredChoice,
  resolveColorMode,
  storeChoice,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from '../../../../src/core/theme/colorMode.js';

/** public/theme-init.js, the script index.html runs before the first paint. */
const prePaintScript = readFileSync(join(process.cwd(), 'public/theme-init.js'), 'utf8');

/** Runs the pre-paint script with the operating system dark or not. */
function runPrePaint(systemDark: boolean): void {
  const matchMedia = (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' });
  new Function('window', 'document', prePaintScript)({ localStorage, matchMedia }, document);
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.style.colorScheme = '';
});

describe('colour mode', () => {
  it("'system' follows the operating system; 'light' and 'dark' do not", () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it("is one class on <html> (Chakra's `.dark &` condition) and its color-scheme", () => {
    applyColorMode('dark', document.documentElement);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    applyColorMode('light', document.documentElement);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it("keeps the choice in this browser; 'system' and anything unknown read as 'system'", () => {
    expect(readStoredChoice(localStorage)).toBe('system');
    storeChoice(localStorage, 'dark');
    expect(readStoredChoice(localStorage)).toBe('dark');
    storeChoice(localStorage, 'system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    localStorage.setItem(THEME_STORAGE_KEY, 'roxo');
    expect(readStoredChoice(localStorage)).toBe('system');
  });

  it.each([
    ['system', false],
    ['system', true],
    ['light', true],
    ['dark', false],
  ] as [ThemeChoice, boolean][])(
    'the pre-paint script shows what the console will (choice %s, system dark %s)',
    (choice, systemDark) => {
      storeChoice(localStorage, choice);
      runPrePaint(systemDark);
      const mode = resolveColorMode(choice, systemDark);
      expect(document.documentElement.classList.contains('dark')).toBe(mode === 'dark');
      expect(document.documentElement.style.colorScheme).toBe(mode);
    },
  );
});

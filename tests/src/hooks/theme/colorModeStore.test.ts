import { afterEach, describe, expect, it, vi } from 'vitest';
import { createColorModeStore } from '../../../../src/hooks/theme/colorModeStore.js';
import { THEME_STORAGE_KEY } from '../../../../src/core/theme/colorMode.js';

/** A window whose operating system is dark or not, and can change while the page is open. */
function fakeWindow(systemDark: boolean) {
  const listeners: (() => void)[] = [];
  const media = {
    matches: systemDark,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  const win = { localStorage, document, matchMedia: () => media } as unknown as Window;
  const setSystemDark = (dark: boolean) => {
    media.matches = dark;
    listeners.forEach((l) => l());
  };
  return { win, setSystemDark };
}

const isDark = () => document.documentElement.classList.contains('dark');

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('createColorModeStore', () => {
  it('starts from the stored choice, else the system, and puts it on the page', () => {
    expect(createColorModeStore(fakeWindow(true).win).get()).toEqual({ choice: 'system', mode: 'dark' });
    expect(isDark()).toBe(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(createColorModeStore(fakeWindow(true).win).get()).toEqual({ choice: 'light', mode: 'light' });
    expect(isDark()).toBe(false);
  });

  it("follows the system while the choice is 'system', and no longer once chosen", () => {
    const { win, setSystemDark } = fakeWindow(false);
    const store = createColorModeStore(win);
    const listener = vi.fn();
    store.subscribe(listener);
    setSystemDark(true);
    expect(store.get().mode).toBe('dark');
    expect(listener).toHaveBeenCalledOnce();
    store.setChoice('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    setSystemDark(false);
    setSystemDark(true);
    expect(store.get()).toEqual({ choice: 'light', mode: 'light' });
    expect(isDark()).toBe(false);
  });
});

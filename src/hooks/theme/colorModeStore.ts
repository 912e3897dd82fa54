import {
  applyColorMode,
  DARK_QUERY,
  readStoredChoice,
  resolveColorMode,
  storeChoice,
  type ColorMode,
  type ThemeChoice,
} from '../../core/theme/colorMode.js';

/** The operator's choice and what the page shows. */
export interface ColorModeSnapshot {
  choice: ThemeChoice;
  mode: ColorMode;
}

/**
 * The page's colour mode as an external store (React reads it with useSyncExternalStore): one
 * per page, since the mode lives on `<html>`. It starts from this browser's stored choice (what
 * public/theme-init.js already put on the page), follows the operating system while the choice
 * is 'system', and puts every change on the page at once.
 */
export interface ColorModeStore {
  get(): ColorModeSnapshot;
  subscribe(listener: () => void): () => void;
  /** Shows `choice` and keeps it in this browser (the server's copy is useThemeSync's). */
  setChoice(choice: ThemeChoice): void;
}

/** A store over `win` (a test's window, or the page's). */
export function createColorModeStore(win: Window): ColorModeStore {
  const media = typeof win.matchMedia === 'function' ? win.matchMedia(DARK_QUERY) : undefined;
  const listeners = new Set<() => void>();
  const snapshotOf = (choice: ThemeChoice): ColorModeSnapshot => ({
    choice,
    mode: resolveColorMode(choice, media?.matches ?? false),
  });
  let snapshot = snapshotOf(readStoredChoice(win.localStorage));
  applyColorMode(snapshot.mode, win.document.documentElement);

  const update = (choice: ThemeChoice) => {
    const next = snapshotOf(choice);
    if (next.choice === snapshot.choice && next.mode === snapshot.mode) return;
    snapshot = next;
    applyColorMode(snapshot.mode, win.document.documentElement);
    listeners.forEach((l) => l());
  };
  media?.addEventListener('change', () => update(snapshot.choice));

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setChoice(choice) {
      storeChoice(win.localStorage, choice);
      update(choice);
    },
  };
}

let pageStore: ColorModeStore | undefined;

/** The page's store, made on first use. */
export function colorModeStore(): ColorModeStore {
  pageStore ??= createColorModeStore(window);
  return pageStore;
}

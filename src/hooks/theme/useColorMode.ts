import { useSyncExternalStore } from 'react';
import { colorModeStore, type ColorModeSnapshot } from './colorModeStore.js';
import type { ThemeChoice } from '../../core/theme/colorMode.js';

export interface ColorModeControl extends ColorModeSnapshot {
  /** Shows `choice` at once and keeps it in this browser. */
  setChoice(choice: ThemeChoice): void;
}

/**
 * The page's colour mode: what the operator chose ('system' until they choose), what the page
 * shows, and the setter. Components that must look different in the dark use Chakra's semantic
 * tokens (`bg`, `fg`, `border`, `colorPalette.fg`…) or `_dark`, not this.
 *
 * @example
 * const { mode, setChoice } = useColorMode();
 * setChoice(mode === 'dark' ? 'light' : 'dark');
 */
export function useColorMode(): ColorModeControl {
  const store = colorModeStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { ...snapshot, setChoice: store.setChoice };
}

import { useEffect, useEffectEvent } from 'react';

/** The window event that asks the keyboard layer to open the command palette. */
const OPEN_EVENT = 'console:open-command-palette';

/**
 * Opens the command palette (Ctrl/⌘+K) from anywhere in the signed-in console: a top-bar
 * 'Buscar' button calls it. Does nothing when no keyboard layer is mounted (signed out).
 *
 * @example <Button onClick={openCommandPalette}>Buscar (Ctrl+K)</Button>
 */
export function openCommandPalette(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** Calls `onOpen` each time openCommandPalette() is called (the keyboard layer listens). */
export function useCommandPaletteRequests(onOpen: () => void): void {
  const listener = useEffectEvent(() => onOpen());
  useEffect(() => {
    const handler = () => listener();
    window.addEventListener(OPEN_EVENT, handler);
    return () => window.removeEventListener(OPEN_EVENT, handler);
  }, []);
}

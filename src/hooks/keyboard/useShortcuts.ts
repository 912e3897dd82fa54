import { useEffect, useEffectEvent } from 'react';
import { firstListFilter, isDialogOpen } from '../../core/keyboard/firstListFilter.js';
import { isTypingTarget } from '../../core/keyboard/isTypingTarget.js';
import { shortcutFor } from '../../core/keyboard/shortcutFor.js';
import type { GlobalShortcut } from '../../core/keyboard/shortcuts.js';

/** What each global shortcut does; '/' (filter) has its own default: focus the list's first filter. */
export type ShortcutHandlers = Partial<Record<GlobalShortcut, () => void>>;

/**
 * The console's global shortcuts, one listener on the document (src/core/keyboard/shortcuts.ts
 * lists them): Ctrl/⌘+K → `palette`, '?' → `help`, '/' → the list's first filter (firstListFilter).
 * Which key means what is shortcutFor's decision, from the focused element (isTypingTarget) and
 * the open dialogs (isDialogOpen); a key it takes is not typed anywhere else (preventDefault).
 *
 * @example useShortcuts({ palette: () => setOpen(true), help: () => setHelp(true) });
 */
export function useShortcuts(handlers: ShortcutHandlers): void {
  const onKeyDown = useEffectEvent((e: KeyboardEvent) => {
    if (e.defaultPrevented) return;
    const shortcut = shortcutFor(e, { typing: isTypingTarget(e.target), dialogOpen: isDialogOpen(document) });
    if (!shortcut) return;
    if (shortcut === 'filter') {
      const filter = firstListFilter(document);
      if (!filter) return;
      e.preventDefault();
      filter.focus();
      return;
    }
    const run = handlers[shortcut];
    if (!run) return;
    e.preventDefault();
    run();
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKeyDown(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}

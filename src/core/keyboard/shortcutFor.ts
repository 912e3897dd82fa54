import type { GlobalShortcut } from './shortcuts.js';

/** What a key press is made of, as a KeyboardEvent has it. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'repeat'>;

/** Where the key press happens. */
export interface KeyContext {
  /** The focus is in a text field, a textarea, a select or an editable element (isTypingTarget). */
  typing: boolean;
  /** A dialog is open (the palette's own included). */
  dialogOpen: boolean;
}

/**
 * The global shortcut a key press means, if any:
 * - Ctrl+K (⌘K on a Mac; by the key's place too, for non-Latin layouts): the command palette,
 *   also from a text field (it is no character), never over another dialog;
 * - '/' and '?' (any keyboard layout that types them): the list's first filter and the shortcuts
 *   dialog — single keys, so never while typing nor with a dialog open.
 * Held-down keys (auto-repeat) mean nothing.
 *
 * @example shortcutFor({ key: '/', code: 'Slash', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, repeat: false }, { typing: true, dialogOpen: false }) // undefined
 */
export function shortcutFor(e: KeyPress, { typing, dialogOpen }: KeyContext): GlobalShortcut | undefined {
  if (e.repeat) return undefined;
  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && (e.key.toLowerCase() === 'k' || e.code === 'KeyK'))
    return dialogOpen ? undefined : 'palette';
  if (e.ctrlKey || e.metaKey || typing || dialogOpen) return undefined;
  if (e.key === '/' && !e.altKey) return 'filter';
  if (e.key === '?') return 'help';
  return undefined;
}

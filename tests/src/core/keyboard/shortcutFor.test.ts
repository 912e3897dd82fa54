import { describe, expect, it } from 'vitest';
import { shortcutFor, type KeyPress } from '../../../../src/core/keyboard/shortcutFor.js';
import { SHORTCUTS } from '../../../../src/core/keyboard/shortcuts.js';

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  repeat: false,
  ...more,
});
const idle = { typing: false, dialogOpen: false };
const typing = { typing: true, dialogOpen: false };
const dialog = { typing: false, dialogOpen: true };

describe('shortcutFor: which global shortcut a key press means', () => {
  it('Ctrl+K and ⌘K open the palette, from a text field too, by key or by its place', () => {
    expect(shortcutFor(press('k', { ctrlKey: true }), idle)).toBe('palette');
    expect(shortcutFor(press('K', { metaKey: true }), typing)).toBe('palette');
    expect(shortcutFor(press('л', { ctrlKey: true, code: 'KeyK' }), idle)).toBe('palette');
    expect(shortcutFor(press('k', { ctrlKey: true, shiftKey: true }), idle)).toBeUndefined();
    expect(shortcutFor(press('k', { ctrlKey: true, altKey: true }), idle)).toBeUndefined();
    expect(shortcutFor(press('k'), idle)).toBeUndefined();
  });

  it('never opens the palette over another dialog', () => {
    expect(shortcutFor(press('k', { ctrlKey: true }), dialog)).toBeUndefined();
  });

  it("'/' is the list's filter and '?' the help, but not while typing, in a dialog or with Ctrl/⌘", () => {
    expect(shortcutFor(press('/', { code: 'Slash' }), idle)).toBe('filter');
    expect(shortcutFor(press('?', { shiftKey: true }), idle)).toBe('help');
    for (const key of ['/', '?']) {
      expect(shortcutFor(press(key), typing)).toBeUndefined();
      expect(shortcutFor(press(key), dialog)).toBeUndefined();
      expect(shortcutFor(press(key, { ctrlKey: true }), idle)).toBeUndefined();
      expect(shortcutFor(press(key, { metaKey: true }), idle)).toBeUndefined();
    }
  });

  it('a held-down key (auto-repeat) means nothing; other keys neither', () => {
    expect(shortcutFor(press('k', { ctrlKey: true, repeat: true }), idle)).toBeUndefined();
    expect(shortcutFor(press('?', { repeat: true }), idle)).toBeUndefined();
    expect(shortcutFor(press('a'), idle)).toBeUndefined();
    expect(shortcutFor(press('Enter'), idle)).toBeUndefined();
  });

  it('the registry lists each shortcut once, in pt-BR, with the form’s and the list’s own', () => {
    const keys = SHORTCUTS.map((s) => s.keys.join('+'));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['Ctrl/⌘+K', '?', '/', 'Ctrl/⌘+S', '↑+↓', 'Enter']));
    expect(SHORTCUTS.find((s) => s.keys.join('+') === 'Ctrl/⌘+S')?.description).toBe('Salvar formulário');
  });
});

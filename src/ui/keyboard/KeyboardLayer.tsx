import { useEffect, useState } from 'react';
import { useCommandPaletteRequests } from '../../hooks/keyboard/commandPalette.js';
import { useShortcuts } from '../../hooks/keyboard/useShortcuts.js';
import { deferredModule } from '../../hooks/lazy/deferredModule.js';

/** How long after the shell shows the palette's code is fetched, so the first Ctrl+K opens at once. */
const PRELOAD_AFTER_MS = 2000;

/** The command palette (cmdk) and the shortcuts dialog, fetched when first opened. */
const lazyPalette = deferredModule(() => import('./CommandPalette.js'));
const lazyShortcuts = deferredModule(() => import('./ShortcutsDialog.js'));

/**
 * The signed-in console's keyboard layer (issue 23, item 4), mounted once by the shell: the
 * global shortcuts (useShortcuts: Ctrl/⌘+K the command palette, '?' the shortcuts dialog, '/'
 * the list's first filter) and the two dialogs they open. openCommandPalette()
 * (src/hooks/keyboard/commandPalette.ts) opens the palette from a button. Draws nothing until used;
 * the palette's code (cmdk) is fetched a moment after the shell shows, off the first load, so the
 * keys typed right after the first Ctrl+K land in its search field.
 */
export function KeyboardLayer() {
  const [palette, setPalette] = useState(false);
  const [help, setHelp] = useState(false);
  useShortcuts({ palette: () => setPalette(true), help: () => setHelp(true) });
  useCommandPaletteRequests(() => setPalette(true));
  useEffect(() => {
    const timer = setTimeout(() => void lazyPalette.load().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const { module: paletteModule } = lazyPalette.useModule(palette);
  const { module: shortcutsModule } = lazyShortcuts.useModule(help);
  return (
    <>
      {paletteModule && <paletteModule.CommandPalette open={palette} onOpenChange={setPalette} />}
      {shortcutsModule && <shortcutsModule.ShortcutsDialog open={help} onOpenChange={setHelp} />}
    </>
  );
}

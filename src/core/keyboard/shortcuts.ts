/** The shortcuts the console's keyboard layer itself acts on (the others are listed only). */
export type GlobalShortcut = 'palette' | 'filter' | 'help';

/** One line of the shortcuts dialog ('?'). */
export interface ShortcutInfo {
  /** The keys, each drawn as a key cap: `['Ctrl/⌘', 'K']`. */
  keys: readonly string[];
  /** What it does, in pt-BR. */
  description: string;
  /** Where it works, in pt-BR (the dialog's groups). */
  where: 'Em qualquer tela' | 'Listas' | 'Formulários' | 'Janelas';
}

/**
 * Every keyboard shortcut of the console, once (issue 23, item 4), as the '?' dialog lists them:
 * the palette, the list filter and the help are handled by the keyboard layer
 * (src/hooks/keyboard/useShortcuts.ts); saving a form by useSaveShortcut (src/hooks/form), row
 * navigation by the list's table (src/ui/list/DataTable.tsx). Single keys ('/', '?') never act
 * while a text field has the focus or a dialog is open.
 *
 * @example SHORTCUTS.find((s) => s.keys.includes('?'))?.description // 'Mostrar esta lista de atalhos'
 */
export const SHORTCUTS: readonly ShortcutInfo[] = [
  {
    keys: ['Ctrl/⌘', 'K'],
    description: 'Abrir a paleta de comandos: ir para uma tela, buscar pessoa, parceiro ou usuário',
    where: 'Em qualquer tela',
  },
  { keys: ['?'], description: 'Mostrar esta lista de atalhos', where: 'Em qualquer tela' },
  { keys: ['/'], description: 'Ir para o primeiro filtro da lista', where: 'Listas' },
  { keys: ['↑', '↓'], description: 'Passar de uma linha da lista para outra', where: 'Listas' },
  { keys: ['Enter'], description: 'Abrir o registro da linha selecionada', where: 'Listas' },
  { keys: ['Ctrl/⌘', 'S'], description: 'Salvar formulário', where: 'Formulários' },
  { keys: ['Esc'], description: 'Fechar a janela aberta', where: 'Janelas' },
];

/** Text folded for matching what is typed: lower case, no accents, spaces collapsed. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * True when every word typed appears in the screen's menu name or group, accents and case
 * ignored: 'usu' finds 'Usuários', 'cad pess' finds 'Cadastros › Pessoas'. Nothing typed: every
 * screen.
 *
 * @example matchesScreen({ label: 'Logs de Requisições', group: 'Relatórios' }, 'requisicoes') // true
 */
export function matchesScreen(screen: { label: string; group: string }, typed: string): boolean {
  const words = fold(typed).split(' ').filter(Boolean);
  const text = fold(`${screen.label} ${screen.group}`);
  return words.every((w) => text.includes(w));
}

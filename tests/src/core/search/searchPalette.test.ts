import { describe, expect, it } from 'vitest';
import { matchesScreen } from '../../../../src/core/search/matchesScreen.js';
import { paletteScreens, USER_MENU_GROUP } from '../../../../src/core/search/paletteScreens.js';
import { searchUrl } from '../../../../src/core/search/searchQuery.js';
import type { ShellMenuGroup, ShellUserMenuEntry } from '../../../../src/core/console/ConsoleShell.js';

const item = (label: string, to: string, permission?: string) => ({
  label,
  to,
  icon: 'x',
  activeFor: [to],
  except: [],
  ...(permission && { permission }),
});
const MENU: ShellMenuGroup[] = [
  { label: 'Cadastros', items: [item('Pessoas', '/person', 'person:read'), item('Usuários', '/user', 'user:read')] },
  { label: 'Relatórios', items: [item('Logs de Requisições', '/requests', 'request-log:read')] },
];
const USER_MENU: ShellUserMenuEntry[] = [{ label: 'Meu Perfil', to: '/profile', icon: 'x' }];

describe('paletteScreens: the screens the palette offers', () => {
  it('lists the menu items the role may open by their menu names, then the user menu', () => {
    expect(paletteScreens(MENU, USER_MENU, ['person:read', 'request-log:read'])).toEqual([
      { label: 'Pessoas', group: 'Cadastros', to: '/person', icon: 'x' },
      { label: 'Logs de Requisições', group: 'Relatórios', to: '/requests', icon: 'x' },
      { label: 'Meu Perfil', group: USER_MENU_GROUP, to: '/profile', icon: 'x' },
    ]);
    expect(paletteScreens(MENU, USER_MENU, ['*']).map((s) => s.label)).toContain('Usuários');
  });

  it('hides nothing while the permissions are unknown, and lists a route once', () => {
    expect(
      paletteScreens(MENU, [...USER_MENU, { label: 'Perfil', to: '/profile', icon: 'x' }], undefined),
    ).toHaveLength(4);
  });
});

describe('matchesScreen: the screens left as the operator types', () => {
  it('every word typed, in the name or the group, accents and case ignored', () => {
    const logs = { label: 'Logs de Requisições', group: 'Relatórios' };
    expect(matchesScreen(logs, '')).toBe(true);
    expect(matchesScreen(logs, 'REQUISICOES')).toBe(true);
    expect(matchesScreen(logs, 'relat logs')).toBe(true);
    expect(matchesScreen(logs, 'pessoas')).toBe(false);
  });
});

describe('searchUrl: when the palette asks the server', () => {
  it('from 2 characters once trimmed, encoded, cut at 100', () => {
    expect(searchUrl('a')).toBeNull();
    expect(searchUrl('  a ')).toBeNull();
    expect(searchUrl(' 529.982 ')).toBe('/admin/v1/search?q=529.982');
    expect(searchUrl('joão & cia')).toBe('/admin/v1/search?q=jo%C3%A3o%20%26%20cia');
    expect(decodeURIComponent(searchUrl('x'.repeat(150))!.split('q=')[1]!)).toHaveLength(100);
  });
});

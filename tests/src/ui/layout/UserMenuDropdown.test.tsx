import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userMenu } from 'virtual:console-shell';
import { fakeApi } from '../../support/fakeApi.js';
import { renderConsole } from '../../support/renderConsole.js';
import { openUserMenu } from '../../support/openUserMenu.js';

// On the fixtures' console.json (the `engines` project): the profile's and the prices screen's
// user-menu entries, in their order.
const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };
/** A route's first visit loads its lazy view chunk: more than findBy's default second. */
const LOADING = { timeout: 5000 };

function signedInAtHome() {
  localStorage.setItem('authToken', 'stored.token');
  const api = fakeApi({
    'GET /admin/v1/user/profile': { body: PROFILE },
    'GET /fixture/v1/vendor': { body: { data: [], total: 0, pages: 1 } },
  });
  return renderConsole('/vendor', api.fetchImpl);
}

describe('UserMenuDropdown', () => {
  it("lists console.json's user-menu entries by order, then 'Logout'; 'Meu Perfil' opens the profile screen", async () => {
    const { user, history } = signedInAtHome();
    await openUserMenu(user, /Administradora/);
    const items = await screen.findAllByRole('menuitem', {}, LOADING);
    expect(items.map((i) => i.textContent)).toEqual(['Meu Perfil', 'Tabela de preços', 'Logout']);
    expect(userMenu.map((e) => [e.label, e.to])).toEqual([
      ['Meu Perfil', '/user/profile'],
      ['Tabela de preços', '/prices'],
    ]);

    // Chosen from the keyboard: in jsdom every pointer event is at (0, 0), so Zag's menu may not see
    // the pointer reach an item (its modality tracking ignores a move to the same point) and a click
    // then selects nothing, depending on when the menu's lazy code arrived.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu Perfil' }, LOADING)).toBeTruthy();
    expect(history.location.pathname).toBe('/user/profile');
    // The profile is a screen of its own: 'Usuários' is not highlighted under it.
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(nav)
        .queryAllByRole('link')
        .filter((l) => l.getAttribute('aria-current')),
    ).toHaveLength(0);
  });

  it("an entry of another screen opens it from the keyboard, and highlights that screen's side-menu entry", async () => {
    const { user, history } = signedInAtHome();
    await openUserMenu(user, /Administradora/);
    await screen.findByRole('menuitem', { name: 'Tabela de preços' }, LOADING);
    // The second entry: 'Meu Perfil', then 'Tabela de preços'.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de Preços' }, LOADING)).toBeTruthy();
    expect(history.location.pathname).toBe('/prices');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current') === 'page')
        .map((l) => l.textContent),
    ).toEqual(['Preços']);
  });
});

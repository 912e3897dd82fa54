import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userMenu } from 'virtual:console-shell';
import { fakeApi } from '../../support/fakeApi.js';
import { renderConsole } from '../../support/renderConsole.js';

const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };
/** A route's first visit loads its lazy view chunk: more than findBy's default second. */
const LOADING = { timeout: 5000 };

describe('UserMenuDropdown', () => {
  it("lists console.json's user-menu entries, then 'Logout'; 'Meu Perfil' opens the profile screen", async () => {
    localStorage.setItem('authToken', 'stored.token');
    const api = fakeApi({
      'GET /admin/v1/user/profile': { body: PROFILE },
      'GET /admin/v1/device-config': { body: { items: [], total: 0, pages: 1 } },
    });
    const { user, history } = renderConsole('/config', api.fetchImpl);
    await user.click(await screen.findByRole('button', { name: /Administradora/ }, LOADING));
    const items = await screen.findAllByRole('menuitem', {}, LOADING);
    expect(items.map((i) => i.textContent)).toEqual([...userMenu.map((e) => e.label), 'Logout']);
    expect(userMenu.map((e) => e.to)).toEqual(['/user/profile']);

    await user.click(screen.getByRole('menuitem', { name: 'Meu Perfil' }));
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
});

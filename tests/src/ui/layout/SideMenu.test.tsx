import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { AuthContext, type AuthContextValue, type SessionUser } from '../../../../src/hooks/auth/AuthContext.js';
import { ConsoleRouter } from '../../../../src/routes/ConsoleRouter.js';
import { system } from '../../../../src/theme/system.js';
import { SideMenu } from '../../../../src/ui/layout/SideMenu.js';
import { memoryConsoleHistory } from '../../support/memoryConsoleHistory.js';

const ADMIN: SessionUser = {
  id: 1,
  name: 'Administradora',
  email: 'admin@example.com',
  role: 'admin',
  permissions: ['*'],
};
/** The operator of schemas/roles.json, as login and the profile send it. */
const OPERATOR: SessionUser = {
  id: 2,
  name: 'Operadora',
  email: 'operadora@example.com',
  role: 'operador',
  permissions: JSON.parse(readFileSync('schemas/roles.json', 'utf8')).roles[1].grants,
};

/** A signed-in session for `user` (null: the startup check could not reach the server). */
function Session({ user, children }: { user: SessionUser | null; children: ReactNode }) {
  const value: AuthContextValue = {
    status: 'signedIn',
    user,
    login: async () => {},
    logout: async () => {},
    setUser: () => {},
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function renderMenu(path: string, user: SessionUser | null = ADMIN) {
  render(
    <ChakraProvider value={system}>
      <Session user={user}>
        <MemoryRouter initialEntries={[path]}>
          <SideMenu />
        </MemoryRouter>
      </Session>
    </ChakraProvider>,
  );
  return screen.getByRole('navigation', { name: 'Menu principal' });
}

const EXPECTED: [string, [string, string][]][] = [
  [
    'Configurações',
    [
      ['Dispositivos', '/config'],
      ['Parametros', '/param/form/1'],
      ['Mensagens', '/error-message'],
    ],
  ],
  [
    'Relatórios',
    [
      ['Liveness', '/liveness-log'],
      ['Finger', '/finger-log'],
      ['Requisições', '/requests'],
      ['Acessos', '/access-log'],
    ],
  ],
  [
    'Cadastros',
    [
      ['Fingerprints', '/fingerprint'],
      ['Liveness', '/liveness'],
      ['Clientes', '/client'],
      ['Pessoas', '/person'],
      ['Usuários', '/user'],
    ],
  ],
  ['Financeiro', [['Preços', '/prices']]],
  [
    'Privacidade',
    [
      ['Relatório do titular', '/subject-report'],
      ['Eliminações', '/erasure-receipts'],
    ],
  ],
];
/** The privacy screens, which operators do not get (schemas/roles.json). */
const ADMIN_ONLY = ['/user', '/access-log', '/subject-report', '/erasure-receipts'];

describe('SideMenu', () => {
  it('has every entry of spec 2.1 and the privacy screens, grouped and in order, with its href', () => {
    const nav = renderMenu('/config');
    const groups = within(nav).getAllByRole('group');
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(EXPECTED.map(([label]) => label));
    EXPECTED.forEach(([, items], index) => {
      const links = within(groups[index]!).getAllByRole('link');
      expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(items);
    });
    expect(within(nav).getAllByRole('link')).toHaveLength(15);
  });

  it("has neither 'Usuários', 'Acessos' nor the privacy group for an operator; everything else stays", () => {
    const nav = renderMenu('/config', OPERATOR);
    expect(within(nav).queryByRole('link', { name: 'Usuários' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Acessos' })).toBeNull();
    expect(within(nav).queryByText('Privacidade')).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(
      EXPECTED.flatMap(([, items]) => items.map(([, href]) => href)).filter((href) => !ADMIN_ONLY.includes(href)),
    );
  });

  it('shows only what a role may read, without a group left empty', () => {
    const nav = renderMenu('/person', { ...OPERATOR, permissions: ['person:*', 'prices:read'] });
    expect(within(nav).getAllByRole('group')).toHaveLength(2);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Pessoas', 'Preços']);
    cleanup();
    expect(within(renderMenu('/config', { ...OPERATOR, permissions: [] })).queryAllByRole('link')).toHaveLength(0);
  });

  it('hides nothing when the permissions are unknown (server unreachable at startup): the API decides', () => {
    expect(within(renderMenu('/config', null)).getAllByRole('link')).toHaveLength(15);
  });

  it.each([
    ['/', 'Dispositivos', '/config'],
    ['/config/form/3', 'Dispositivos', '/config'],
    ['/param', 'Parametros', '/param/form/1'],
    ['/liveness-log', 'Liveness', '/liveness-log'],
    ['/liveness', 'Liveness', '/liveness'],
    ['/user/form', 'Usuários', '/user'],
  ])('at %s highlights %s (%s) only', (path, label, href) => {
    const nav = renderMenu(path);
    const current = within(nav)
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([[label, href]]);
  });

  it('highlights nothing on the profile', () => {
    const nav = renderMenu('/user/profile');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current')),
    ).toHaveLength(0);
  });

  it('moves the highlight as the operator navigates, within a group and across groups', async () => {
    const history = memoryConsoleHistory(['/config']);
    render(
      <ChakraProvider value={system}>
        <Session user={ADMIN}>
          <ConsoleRouter history={history}>
            <SideMenu />
          </ConsoleRouter>
        </Session>
      </ChakraProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const current = () =>
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current') === 'page')
        .map((l) => l.getAttribute('href'));
    expect(current()).toEqual(['/config']);
    for (const [path, expected] of [
      ['/config/form/3', ['/config']],
      ['/error-message', ['/error-message']],
      ['/person', ['/person']],
      ['/user/profile', []],
      ['/liveness-log', ['/liveness-log']],
    ] as const) {
      act(() => history.push(path));
      await waitFor(() => expect(current()).toEqual(expected));
    }
  });
});

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
/**
 * The operator of the fixtures' roles file, as login and the profile send it (the `engines`
 * project: the menu is built from tests/fixtures/schemas and its console.json).
 */
const OPERATOR: SessionUser = {
  id: 2,
  name: 'Operadora',
  email: 'operadora@example.com',
  role: 'operador',
  permissions: JSON.parse(readFileSync('tests/fixtures/schemas/roles.json', 'utf8')).roles.find(
    (r: { key: string }) => r.key === 'operador',
  ).grants,
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

/**
 * The fixtures' menu: console.json's groups in order, each descriptor's entry in its group by
 * order ('Nova mensagem' goes to its `to`; the ticket has `menu: false`), the prices screen's
 * entry from console.json. 'Digitais' twice, in two groups: '/scan' and '/scan-log'.
 */
const EXPECTED: [string, [string, string][]][] = [
  [
    'Configurações',
    [
      ['Perfis de dispositivo', '/device-profile'],
      ['Nova mensagem', '/message-template/form'],
    ],
  ],
  [
    'Relatórios',
    [
      ['Capturas', '/capture-log'],
      ['Digitais', '/scan-log'],
      ['Chamadas', '/api-call'],
    ],
  ],
  [
    'Cadastros',
    [
      ['Fornecedores', '/vendor'],
      ['Associados', '/member'],
      ['Digitais', '/scan'],
      ['Provas', '/proof'],
      ['Usuários', '/user'],
    ],
  ],
  ['Financeiro', [['Preços', '/prices']]],
];
/** What the fixtures' operator does not get (tests/fixtures/schemas/roles.json). */
const ADMIN_ONLY = ['/user', '/api-call', '/prices'];

describe('SideMenu', () => {
  it('has every entry the descriptors and console.json declare, grouped and in order, with its href', () => {
    const nav = renderMenu('/vendor');
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
    expect(within(nav).getAllByRole('link')).toHaveLength(11);
  });

  it("has neither 'Usuários', 'Chamadas' nor the Financeiro group for an operator; everything else stays", () => {
    const nav = renderMenu('/vendor', OPERATOR);
    expect(within(nav).queryByRole('link', { name: 'Usuários' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Chamadas' })).toBeNull();
    expect(within(nav).queryByText('Financeiro')).toBeNull();
    expect(within(nav).getAllByRole('group')).toHaveLength(3);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(
      EXPECTED.flatMap(([, items]) => items.map(([, href]) => href)).filter((href) => !ADMIN_ONLY.includes(href)),
    );
  });

  it('shows only what a role may read, without a group left empty', () => {
    const nav = renderMenu('/member', { ...OPERATOR, permissions: ['member:*', 'prices:read'] });
    expect(within(nav).getAllByRole('group')).toHaveLength(2);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Associados', 'Preços']);
    cleanup();
    expect(within(renderMenu('/vendor', { ...OPERATOR, permissions: [] })).queryAllByRole('link')).toHaveLength(0);
  });

  it('hides nothing when the permissions are unknown (server unreachable at startup): the API decides', () => {
    expect(within(renderMenu('/vendor', null)).getAllByRole('link')).toHaveLength(11);
  });

  it.each([
    // console.json's home is the vendor list: its entry is highlighted at '/' too.
    ['/', 'Fornecedores', '/vendor'],
    ['/vendor/form/3', 'Fornecedores', '/vendor'],
    // An entry whose `to` is not its list: the list and the form routes highlight it.
    ['/message-template', 'Nova mensagem', '/message-template/form'],
    ['/message-template/form/2', 'Nova mensagem', '/message-template/form'],
    // '/scan-log' starts with '/scan': each highlights its own 'Digitais' only.
    ['/scan-log', 'Digitais', '/scan-log'],
    ['/scan', 'Digitais', '/scan'],
    ['/user/form', 'Usuários', '/user'],
  ])('at %s highlights %s (%s) only', (path, label, href) => {
    const nav = renderMenu(path);
    const current = within(nav)
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([[label, href]]);
  });

  it("highlights nothing on the profile, a screen of console.json below '/user'", () => {
    const nav = renderMenu('/user/profile');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current')),
    ).toHaveLength(0);
  });

  it('moves the highlight as the operator navigates, within a group and across groups', async () => {
    const history = memoryConsoleHistory(['/device-profile']);
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
    expect(current()).toEqual(['/device-profile']);
    for (const [path, expected] of [
      ['/device-profile/form/3', ['/device-profile']],
      ['/message-template', ['/message-template/form']],
      ['/member', ['/member']],
      ['/user/profile', []],
      ['/scan-log', ['/scan-log']],
    ] as const) {
      act(() => history.push(path));
      await waitFor(() => expect(current()).toEqual(expected));
    }
  });
});

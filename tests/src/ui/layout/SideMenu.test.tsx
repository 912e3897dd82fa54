import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsoleRouter } from '../../../../src/routes/ConsoleRouter.js';
import { system } from '../../../../src/theme/system.js';
import { SideMenu } from '../../../../src/ui/layout/SideMenu.js';
import { memoryConsoleHistory } from '../../support/memoryConsoleHistory.js';

function renderMenu(path: string) {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <SideMenu />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return screen.getByRole('navigation', { name: 'Menu principal' });
}

const EXPECTED: [string, [string, string][]][] = [
  ['Configurações', [['Dispositivos', '/config'], ['Parametros', '/param/form/1'], ['Mensagens', '/error-message']]],
  ['Relatórios', [['Liveness', '/liveness-log'], ['Finger', '/finger-log'], ['Requisições', '/requests'], ['Acessos', '/access-log']]],
  [
    'Cadastros',
    [['Fingerprints', '/fingerprint'], ['Liveness', '/liveness'], ['Clientes', '/client'], ['Pessoas', '/person'], ['Usuários', '/user']],
  ],
  ['Financeiro', [['Preços', '/prices']]],
];

describe('SideMenu', () => {
  it('has every entry of spec 2.1, grouped and in order, with its href', () => {
    const nav = renderMenu('/config');
    const groups = within(nav).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual(
      EXPECTED.map(([label]) => label),
    );
    EXPECTED.forEach(([, items], index) => {
      const links = within(groups[index]!).getAllByRole('link');
      expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(items);
    });
    expect(within(nav).getAllByRole('link')).toHaveLength(13);
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
    expect(within(nav).getAllByRole('link').filter((l) => l.getAttribute('aria-current'))).toHaveLength(0);
  });

  it('moves the highlight as the operator navigates, within a group and across groups', async () => {
    const history = memoryConsoleHistory(['/config']);
    render(
      <ChakraProvider value={system}>
        <ConsoleRouter history={history}>
          <SideMenu />
        </ConsoleRouter>
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


import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import production from '../../../../schemas/console.json' with { type: 'json' };
import { buildShell } from '../../../../src/core/console/buildShell.js';
import type { ConsoleConfig } from '../../../../src/core/console/ConsoleConfig.js';
import { sanitizeConsoleConfig } from '../../../../src/core/console/sanitizeConsoleConfig.js';
import type { ClientDescriptor, MenuEntry } from '../../../../src/core/descriptors/Descriptor.js';

const config = sanitizeConsoleConfig(production, 'schemas/console.json');
const all = Object.values(descriptors);

function descriptor(key: string, routes: ClientDescriptor['routes'], menu?: Partial<MenuEntry>): ClientDescriptor {
  return {
    key,
    routes,
    ...(menu && { menu: { group: 'Cadastros', label: key, icon: 'users', order: 100, ...menu } }),
    list: {},
  } as ClientDescriptor;
}

describe('buildShell on the production files', () => {
  const shell = buildShell(config, all);

  it("places every descriptor's and screen's entry in console.json's groups, in order", () => {
    expect(shell.menuGroups.map((g) => [g.label, g.items.map((i) => [i.label, i.to, i.icon])])).toEqual([
      [
        'Configurações',
        [
          ['Dispositivos', '/config', 'cpu'],
          ['Parametros', '/param/form/1', 'sliders-horizontal'],
          ['Mensagens', '/error-message', 'message-square'],
        ],
      ],
      [
        'Relatórios',
        [
          ['Liveness', '/liveness-log', 'activity'],
          ['Finger', '/finger-log', 'scroll-text'],
          ['Requisições', '/requests', 'file-text'],
          ['Acessos', '/access-log', 'eye'],
        ],
      ],
      [
        'Cadastros',
        [
          ['Fingerprints', '/fingerprint', 'fingerprint-pattern'],
          ['Liveness', '/liveness', 'heart-pulse'],
          ['Clientes', '/client', 'building-complex'],
          ['Pessoas', '/person', 'scan-face'],
          ['Usuários', '/user', 'users'],
        ],
      ],
      ['Financeiro', [['Preços', '/prices', 'banknote']]],
      [
        'Privacidade',
        [
          ['Relatório do titular', '/subject-report', 'file-archive'],
          ['Eliminações', '/erasure-receipts', 'file-x-corner'],
        ],
      ],
    ]);
  });

  it("gives an entity's entry `<key>:read` and a screen's entry the screen's permission", () => {
    const items = shell.menuGroups.flatMap((g) => g.items);
    expect(items.find((i) => i.label === 'Pessoas')?.permission).toBe('person:read');
    expect(items.find((i) => i.label === 'Requisições')?.permission).toBe('request-log:read');
    expect(items.find((i) => i.label === 'Preços')?.permission).toBe('prices:read');
    expect(items.find((i) => i.label === 'Relatório do titular')?.permission).toBe('subject-report:create');
  });

  it("derives the active rules: home at '/', the profile screen is not the users list", () => {
    const item = (label: string) => shell.menuGroups.flatMap((g) => g.items).find((i) => i.label === label)!;
    expect(item('Dispositivos')).toMatchObject({ activeFor: ['/', '/config'], except: [] });
    expect(item('Parametros')).toMatchObject({ activeFor: ['/param'], except: [] });
    expect(item('Usuários')).toMatchObject({ activeFor: ['/user'], except: ['/user/profile'] });
    expect(item('Preços')).toMatchObject({ activeFor: ['/prices'], except: [] });
  });

  it('has the user menu, the screens and the public screens of console.json', () => {
    expect(shell.home).toBe('/config');
    expect(shell.userMenu).toEqual([{ label: 'Meu Perfil', to: '/user/profile', icon: 'user-cog' }]);
    expect(shell.screens.map((s) => [s.path, s.view, s.permission])).toEqual([
      ['/user/profile', 'userProfile', undefined],
      ['/prices', 'prices', 'prices:read'],
      ['/subject-report', 'subjectReport', 'subject-report:create'],
    ]);
    expect(shell.screens[0]).not.toHaveProperty('userMenu');
    expect(shell.screens[1]).not.toHaveProperty('menu');
    expect(shell.publicScreens).toEqual([
      { path: '/delete-account', view: 'deleteAccount', title: 'Excluir cadastro' },
      { path: '/reset-password', view: 'resetPassword', title: 'Redefinir senha' },
    ]);
  });
});

describe('buildShell rules', () => {
  const small: ConsoleConfig = {
    home: '/a',
    menuGroups: ['Um', 'Dois', 'Vazio'],
    screens: {
      report: {
        path: '/a/report',
        view: 'prices',
        title: 'R',
        menu: { group: 'Dois', label: 'Relatório', icon: 'eye', order: 5 },
      },
    },
    publicScreens: { open: { path: '/b/open', view: 'deleteAccount', title: 'O' } },
  };

  it('orders by `order`, then by label; leaves a group without entries out', () => {
    const shell = buildShell(small, [
      descriptor('c', { list: '/c' }, { group: 'Um', label: 'Zeta', order: 1 }),
      descriptor('d', { list: '/d' }, { group: 'Um', label: 'Beta', order: 2 }),
      descriptor('e', { list: '/e' }, { group: 'Um', label: 'Alfa', order: 2 }),
      descriptor('a', { list: '/a', form: '/a/form' }, { group: 'Dois', label: 'A' }),
      descriptor('f', { list: '/f' }),
    ]);
    expect(shell.menuGroups.map((g) => [g.label, g.items.map((i) => i.label)])).toEqual([
      ['Um', ['Zeta', 'Alfa', 'Beta']],
      ['Dois', ['Relatório', 'A']],
    ]);
  });

  it("excepts every other screen's or entity's address below an entry's, and keeps its own", () => {
    const shell = buildShell(small, [
      descriptor('a', { list: '/a', form: '/a/form' }, { group: 'Dois', label: 'A' }),
      descriptor('b', { list: '/b' }, { group: 'Um', label: 'B' }),
      descriptor('nested', { list: '/b/nested', form: '/b/nested/form' }),
    ]);
    const item = (label: string) => shell.menuGroups.flatMap((g) => g.items).find((i) => i.label === label)!;
    expect(item('A')).toMatchObject({ to: '/a', activeFor: ['/', '/a'], except: ['/a/report'] });
    expect(item('B')).toMatchObject({ activeFor: ['/b'], except: ['/b/nested', '/b/open'] });
    expect(item('Relatório')).toMatchObject({ to: '/a/report', activeFor: ['/a/report'], except: [] });
    expect(item('Relatório')).not.toHaveProperty('permission');
  });
});

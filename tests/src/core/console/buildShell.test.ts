import { describe, expect, it } from 'vitest';
import { loadConsoleConfig } from '../../../../server/descriptors/loadConsoleConfig.js';
import { buildShell } from '../../../../src/core/console/buildShell.js';
import type { ConsoleConfig } from '../../../../src/core/console/ConsoleConfig.js';
import type { ClientDescriptor, MenuEntry } from '../../../../src/core/descriptors/Descriptor.js';
import { toClientDescriptor } from '../../../../src/core/descriptors/sanitizeDescriptor.js';
import { FIXTURE_SCHEMAS, fixtureDescriptors } from '../../../support/fixtureSchemas.js';

// On the fixture descriptors and console.json of tests/fixtures/schemas, loaded and checked as the
// server and the console build load schemas/ (a production descriptor's change never reaches here).
const all = fixtureDescriptors().map(toClientDescriptor);
const config = loadConsoleConfig(FIXTURE_SCHEMAS, all);

function descriptor(key: string, routes: ClientDescriptor['routes'], menu?: Partial<MenuEntry>): ClientDescriptor {
  return {
    key,
    routes,
    ...(menu && { menu: { group: 'Cadastros', label: key, icon: 'users', order: 100, ...menu } }),
    list: {},
  } as ClientDescriptor;
}

describe('buildShell on the fixture files', () => {
  const shell = buildShell(config, all);
  const item = (label: string, to?: string) =>
    shell.menuGroups.flatMap((g) => g.items).find((i) => i.label === label && (to === undefined || i.to === to))!;

  it("places every descriptor's and screen's entry in console.json's groups, in order", () => {
    expect(shell.menuGroups.map((g) => [g.label, g.items.map((i) => [i.label, i.to, i.icon])])).toEqual([
      [
        'Configurações',
        [
          ['Perfis de dispositivo', '/device-profile', 'smartphone'],
          // menu.to: the entry opens the form, not the list
          ['Nova mensagem', '/message-template/form', 'message-square'],
        ],
      ],
      [
        'Relatórios',
        [
          ['Capturas', '/capture-log', 'scan-face'],
          ['Digitais', '/scan-log', 'fingerprint'],
          ['Chamadas', '/api-call', 'activity'],
        ],
      ],
      [
        'Cadastros',
        [
          ['Fornecedores', '/vendor', 'truck'],
          ['Associados', '/member', 'users'],
          ['Digitais', '/scan', 'fingerprint'],
          ['Provas', '/proof', 'video'],
          ['Usuários', '/user', 'user'],
        ],
      ],
      // the ticket declares `menu: false`: no entry anywhere
      ['Financeiro', [['Preços', '/prices', 'banknote']]],
    ]);
  });

  it("gives an entity's entry `<key>:read` and a screen's entry the screen's permission", () => {
    expect(item('Associados').permission).toBe('member:read');
    expect(item('Nova mensagem').permission).toBe('message-template:read');
    expect(item('Digitais', '/scan').permission).toBe('fingerprint:read');
    expect(item('Digitais', '/scan-log').permission).toBe('scan-log:read');
    expect(item('Preços').permission).toBe('prices:read');
  });

  it("derives the active rules: home at '/', an entry's own routes, the profile screen is not the users list", () => {
    expect(item('Fornecedores')).toMatchObject({ activeFor: ['/', '/vendor'], except: [] });
    expect(item('Nova mensagem')).toMatchObject({ activeFor: ['/message-template'], except: [] });
    // '/scan-log' is no address below '/scan': each 'Digitais' has its own
    expect(item('Digitais', '/scan')).toMatchObject({ activeFor: ['/scan'], except: [] });
    expect(item('Digitais', '/scan-log')).toMatchObject({ activeFor: ['/scan-log'], except: [] });
    expect(item('Usuários')).toMatchObject({ activeFor: ['/user'], except: ['/user/profile'] });
    expect(item('Preços')).toMatchObject({ activeFor: ['/prices'], except: [] });
  });

  it('has the home, the user menu, the screens and the public screens of console.json', () => {
    expect(shell.home).toBe('/vendor');
    expect(shell.userMenu).toEqual([
      { label: 'Meu Perfil', to: '/user/profile', icon: 'user-cog' },
      { label: 'Tabela de preços', to: '/prices', icon: 'banknote', permission: 'prices:read' },
    ]);
    expect(shell.screens.map((s) => [s.path, s.view, s.permission])).toEqual([
      ['/user/profile', 'userProfile', undefined],
      ['/prices', 'prices', 'prices:read'],
    ]);
    expect(shell.screens[0]).not.toHaveProperty('userMenu');
    expect(shell.screens[1]).not.toHaveProperty('menu');
    expect(shell.screens[1]).not.toHaveProperty('userMenu');
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

  it("gives a screen's entries the permission the screen declares, whatever it is, never one made from its name", () => {
    const report = { ...small.screens.report!, permission: 'subject-report:create' };
    const shell = buildShell(
      { ...small, screens: { report: { ...report, userMenu: { label: 'Relatório', icon: 'eye', order: 1 } } } },
      [],
    );
    expect(shell.menuGroups.flatMap((g) => g.items).map((i) => [i.label, i.permission])).toEqual([
      ['Relatório', 'subject-report:create'],
    ]);
    expect(shell.userMenu.map((i) => i.permission)).toEqual(['subject-report:create']);
    expect(shell.screens.map((s) => s.permission)).toEqual(['subject-report:create']);
  });
});

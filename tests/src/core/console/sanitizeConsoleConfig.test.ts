import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import production from '../../../../schemas/console.json' with { type: 'json' };
import { sanitizeConsoleConfig } from '../../../../src/core/console/sanitizeConsoleConfig.js';
import { DescriptorError } from '../../../../src/core/descriptors/DescriptorError.js';
import { VIEW_KEYS } from '../../../../src/core/views/viewKeys.js';
import { FIXTURE_SCHEMAS } from '../../../support/fixtureSchemas.js';

/** The fixtures' console.json (tests/fixtures/schemas): the rules are tested on it, not on schemas/. */
const FILE = join(FIXTURE_SCHEMAS, 'console.json');
const fixture = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, any>;

/** The fixtures' file with `edit` applied to a copy. */
function edited(edit: (c: Record<string, any>) => void): unknown {
  const copy = structuredClone(fixture);
  edit(copy);
  return copy;
}

/** The DescriptorError sanitising `raw` throws. */
function errorOf(raw: unknown): DescriptorError {
  try {
    sanitizeConsoleConfig(raw, FILE);
  } catch (error) {
    if (error instanceof DescriptorError) return error;
    throw error;
  }
  throw new Error('sanitizeConsoleConfig accepted the file');
}

// What stays on the production file (docs/testing-schemas.md): that schemas/console.json, as it
// ships, is accepted and gives the shell the specification asks for.
describe('schemas/console.json, as shipped', () => {
  it('is accepted: home, groups in order, screens and public screens', () => {
    const config = sanitizeConsoleConfig(production, 'schemas/console.json');
    expect(config.home).toBe('/config');
    expect(config.menuGroups).toEqual(['Configurações', 'Relatórios', 'Cadastros', 'Financeiro', 'Privacidade']);
    expect(config.screens.prices).toMatchObject({
      path: '/prices',
      view: 'prices',
      title: 'Lista de Preços',
      permission: 'prices:read',
      menu: { group: 'Financeiro', label: 'Preços', icon: 'banknote' },
    });
    expect(config.screens.profile).toMatchObject({
      path: '/user/profile',
      view: 'userProfile',
      breadcrumb: [{ label: 'Dashboard', to: '/' }, { label: 'Meu Perfil' }],
      userMenu: { label: 'Meu Perfil', icon: 'user-cog' },
    });
    expect(config.screens['subject-report']).toMatchObject({
      permission: 'subject-report:create',
      menu: { group: 'Privacidade' },
    });
    expect(Object.values(config.publicScreens).map((s) => s.path)).toEqual(['/delete-account', '/reset-password']);
  });
});

describe('sanitizeConsoleConfig', () => {
  it("accepts the fixtures' console.json: home, groups in order, screens and public screens", () => {
    const config = sanitizeConsoleConfig(fixture, FILE);
    expect(config.home).toBe('/vendor');
    expect(config.menuGroups).toEqual(['Configurações', 'Relatórios', 'Cadastros', 'Financeiro']);
    expect(config.screens.prices).toMatchObject({
      path: '/prices',
      view: 'prices',
      title: 'Lista de Preços',
      permission: 'prices:read',
      menu: { group: 'Financeiro', label: 'Preços', icon: 'banknote', order: 10 },
      userMenu: { label: 'Tabela de preços', icon: 'banknote', order: 20 },
    });
    expect(config.screens.profile).toMatchObject({
      path: '/user/profile',
      view: 'userProfile',
      breadcrumb: [{ label: 'Início', to: '/' }, { label: 'Meu Perfil' }],
      userMenu: { label: 'Meu Perfil', icon: 'user-cog' },
    });
    expect(config.screens.profile).not.toHaveProperty('permission');
    expect(Object.values(config.publicScreens).map((s) => s.path)).toEqual(['/delete-account', '/reset-password']);
  });

  it('merges defaults (order 100, no public screens) and leaves the input alone', () => {
    const raw = edited((c) => {
      delete c.screens.prices.menu.order;
      delete c.publicScreens;
    });
    const config = sanitizeConsoleConfig(raw, FILE);
    expect(config.screens.prices!.menu!.order).toBe(100);
    expect(config.publicScreens).toEqual({});
    expect((raw as Record<string, any>).screens.prices.menu.order).toBeUndefined();
  });

  it.each<[string, (c: Record<string, any>) => void, string, RegExp]>([
    ['a property misspelled', (c) => (c.menuGroup = []), '/menuGroup', /propriedade desconhecida "menuGroup"/],
    ['no home', (c) => delete c.home, '', /falta a propriedade obrigatória "home"/],
    ['a home that is no address', (c) => (c.home = 'config'), '/home', /formato inválido/],
    ['a group listed twice', (c) => c.menuGroups.push('Cadastros'), '/menuGroups', /itens repetidos/],
    ['a screen without a title', (c) => delete c.screens.prices.title, '/screens/prices', /"title"/],
    [
      'a permission without an action',
      (c) => (c.screens.prices.permission = 'prices'),
      '/screens/prices/permission',
      /formato/,
    ],
    ['an icon in PascalCase', (c) => (c.screens.prices.menu.icon = 'Banknote'), '/screens/prices/menu/icon', /formato/],
    [
      'a user-menu entry without its icon',
      (c) => delete c.screens.profile.userMenu.icon,
      '/screens/profile/userMenu',
      /"icon"/,
    ],
  ])('refuses %s with the file, the JSON path and the reason', (_, edit, path, reason) => {
    const error = errorOf(edited(edit));
    expect(error.file).toBe(FILE);
    expect(error.path).toBe(path);
    expect(error.reason).toMatch(reason);
    expect(error.message).toBe(`${FILE}: ${path || '/'}: ${error.reason}`);
  });

  it('refuses a view the registry does not have, listing the valid ones', () => {
    const error = errorOf(edited((c) => (c.screens.prices.view = 'price')));
    expect(error.path).toBe('/screens/prices/view');
    expect(error.reason).toBe(`view "price" não existe; válidas: ${VIEW_KEYS.join(', ')}`);
    expect(errorOf(edited((c) => (c.publicScreens['reset-password'].view = 'reset'))).path).toBe(
      '/publicScreens/reset-password/view',
    );
  });

  it('refuses a menu entry in a group it does not declare', () => {
    const error = errorOf(edited((c) => (c.screens.prices.menu.group = 'Finanças')));
    expect(error.path).toBe('/screens/prices/menu/group');
    expect(error.reason).toMatch(/grupo "Finanças" não existe em menuGroups.*válidos: Configurações, Relatórios/);
  });

  it('refuses two screens at the same address, whatever the case', () => {
    const error = errorOf(edited((c) => (c.publicScreens['delete-account'].path = '/Prices')));
    expect(error.path).toBe('/publicScreens/delete-account/path');
    expect(error.reason).toBe('"/Prices" já é usado por /screens/prices');
  });
});

import { describe, expect, it } from 'vitest';
import { menuGroups } from 'virtual:console-shell';
import { isMenuItemActive } from '../../../../src/core/console/isMenuItemActive.js';

describe('isMenuItemActive', () => {
  const templates = { activeFor: ['/message-template'], except: [] };
  const vendors = { activeFor: ['/', '/vendor'], except: [] };
  const users = { activeFor: ['/user'], except: ['/user/profile'] };
  const scans = { activeFor: ['/scan'], except: [] };

  it('matches the path and anything below it, case-insensitively', () => {
    expect(isMenuItemActive(templates, '/message-template')).toBe(true);
    expect(isMenuItemActive(templates, '/Message-Template/form/1')).toBe(true);
    expect(isMenuItemActive(templates, '/message-template/')).toBe(true);
  });

  it("'/' matches only itself", () => {
    expect(isMenuItemActive(vendors, '/')).toBe(true);
    expect(isMenuItemActive(vendors, '/vendor/form/2')).toBe(true);
    expect(isMenuItemActive(vendors, '/user')).toBe(false);
  });

  it('does not match a sibling that shares a prefix', () => {
    expect(isMenuItemActive(scans, '/scan-log')).toBe(false);
    expect(isMenuItemActive(scans, '/scan')).toBe(true);
  });

  it('honours exceptions, and what is below them', () => {
    expect(isMenuItemActive(users, '/user/form/3')).toBe(true);
    expect(isMenuItemActive(users, '/User/Profile/')).toBe(false);
  });
});

// The `engines` project: the menu of tests/fixtures/schemas (its console.json and descriptors).
describe("the console's menu (virtual:console-shell): the active rules, derived", () => {
  const items = menuGroups.flatMap((g) => g.items);
  const activeAt = (path: string) => items.filter((i) => isMenuItemActive(i, path)).map((i) => i.label);

  it.each([
    ['/', ['Fornecedores']],
    ['/vendor/form/3', ['Fornecedores']],
    ['/message-template', ['Nova mensagem']],
    ['/message-template/form', ['Nova mensagem']],
    ['/message-template/form/1', ['Nova mensagem']],
    ['/scan', ['Digitais']],
    ['/scan-log', ['Digitais']],
    ['/user', ['Usuários']],
    ['/user/form/2', ['Usuários']],
    ['/user/profile', []],
    ['/prices', ['Preços']],
    ['/ticket/form/1', []],
    ['/nao-existe', []],
  ])('at %s: %j', (path, labels) => {
    expect(activeAt(path)).toEqual(labels);
  });

  it("'/scan' and '/scan-log' highlight different groups' entries", () => {
    const group = (path: string) => menuGroups.find((g) => g.items.some((i) => isMenuItemActive(i, path)))?.label;
    expect(group('/scan')).toBe('Cadastros');
    expect(group('/scan-log')).toBe('Relatórios');
  });
});

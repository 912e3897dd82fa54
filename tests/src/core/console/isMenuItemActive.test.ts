import { describe, expect, it } from 'vitest';
import { menuGroups } from 'virtual:console-shell';
import { isMenuItemActive } from '../../../../src/core/console/isMenuItemActive.js';

describe('isMenuItemActive', () => {
  const params = { activeFor: ['/param'], except: [] };
  const devices = { activeFor: ['/', '/config'], except: [] };
  const users = { activeFor: ['/user'], except: ['/user/profile'] };
  const liveness = { activeFor: ['/liveness'], except: [] };

  it('matches the path and anything below it, case-insensitively', () => {
    expect(isMenuItemActive(params, '/param')).toBe(true);
    expect(isMenuItemActive(params, '/Param/form/1')).toBe(true);
    expect(isMenuItemActive(params, '/param/')).toBe(true);
  });

  it("'/' matches only itself", () => {
    expect(isMenuItemActive(devices, '/')).toBe(true);
    expect(isMenuItemActive(devices, '/config/form/2')).toBe(true);
    expect(isMenuItemActive(devices, '/user')).toBe(false);
  });

  it('does not match a sibling that shares a prefix', () => {
    expect(isMenuItemActive(liveness, '/liveness-log')).toBe(false);
    expect(isMenuItemActive(liveness, '/liveness')).toBe(true);
  });

  it('honours exceptions, and what is below them', () => {
    expect(isMenuItemActive(users, '/user/form/3')).toBe(true);
    expect(isMenuItemActive(users, '/User/Profile/')).toBe(false);
  });
});

describe("the console's menu (virtual:console-shell): today's active rules, derived", () => {
  const items = menuGroups.flatMap((g) => g.items);
  const activeAt = (path: string) => items.filter((i) => isMenuItemActive(i, path)).map((i) => i.label);

  it.each([
    ['/', ['Dispositivos']],
    ['/config/form/3', ['Dispositivos']],
    ['/param', ['Parametros']],
    ['/param/form/1', ['Parametros']],
    ['/liveness', ['Liveness']],
    ['/liveness-log', ['Liveness']],
    ['/user', ['Usuários']],
    ['/user/form/2', ['Usuários']],
    ['/user/profile', []],
    ['/prices', ['Preços']],
    ['/subject-report', ['Relatório do titular']],
    ['/nao-existe', []],
  ])('at %s: %j', (path, labels) => {
    expect(activeAt(path)).toEqual(labels);
  });

  it("'/liveness' and '/liveness-log' highlight different groups' entries", () => {
    const group = (path: string) => menuGroups.find((g) => g.items.some((i) => isMenuItemActive(i, path)))?.label;
    expect(group('/liveness')).toBe('Cadastros');
    expect(group('/liveness-log')).toBe('Relatórios');
  });
});

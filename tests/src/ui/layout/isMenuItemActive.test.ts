import { describe, expect, it } from 'vitest';
import { isMenuItemActive } from '../../../../src/ui/layout/isMenuItemActive.js';

describe('isMenuItemActive', () => {
  const params = { activeFor: ['/param'] };
  const devices = { activeFor: ['/', '/config'] };
  const users = { activeFor: ['/user'], except: ['/user/profile'] };
  const liveness = { activeFor: ['/liveness'] };

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

  it('honours exceptions', () => {
    expect(isMenuItemActive(users, '/user/form/3')).toBe(true);
    expect(isMenuItemActive(users, '/user/profile')).toBe(false);
  });
});

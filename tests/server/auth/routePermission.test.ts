import { describe, expect, it } from 'vitest';
import { derivedPermission, routeRule } from '../../../server/auth/routePermission.js';

const endpoints = [
  { key: 'person', endpoint: '/person/v1' },
  { key: 'user', endpoint: '/admin/v1/user' },
  { key: 'finger-log', endpoint: '/admin/v1/fingerprint' },
  { key: 'fingerprint', endpoint: '/admin/v2/person-fingerprint' },
  { key: 'nested', endpoint: '/person/v1/nested' },
];
const derive = (method: string, url: string) =>
  derivedPermission(method, url, endpoints, { key: 'user', endpoint: '/admin/v1/user' });

describe("derivedPermission: a descriptor CRUD route's permission from its shape", () => {
  it.each([
    ['GET', '/person/v1', 'person:read'],
    ['HEAD', '/person/v1', 'person:read'],
    ['GET', '/person/v1/:id', 'person:read'],
    ['GET', '/person/v1/export.csv', 'person:export'],
    ['HEAD', '/person/v1/export.csv', 'person:export'],
    ['POST', '/person/v1', 'person:write'],
    ['PUT', '/person/v1/:id', 'person:write'],
    ['DELETE', '/person/v1/:id', 'person:delete'],
    ['POST', '/person/v1/batch-delete', 'person:delete'],
    ['GET', '/admin/v1/fingerprint', 'finger-log:read'],
    ['GET', '/admin/v2/person-fingerprint/:id', 'fingerprint:read'],
    ['GET', '/person/v1/nested/:id', 'nested:read'],
  ])('%s %s → %s', (method, url, expected) => expect(derive(method, url)).toBe(expected));

  it.each([
    ['POST', '/person/v1/:id/reveal'],
    ['GET', '/person/v1/:id/images'],
    ['PATCH', '/person/v1/:id'],
    ['GET', '/person/v10'],
    ['GET', '/admin/v1/fingerprints'],
    ['GET', '/services/v1/pricing'],
    ['POST', '/admin/v1/files/ticket'],
  ])('%s %s: nothing derived (the route must say)', (method, url) => expect(derive(method, url)).toBeUndefined());

  it('anything else under the users endpoint needs user:write, as only user managers touched it before', () => {
    expect(derive('PATCH', '/admin/v1/user/:id/deactivate')).toBe('user:write');
    expect(derive('POST', '/admin/v1/user/:id/reset-link')).toBe('user:write');
    expect(derive('GET', '/admin/v1/user/anything/new')).toBe('user:write');
  });

  it("names the users' own key, whatever their descriptor is called", () => {
    const staff = { key: 'staff', endpoint: '/staff/v2/members' };
    expect(derivedPermission('PATCH', '/staff/v2/members/:id/block', [staff], staff)).toBe('staff:write');
    expect(derivedPermission('PATCH', '/admin/v1/user/:id/block', [staff], staff)).toBeUndefined();
  });
});

describe('routeRule: what a route requires, from its config', () => {
  it('open, session, permission or none', () => {
    expect(routeRule({ public: true })).toEqual({ kind: 'open' });
    expect(routeRule({ console: true, public: true })).toEqual({ kind: 'open' });
    expect(routeRule({ access: 'self' })).toEqual({ kind: 'session' });
    expect(routeRule({ permission: 'prices:read' })).toEqual({
      kind: 'permission',
      permission: 'prices:read',
      self: false,
    });
    expect(routeRule({ access: 'self-or-admin', permission: 'user:write' })).toEqual({
      kind: 'permission',
      permission: 'user:write',
      self: true,
    });
    expect(routeRule({ audit: true })).toEqual({ kind: 'none' });
    expect(routeRule({ access: 'self-or-admin' })).toEqual({ kind: 'none' });
    expect(routeRule(undefined)).toEqual({ kind: 'none' });
  });
});

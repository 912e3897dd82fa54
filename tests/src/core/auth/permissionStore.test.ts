import { beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS_KEY, permissionStore } from '../../../../src/core/auth/permissionStore.js';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

describe('permissionStore', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the permissions for the token they came with, and gives them to no other token', () => {
    permissionStore.set(token, ['person:read', 'param:*']);
    expect(permissionStore.get(token)).toEqual(['person:read', 'param:*']);
    expect(permissionStore.get(`${token.slice(0, -1)}X`)).toBeNull();
    permissionStore.remove();
    expect(permissionStore.get(token)).toBeNull();
  });

  it('reads nothing from a value it did not write', () => {
    for (const junk of ['{', '"x"', '{"token":1}', JSON.stringify({ token: token.slice(-24), permissions: 'all' })]) {
      localStorage.setItem(PERMISSIONS_KEY, junk);
      expect(permissionStore.get(token)).toBeNull();
    }
    localStorage.setItem(PERMISSIONS_KEY, JSON.stringify({ token: token.slice(-24), permissions: ['a:read', 3] }));
    expect(permissionStore.get(token)).toEqual(['a:read']);
  });
});

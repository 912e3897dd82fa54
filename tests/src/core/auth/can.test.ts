import { describe, expect, it } from 'vitest';
import { can } from '../../../../src/core/auth/can.js';

describe('can', () => {
  it('matches exact grants, resource wildcards and the global wildcard', () => {
    expect(can(['person:read'], 'person:read')).toBe(true);
    expect(can(['person:*'], 'person:reveal')).toBe(true);
    expect(can(['*'], 'user:delete')).toBe(true);
  });
  it('refuses what is not granted, and everything to an unknown user', () => {
    expect(can(['person:read'], 'person:reveal')).toBe(false);
    expect(can(['person:*'], 'personx:read')).toBe(false);
    expect(can(['pers*'], 'person:read')).toBe(false);
    expect(can([], 'person:read')).toBe(false);
    expect(can(undefined, 'person:read')).toBe(false);
  });
});

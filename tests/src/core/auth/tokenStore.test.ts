import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, tokenStore } from '../../../../src/core/auth/tokenStore.js';

describe('tokenStore', () => {
  it("keeps the token in localStorage under 'authToken'", () => {
    expect(TOKEN_KEY).toBe('authToken');
    expect(tokenStore.get()).toBeNull();
    tokenStore.set('abc');
    expect(localStorage.getItem('authToken')).toBe('abc');
    expect(tokenStore.get()).toBe('abc');
    tokenStore.remove();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('only logs storage failures to the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fail = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(fail);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
    expect(() => tokenStore.set('abc')).not.toThrow();
    expect(() => tokenStore.remove()).not.toThrow();
    expect(tokenStore.get()).toBeNull();
    expect(error).toHaveBeenCalledTimes(3);
  });
});

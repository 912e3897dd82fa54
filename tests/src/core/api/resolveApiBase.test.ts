import { describe, expect, it } from 'vitest';
import { resolveApiBase, type ApiConfig } from '../../../../src/core/api/resolveApiBase.js';
import shipped from '../../../../public/api-config.json';

const config: ApiConfig = {
  override: null,
  rules: [
    { hosts: ['admin.biometria.com.br'], api: 'https://api-admin.biometria.com.br' },
    { hosts: ['localhost', '127.0.0.1'], api: '' },
  ],
  fallback: 'https://api.biometria.com.br',
};

describe('resolveApiBase', () => {
  it('uses the first rule whose hosts include the host', () => {
    expect(resolveApiBase('admin.biometria.com.br', config)).toBe('https://api-admin.biometria.com.br');
    expect(resolveApiBase('127.0.0.1', config)).toBe('');
    expect(resolveApiBase('localhost', config)).toBe('');
  });

  it('matches the host case-insensitively', () => {
    expect(resolveApiBase('Admin.Biometria.com.br', config)).toBe('https://api-admin.biometria.com.br');
  });

  it('falls back for every other host', () => {
    expect(resolveApiBase('console.biometria.com.br', config)).toBe('https://api.biometria.com.br');
    expect(resolveApiBase('biometria.com.br', config)).toBe('https://api.biometria.com.br');
  });

  it('an override string wins, even the empty one (same origin)', () => {
    expect(resolveApiBase('admin.biometria.com.br', { ...config, override: '' })).toBe('');
    expect(resolveApiBase('localhost', { ...config, override: 'http://api.test' })).toBe('http://api.test');
  });

  it('a null or missing override does not', () => {
    const { override: _ignored, ...withoutOverride } = config;
    expect(resolveApiBase('x.example', withoutOverride)).toBe('https://api.biometria.com.br');
  });

  it('the first matching rule wins', () => {
    const twice: ApiConfig = {
      rules: [
        { hosts: ['a'], api: 'first' },
        { hosts: ['a'], api: 'second' },
      ],
      fallback: 'f',
    };
    expect(resolveApiBase('a', twice)).toBe('first');
  });

  it('the shipped public/api-config.json routes the admin host, localhost and the rest', () => {
    const c = shipped as ApiConfig;
    expect(c.override).toBeNull();
    expect(resolveApiBase('admin.biometria.com.br', c)).toBe('https://api-admin.biometria.com.br');
    expect(resolveApiBase('localhost', c)).toBe('');
    expect(resolveApiBase('127.0.0.1', c)).toBe('');
    expect(resolveApiBase('www.biometria.com.br', c)).toBe('https://api.biometria.com.br');
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig, requirePublicUrl } from '../../server/config.js';

describe('PUBLIC_URL', () => {
  it('is required with DATABASE_URL (production), with a pt-BR message naming it', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db:5432/console' });
    expect(() => requirePublicUrl(config)).toThrow(/PUBLIC_URL não definido.*DATABASE_URL.*nunca o cabeçalho Host/);
  });

  it('is optional for the embedded quick start', () => {
    expect(() => requirePublicUrl(loadConfig({}))).not.toThrow();
  });

  it('must be an http(s) address without parameters; the trailing slash is dropped', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db:5432/console', PUBLIC_URL: 'https://console.empresa.com.br/' });
    expect(config.publicUrl).toBe('https://console.empresa.com.br');
    expect(() => requirePublicUrl(config)).not.toThrow();
    for (const bad of ['console.empresa.com.br', 'javascript:alert(1)', 'https://x.com/?next=1', 'ftp://x.com']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL inválido/);
    }
  });
});

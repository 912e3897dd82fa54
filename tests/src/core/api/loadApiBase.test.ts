import { describe, expect, it, vi } from 'vitest';
import { loadApiBase, parseApiConfig } from '../../../../src/core/api/loadApiBase.js';

const json = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('loadApiBase', () => {
  it('reads /api-config.json and resolves the host', async () => {
    const fetchImpl = json({
      override: null,
      rules: [{ hosts: ['admin.x'], api: 'https://api-admin.x' }],
      fallback: 'https://api.x',
    });
    expect(await loadApiBase('admin.x', fetchImpl)).toBe('https://api-admin.x');
    expect(await loadApiBase('other', fetchImpl)).toBe('https://api.x');
    expect(vi.mocked(fetchImpl).mock.calls[0]?.[0]).toBe('/api-config.json');
  });

  it("the bundled server's override '' means same origin", async () => {
    expect(await loadApiBase('admin.x', json({ override: '', rules: [], fallback: '' }))).toBe('');
  });

  it('falls back to the same origin when the file is missing, broken or unreachable', async () => {
    expect(await loadApiBase('h', json({ message: 'x' }, 404))).toBe('');
    expect(await loadApiBase('h', json({ rules: 'nope' }))).toBe('');
    const broken = vi.fn(async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch;
    expect(await loadApiBase('h', broken)).toBe('');
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await loadApiBase('h', down)).toBe('');
  });
});

describe('parseApiConfig', () => {
  it('rejects wrong shapes', () => {
    expect(parseApiConfig(null)).toBeNull();
    expect(parseApiConfig({ rules: [], fallback: 1 })).toBeNull();
    expect(parseApiConfig({ override: 3, rules: [], fallback: '' })).toBeNull();
    expect(parseApiConfig({ rules: [{ hosts: 'a', api: 'b' }], fallback: '' })).toBeNull();
  });

  it('accepts a good one, with a missing override read as null', () => {
    expect(parseApiConfig({ rules: [{ hosts: ['a'], api: 'b' }], fallback: 'c' })).toEqual({
      override: null,
      rules: [{ hosts: ['a'], api: 'b' }],
      fallback: 'c',
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createEarlyRequests } from '../../../../src/core/boot/earlyRequests.js';

const ok = () => vi.fn(async () => new Response('{"data":[]}', { status: 200 })) as unknown as typeof fetch;

describe('createEarlyRequests', () => {
  it('starts one GET per address with the token and hands it to one caller with the same token', async () => {
    const fetchImpl = ok();
    const early = createEarlyRequests(fetchImpl);
    early.start('/admin/v1/param?page=1&per_page=10', 'Bearer a');
    early.start('/admin/v1/param?page=1&per_page=10', 'Bearer a');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(fetchImpl).mock.calls[0]!;
    expect(url).toBe('/admin/v1/param?page=1&per_page=10');
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer a' } });
    const taken = early.take('/admin/v1/param?page=1&per_page=10', 'Bearer a');
    expect(await (await taken!).json()).toEqual({ data: [] });
    // One answer, one caller: the next read fetches for itself.
    expect(early.take('/admin/v1/param?page=1&per_page=10', 'Bearer a')).toBeUndefined();
  });

  it('gives nothing to another address, another token or no token, and drops what it refused', () => {
    const early = createEarlyRequests(ok());
    early.start('/a', 'Bearer a');
    expect(early.take('/b', 'Bearer a')).toBeUndefined();
    expect(early.take('/a', 'Bearer b')).toBeUndefined();
    // Asked once with the wrong token: gone, not kept for a later caller.
    expect(early.take('/a', 'Bearer a')).toBeUndefined();
    early.start('/c', 'Bearer a');
    expect(early.take('/c', null)).toBeUndefined();
  });

  it('never shows an answer older than its age limit', () => {
    let now = 1000;
    const early = createEarlyRequests(ok(), 10_000, () => now);
    early.start('/a', 'Bearer a');
    now += 10_001;
    expect(early.take('/a', 'Bearer a')).toBeUndefined();
  });

  it('forgets a request that failed before anyone took it (the caller fetches again)', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const early = createEarlyRequests(fetchImpl);
    early.start('/a', 'Bearer a');
    await new Promise((r) => setTimeout(r, 0));
    expect(early.take('/a', 'Bearer a')).toBeUndefined();
  });

  it('peek shows the started request without handing it over, to the same token only', async () => {
    const early = createEarlyRequests(ok());
    early.start('/a', 'Bearer a');
    expect(early.peek('/a', 'Bearer b')).toBeUndefined();
    const peeked = early.peek('/a', 'Bearer a');
    expect(peeked).toBeDefined();
    expect(early.take('/a', 'Bearer a')).toBe(peeked);
    expect(early.peek('/a', 'Bearer a')).toBeUndefined();
  });
});

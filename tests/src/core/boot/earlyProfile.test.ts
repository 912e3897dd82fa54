import { describe, expect, it, vi } from 'vitest';
import { earlyProfile } from '../../../../src/core/boot/earlyProfile.js';
import { createEarlyRequests } from '../../../../src/core/boot/earlyRequests.js';

const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('earlyProfile', () => {
  it("reads a 200 answer's body without taking it; claim takes it", async () => {
    const early = createEarlyRequests(answering(200, { data: { id: 1, name: 'Ana' } }));
    early.start('/p', 'Bearer a');
    const profile = earlyProfile(early, '/p', 'Bearer a');
    expect(profile.body()).toBeNull();
    await profile.settled;
    expect(profile.body()).toEqual({ data: { id: 1, name: 'Ana' } });
    expect(early.peek('/p', 'Bearer a')).toBeDefined();
    profile.claim();
    expect(early.take('/p', 'Bearer a')).toBeUndefined();
  });

  it('a refused read gives no body and stays for the API client, which shows the refusal', async () => {
    const early = createEarlyRequests(answering(401, { code: 97, message: 'Usuário bloqueado' }));
    early.start('/p', 'Bearer a');
    const profile = earlyProfile(early, '/p', 'Bearer a');
    await profile.settled;
    expect(profile.body()).toBeNull();
    const response = await early.take('/p', 'Bearer a');
    expect(await response?.json()).toEqual({ code: 97, message: 'Usuário bloqueado' });
  });

  it('nothing started, another token or an unreachable server: settled at once or on failure, no body', async () => {
    const early = createEarlyRequests(
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    );
    await expect(earlyProfile(early, '/p', 'Bearer a').settled).resolves.toBeUndefined();
    early.start('/p', 'Bearer a');
    const other = earlyProfile(early, '/p', 'Bearer b');
    const failed = earlyProfile(early, '/p', 'Bearer a');
    await Promise.all([other.settled, failed.settled]);
    expect(other.body()).toBeNull();
    expect(failed.body()).toBeNull();
  });
});

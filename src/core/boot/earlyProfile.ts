import type { EarlyRequests } from './earlyRequests.js';

/** The session's profile as the early read (src/boot.ts) answered it, looked at before React renders. */
export interface EarlyProfile {
  /** The answer's JSON once it came back 200, else null: not yet, refused, unreachable or unreadable. */
  body(): unknown;
  /** Takes the answer from the store: the console started with it and will not read it again. */
  claim(): void;
  /** Settles when the read has an outcome (a body or none), at once when nothing was started. */
  settled: Promise<void>;
  /** The Authorization header it was read with: the console uses it only for that same token. */
  authorization: string;
}

/**
 * Watches the early read of the profile without taking it: reads a copy of a 200 answer as soon as
 * it arrives. src/main.tsx starts the console signed in with `body()` when it is there by the first
 * render (and claims it); otherwise the read stays for the API client, and the session's check
 * runs as before (a refused token, a forced logout, an unreachable server).
 *
 * @example
 * const profile = earlyProfile(earlyRequests, '/admin/v1/user/profile', 'Bearer abc');
 * // …later, before the first render:
 * const body = profile.body(); if (body) profile.claim();
 */
export function earlyProfile(early: EarlyRequests, url: string, authorization: string): EarlyProfile {
  let body: unknown = null;
  const settled = (early.peek(url, authorization) ?? Promise.resolve(undefined))
    .then(async (response) => {
      if (response?.ok) body = await response.clone().json();
    })
    .catch(() => undefined);
  return {
    body: () => body,
    claim: () => void early.take(url, authorization),
    settled,
    authorization,
  };
}

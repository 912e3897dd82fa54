/**
 * GET requests the page starts before React renders (src/boot.ts), handed to the first caller that
 * asks for the same address with the same token (the API client): the list's data and the
 * session's profile leave with the code that will show them, not after it. One answer serves one
 * caller; one not taken within `maxAgeMs` is dropped (it is never shown stale).
 */
export interface EarlyRequests {
  /** Starts `GET url` with `authorization` (once per address: a second start is ignored). */
  start(url: string, authorization: string): void;
  /** The started request for `url` with the same `authorization`, once; undefined otherwise. */
  take(url: string, authorization: string | null): Promise<Response> | undefined;
  /** What `take` would return, left in place (the entry looks at the profile before React). */
  peek(url: string, authorization: string | null): Promise<Response> | undefined;
}

interface Started {
  authorization: string;
  at: number;
  response: Promise<Response>;
}

/**
 * @example
 * const early = createEarlyRequests(fetch);
 * early.start('/admin/v1/user/profile', 'Bearer abc');
 * early.take('/admin/v1/user/profile', 'Bearer abc'); // the started request's promise
 * early.take('/admin/v1/user/profile', 'Bearer abc'); // undefined: taken already
 */
export function createEarlyRequests(
  fetchImpl: typeof fetch,
  maxAgeMs = 10_000,
  now: () => number = () => Date.now(),
): EarlyRequests {
  const started = new Map<string, Started>();
  const peek = (url: string, authorization: string | null) => {
    const entry = started.get(url);
    if (!entry || entry.authorization !== authorization || now() - entry.at > maxAgeMs) return undefined;
    return entry.response;
  };
  return {
    start(url, authorization) {
      if (started.has(url)) return;
      const response = fetchImpl(url, {
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: authorization },
      });
      // A network failure is the caller's to see (it fetches again): never an unhandled rejection.
      response.catch(() => started.delete(url));
      started.set(url, { authorization, at: now(), response });
    },
    take(url, authorization) {
      const response = peek(url, authorization);
      started.delete(url);
      return response;
    },
    peek,
  };
}

/** The page's one store: started by src/boot.ts, read by the API client. */
export const earlyRequests: EarlyRequests = createEarlyRequests((input, init) => fetch(input, init));

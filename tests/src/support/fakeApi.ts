import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/**
 * A fetch double: routes `METHOD /path` (query string ignored) to handlers and records every
 * call. Unrouted calls answer 404 `{ message: 'Recurso não encontrado.' }`.
 */
export function fakeApi(routes: Record<string, Handler | FakeReply>) {
  const calls: FakeCall[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = { ...(init?.headers as Record<string, string> | undefined) };
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, headers, body };
    calls.push(call);
    const path = new URL(url, 'http://console.test').pathname;
    const route = routes[`${method} ${path}`];
    const reply =
      typeof route === 'function'
        ? await route(call)
        : (route ?? { status: 404, body: { message: 'Recurso não encontrado.' } });
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

/** The signed-in home ('/') lists device configurations: an empty answer for tests about other things. */
export const HOME_LIST: Record<string, FakeReply> = {
  'GET /admin/v1/device-config': { body: { items: [], total: 0, pages: 0 } },
};

import { vi } from 'vitest';
import descriptors from 'virtual:descriptors';
import { home } from 'virtual:console-shell';
import { samePath } from '../../../src/core/console/samePath.js';
import type { ClientDescriptor } from '../../../src/core/descriptors/Descriptor.js';

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

/**
 * An empty page of `d`'s list: GET at its endpoint, in the envelope its `api.list` declares (the
 * console reads the rows, the total and the pages exactly there).
 *
 * @example emptyList(descriptors.user) // { 'GET /admin/v1/user': { body: { data: [], total: 0, last_page: 0 } } }
 */
export function emptyList(d: ClientDescriptor): Record<string, FakeReply> {
  const { items, total, pages } = d.api.list;
  return { [`GET ${d.api.endpoint}`]: { body: { [items]: [], [total]: 0, ...(pages && { [pages]: 0 }) } } };
}

/**
 * The signed-in home ('/') shows console.json's home: when that is a descriptor's list, its empty
 * page, for tests about other things (nothing when the home is a hand-written screen). Taken from
 * the descriptors and the console.json the test runs with: schemas/ in the `console` project,
 * the fixtures in `engines`.
 */
export const HOME_LIST: Record<string, FakeReply> = (() => {
  const list = Object.values(descriptors).find((d) => samePath(d.routes.list, home));
  return list ? emptyList(list) : {};
})();

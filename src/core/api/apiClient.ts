import { HttpError } from './HttpError.js';
import { isForcedLogoutCode } from './forcedLogout.js';
import * as apiMessages from './apiMessages.js';
import { createLoadingCounter, type LoadingState } from './createLoadingCounter.js';
import type { ApiMethod, Json, JsonBody, PathWith, Query } from './apiTypes.js';
import { createEarlyRequests, type EarlyRequests } from '../boot/earlyRequests.js';

export type QueryValue = string | number | boolean | null | undefined | (string | number | boolean)[];

export interface RequestOptions {
  /** Query-string parameters; null, undefined and '' are left out, arrays repeat the name. */
  query?: Record<string, QueryValue>;
  /** Message of the HttpError when the server's answer carries none. */
  fallbackMessage?: string;
  signal?: AbortSignal;
  /** false: no Authorization header (login). Default true. */
  auth?: boolean;
  /** true: not counted by the global loading flag (background refreshes). */
  silent?: boolean;
  /** 'respond-async': ask for a 202 with the job to follow instead of waiting for long work (RFC 7240 `Prefer`). */
  prefer?: 'respond-async';
}

export interface ApiClientOptions {
  /** '' = same origin; otherwise an absolute address, with or without the trailing slash. */
  baseUrl: string;
  getToken: () => string | null;
  /** Called (before the call throws) when an answer carries code 96, 97, 98 or 99. */
  onAuthError?: (error: HttpError) => void;
  fetchImpl?: typeof fetch;
  /** GETs started before the console rendered (src/boot.ts): a GET of the same address takes its answer. */
  earlyRequests?: Pick<EarlyRequests, 'take'>;
}

/**
 * The console's API calls. A call to a literal path of the API's document (`'/services/v1/pricing'`)
 * takes its types from the document: the query, the body and the answer (apiTypes.ts). Any other
 * path — the descriptor-driven engine's, known only at run time, or a path read from
 * schemas/api/endpoints.json — answers `T`: name it with the document's types
 * (`api.get<EndpointJson<'profile', 'get'>>(endpoints.paths.profile)`; docs/api-client.md).
 */
export interface ApiClient {
  readonly baseUrl: string;
  get<P extends PathWith<'get'>>(path: P, options?: TypedRequestOptions<Query<P, 'get'>>): Promise<Json<P, 'get'>>;
  get<T = unknown, P extends string = string>(path: Undocumented<P, 'get'>, options?: RequestOptions): Promise<T>;
  post<P extends PathWith<'post'>>(
    path: P,
    body: JsonBody<P, 'post'>,
    options?: TypedRequestOptions<Query<P, 'post'>>,
  ): Promise<Json<P, 'post'>>;
  post<T = unknown, P extends string = string>(
    path: Undocumented<P, 'post'>,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T>;
  put<P extends PathWith<'put'>>(
    path: P,
    body: JsonBody<P, 'put'>,
    options?: TypedRequestOptions<Query<P, 'put'>>,
  ): Promise<Json<P, 'put'>>;
  put<T = unknown, P extends string = string>(
    path: Undocumented<P, 'put'>,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T>;
  patch<P extends PathWith<'patch'>>(
    path: P,
    body: JsonBody<P, 'patch'>,
    options?: TypedRequestOptions<Query<P, 'patch'>>,
  ): Promise<Json<P, 'patch'>>;
  patch<T = unknown, P extends string = string>(
    path: Undocumented<P, 'patch'>,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T>;
  delete<P extends PathWith<'delete'>>(
    path: P,
    options?: TypedRequestOptions<Query<P, 'delete'>>,
  ): Promise<Json<P, 'delete'>>;
  delete<T = unknown, P extends string = string>(path: Undocumented<P, 'delete'>, options?: RequestOptions): Promise<T>;
  /**
   * Starts `GET path` now, for a `get` of the same address (same token) that will follow within
   * seconds: a list's next page leaves with the operator's click, not after React has drawn the
   * click. Not counted as loading, never shown by itself; a failure is the `get`'s to see.
   */
  prefetch(path: string): void;
  /** In-flight request count, for the global loading overlay. */
  readonly loading: LoadingState;
}

/**
 * A path the document does not list for `M`: a run-time one (`string`) or an undocumented literal.
 * A documented literal is refused here, so a call to it whose body or query does not match the
 * document fails instead of falling back to an untyped call.
 */
export type Undocumented<P extends string, M extends ApiMethod> = P extends PathWith<M> ? never : P;

/** The options of a call to a documented path: its query string is the operation's (none: undefined). */
export type TypedRequestOptions<Q> = Omit<RequestOptions, 'query'> & { query?: Q };

/**
 * The console's JSON client. Every call resolves with the parsed body (undefined for an empty
 * one) or throws an {@link HttpError} with a pt-BR message: the server's `message`, else the
 * caller's `fallbackMessage`, else `apiMessages.requestFailed` (spec 8).
 *
 * @example
 * const api = createApiClient({ baseUrl: '', getToken: tokenStore.get, onAuthError: forceLogout });
 * const body = await api.get('/admin/v1/device-config', { query: { page: 1, per_page: 10 } });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const counter = createLoadingCounter();
  // GETs started by `prefetch`, taken by the next `get` of the same address and token (10 s at most).
  const prefetched = createEarlyRequests(fetchImpl);

  async function request<T>(method: string, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = opts.auth === false ? null : options.getToken();
    if (token) headers.Authorization = bearer(token);
    if (opts.prefer) headers.Prefer = opts.prefer;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    if (opts.signal) init.signal = opts.signal;

    if (!opts.silent) counter.start();
    try {
      let response: Response;
      try {
        const url = buildUrl(baseUrl, path, opts.query);
        const authorization = headers.Authorization ?? null;
        const early =
          method === 'GET'
            ? (options.earlyRequests?.take(url, authorization) ?? prefetched.take(url, authorization))
            : undefined;
        response = await (early ?? fetchImpl(url, init));
      } catch (cause) {
        if (opts.signal?.aborted) throw cause;
        throw new HttpError(0, apiMessages.networkUnreachable);
      }
      const parsed = await readBody(response);
      if (response.ok) return parsed as T;
      const error = toHttpError(response.status, parsed, opts.fallbackMessage);
      if (isForcedLogoutCode(error.code)) options.onAuthError?.(error);
      throw error;
    } finally {
      if (!opts.silent) counter.end();
    }
  }

  // One implementation per method, whatever overload the caller's types picked.
  type Call = (path: string, options?: RequestOptions) => Promise<unknown>;
  type CallWithBody = (path: string, body?: unknown, options?: RequestOptions) => Promise<unknown>;
  const call =
    (method: string): Call =>
    (path, opts) =>
      request(method, path, undefined, opts);
  const callWithBody =
    (method: string): CallWithBody =>
    (path, body, opts) =>
      request(method, path, body, opts);
  return {
    baseUrl,
    get: call('GET') as ApiClient['get'],
    post: callWithBody('POST') as ApiClient['post'],
    put: callWithBody('PUT') as ApiClient['put'],
    patch: callWithBody('PATCH') as ApiClient['patch'],
    delete: call('DELETE') as ApiClient['delete'],
    prefetch(path) {
      const token = options.getToken();
      if (token) prefetched.start(buildUrl(baseUrl, path), bearer(token));
    },
    loading: { get: counter.get, subscribe: counter.subscribe },
  };
}

/** The Authorization header of a login token (the early reads of src/boot.ts send the same). */
export const bearer = (token: string) => `Bearer ${token}`;

/** `base + path + ?query`, leaving out empty query values (a trailing slash of `base` goes). */
export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === null || v === undefined || v === '') continue;
      params.append(name, String(v));
    }
  }
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

/** JSON when it parses, the raw text otherwise, undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toHttpError(status: number, body: unknown, fallbackMessage?: string): HttpError {
  const b = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const code =
    typeof b.code === 'number'
      ? b.code
      : typeof b.code === 'string' && /^\d+$/.test(b.code)
        ? Number(b.code)
        : undefined;
  const serverMessage = typeof b.message === 'string' && b.message.trim() ? b.message : undefined;
  const message =
    serverMessage ??
    (isForcedLogoutCode(code) ? apiMessages.authError : (fallbackMessage ?? apiMessages.requestFailed));
  const errors = readFieldErrors(b.errors);
  return new HttpError(status, message, code, errors);
}

/** `{ field: message }` (string values only); arrays of messages keep their first one. */
function readFieldErrors(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(value as Record<string, unknown>)) {
    const first: unknown = Array.isArray(message) ? message[0] : message;
    if (typeof first === 'string') errors[field] = first;
  }
  return Object.keys(errors).length ? errors : undefined;
}

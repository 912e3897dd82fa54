import { HttpError } from './HttpError.js';
import { isForcedLogoutCode } from './forcedLogout.js';
import * as apiMessages from './apiMessages.js';
import { createLoadingCounter, type LoadingState } from './createLoadingCounter.js';

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
}

export interface ApiClientOptions {
  /** '' = same origin; otherwise an absolute address, with or without the trailing slash. */
  baseUrl: string;
  getToken: () => string | null;
  /** Called (before the call throws) when an answer carries code 96, 97, 98 or 99. */
  onAuthError?: (error: HttpError) => void;
  fetchImpl?: typeof fetch;
}

export interface ApiClient {
  readonly baseUrl: string;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** In-flight request count, for the global loading overlay. */
  readonly loading: LoadingState;
}

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

  async function request<T>(method: string, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = opts.auth === false ? null : options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    if (opts.signal) init.signal = opts.signal;

    if (!opts.silent) counter.start();
    try {
      let response: Response;
      try {
        response = await fetchImpl(buildUrl(baseUrl, path, opts.query), init);
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

  return {
    baseUrl,
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
    loading: { get: counter.get, subscribe: counter.subscribe },
  };
}

/** `base + path + ?query`, leaving out empty query values. */
export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
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

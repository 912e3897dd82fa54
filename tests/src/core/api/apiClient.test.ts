import { describe, expect, it, vi } from 'vitest';
import { buildUrl, createApiClient } from '../../../../src/core/api/apiClient.js';
import { HttpError } from '../../../../src/core/api/HttpError.js';
import { isForcedLogoutError } from '../../../../src/core/api/forcedLogout.js';

function reply(status: number, body?: unknown) {
  return vi.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status }),
  ) as unknown as typeof fetch;
}

function headersOf(fetchImpl: typeof fetch, call = 0): Record<string, string> {
  return (vi.mocked(fetchImpl).mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

async function caught(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('a chamada deveria ter falhado');
}

describe('createApiClient', () => {
  it('adds the bearer token when one is stored, and none otherwise', async () => {
    let token: string | null = 'abc.def.ghi';
    const fetchImpl = reply(200, { data: [] });
    const api = createApiClient({ baseUrl: 'https://api.test/', getToken: () => token, fetchImpl });
    await api.get('/admin/v1/param');
    token = null;
    await api.get('/admin/v1/param');
    expect(headersOf(fetchImpl, 0).Authorization).toBe('Bearer abc.def.ghi');
    expect(headersOf(fetchImpl, 1).Authorization).toBeUndefined();
    expect(vi.mocked(fetchImpl).mock.calls[0]?.[0]).toBe('https://api.test/admin/v1/param');
  });

  it('prefetch starts a GET that the next get of the same address and token takes: one request', async () => {
    let token: string | null = 'a';
    const fetchImpl = reply(200, { data: [1] });
    const api = createApiClient({ baseUrl: 'https://api.test', getToken: () => token, fetchImpl });
    api.prefetch('/admin/v1/param?page=2&per_page=10');
    expect(vi.mocked(fetchImpl).mock.calls[0]?.[0]).toBe('https://api.test/admin/v1/param?page=2&per_page=10');
    expect(headersOf(fetchImpl, 0).Authorization).toBe('Bearer a');
    expect(api.loading.get()).toBe(0);
    expect(await api.get('/admin/v1/param?page=2&per_page=10')).toEqual({ data: [1] });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    // Taken once: the same read again is a new request; another token never gets it.
    await api.get('/admin/v1/param?page=2&per_page=10');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    api.prefetch('/admin/v1/param?page=3&per_page=10');
    token = 'b';
    await api.get('/admin/v1/param?page=3&per_page=10');
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(headersOf(fetchImpl, 3).Authorization).toBe('Bearer b');
    // Signed out: nothing is started.
    token = null;
    api.prefetch('/admin/v1/param?page=4&per_page=10');
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it("a prefetched GET's refusal is the get's to throw, with the server's message", async () => {
    const fetchImpl = reply(403, { message: 'Sem permissão para esta ação.' });
    const api = createApiClient({ baseUrl: '', getToken: () => 't', fetchImpl });
    api.prefetch('/admin/v1/user');
    expect((await caught(api.get('/admin/v1/user'))).message).toBe('Sem permissão para esta ação.');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('leaves the token out when asked (login)', async () => {
    const fetchImpl = reply(200, {});
    const api = createApiClient({ baseUrl: '', getToken: () => 'old', fetchImpl });
    await api.post('/api/v2/user/login', { email: 'a', password: 'b' }, { auth: false });
    expect(headersOf(fetchImpl).Authorization).toBeUndefined();
  });

  it('sends JSON bodies and query strings, and returns the parsed body', async () => {
    const fetchImpl = reply(201, { data: { id: 3 }, message: 'Registro salvo com sucesso!' });
    const api = createApiClient({ baseUrl: '', getToken: () => null, fetchImpl });
    const body = await api.put('/admin/v1/param/3', { t1: 2 }, { query: { page: 1, device: '', x: null } });
    expect(body).toEqual({ data: { id: 3 }, message: 'Registro salvo com sucesso!' });
    const [url, init] = vi.mocked(fetchImpl).mock.calls[0] ?? [];
    expect(url).toBe('/admin/v1/param/3?page=1');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"t1":2}');
    expect(headersOf(fetchImpl)['Content-Type']).toBe('application/json');
  });

  it('gives undefined for an empty answer', async () => {
    const api = createApiClient({ baseUrl: '', getToken: () => null, fetchImpl: reply(204) });
    expect(await api.delete('/admin/v1/param/1')).toBeUndefined();
  });

  it('throws an HttpError with the server message, code and field errors', async () => {
    const errors = { email: 'Informe seu email' };
    const api = createApiClient({
      baseUrl: '',
      getToken: () => null,
      fetchImpl: reply(400, { message: 'Verifique os campos e tente novamente.', errors }),
    });
    const error = await caught(api.post('/x', {}));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Verifique os campos e tente novamente.');
    expect(error.errors).toEqual(errors);
    expect(error.code).toBeUndefined();
  });

  it("uses the caller's fallback message, else the default one", async () => {
    const api = createApiClient({ baseUrl: '', getToken: () => null, fetchImpl: reply(500, {}) });
    expect((await caught(api.get('/x', { fallbackMessage: 'Erro ao buscar registros!' }))).message).toBe(
      'Erro ao buscar registros!',
    );
    expect((await caught(api.get('/x'))).message).toBe('Erro ao buscar informações no servidor');
    const html = vi.fn(
      async () => new Response('<html>bad gateway</html>', { status: 502 }),
    ) as unknown as typeof fetch;
    const error = await caught(createApiClient({ baseUrl: '', getToken: () => null, fetchImpl: html }).get('/x'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Erro ao buscar informações no servidor');
  });

  it.each([96, 97, 98, 99])('calls onAuthError before throwing for code %i', async (code) => {
    const onAuthError = vi.fn();
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 't',
      onAuthError,
      fetchImpl: reply(401, { code, message: 'Usuário bloqueado' }),
    });
    const error = await caught(api.get('/admin/v1/user'));
    expect(onAuthError).toHaveBeenCalledTimes(1);
    expect(onAuthError).toHaveBeenCalledWith(error);
    expect(error).toMatchObject({ status: 401, code, message: 'Usuário bloqueado' });
    expect(isForcedLogoutError(error)).toBe(true);
  });

  it("defaults a forced logout's message to 'Erro de autenticação!'", async () => {
    const api = createApiClient({ baseUrl: '', getToken: () => 't', fetchImpl: reply(401, { code: 98 }) });
    expect((await caught(api.get('/x', { fallbackMessage: 'Erro ao buscar registros!' }))).message).toBe(
      'Erro de autenticação!',
    );
  });

  it('does not call onAuthError for other errors', async () => {
    const onAuthError = vi.fn();
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 't',
      onAuthError,
      fetchImpl: reply(401, { code: 95, message: 'Email ou senha inválidos.' }),
    });
    const error = await caught(api.get('/x'));
    expect(error.code).toBe(95);
    expect(onAuthError).not.toHaveBeenCalled();
    expect(isForcedLogoutError(error)).toBe(false);
  });

  it('turns a network failure into an HttpError with status 0', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = await caught(createApiClient({ baseUrl: '', getToken: () => null, fetchImpl: down }).get('/x'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Não foi possível conectar ao servidor.');
  });

  it('counts requests in flight for the loading flag, except silent ones', async () => {
    let release: () => void = () => {};
    const slow = vi.fn(
      () => new Promise<Response>((resolve) => (release = () => resolve(new Response('{}', { status: 200 })))),
    ) as unknown as typeof fetch;
    const api = createApiClient({ baseUrl: '', getToken: () => null, fetchImpl: slow });
    const seen: number[] = [];
    const unsubscribe = api.loading.subscribe(() => seen.push(api.loading.get()));
    expect(api.loading.get()).toBe(0);
    const pending = api.get('/x');
    expect(api.loading.get()).toBe(1);
    release();
    await pending;
    expect(api.loading.get()).toBe(0);
    const silent = api.get('/x', { silent: true });
    expect(api.loading.get()).toBe(0);
    release();
    await silent;
    unsubscribe();
    expect(seen).toEqual([1, 0]);
  });

  it('turns the loading flag off after a failure too', async () => {
    const api = createApiClient({ baseUrl: '', getToken: () => null, fetchImpl: reply(500, {}) });
    await caught(api.get('/x'));
    expect(api.loading.get()).toBe(0);
  });
});

describe('buildUrl', () => {
  it('repeats arrays and keeps existing query strings', () => {
    expect(buildUrl('', '/x?a=1', { b: [1, 2], c: true })).toBe('/x?a=1&b=1&b=2&c=true');
    expect(buildUrl('http://h', 'x', {})).toBe('http://h/x');
  });
});

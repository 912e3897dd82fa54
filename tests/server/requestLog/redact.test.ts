import { describe, expect, it } from 'vitest';
import { REDACTED, redactBodyText, redactHeaders, redactUrl, redactValue } from '../../../server/requestLog/redact.js';

describe('redactValue', () => {
  it('replaces every secret key at any depth, in objects and arrays, whatever the case', () => {
    const body = {
      email: 'a@b.c',
      password: 'segredo1',
      nested: { New_Password: 'x', list: [{ confirm_password: 'y' }, { token: 'z', keep: 1 }] },
      access_token: 'eyJ',
      confirm_new_password: 'w',
    };
    expect(redactValue(body)).toEqual({
      email: 'a@b.c',
      password: REDACTED,
      nested: { New_Password: REDACTED, list: [{ confirm_password: REDACTED }, { token: REDACTED, keep: 1 }] },
      access_token: REDACTED,
      confirm_new_password: REDACTED,
    });
  });

  it('leaves the input untouched and keeps non-secret values as they are', () => {
    const body = { password: 'a', n: 1, b: false, s: null };
    expect(redactValue(body)).toEqual({ password: REDACTED, n: 1, b: false, s: null });
    expect(body.password).toBe('a');
  });

  it('replaces whatever lies deeper than 32 levels (a secret cannot hide there)', () => {
    let deep: Record<string, unknown> = { password: 'escondida' };
    for (let i = 0; i < 40; i++) deep = { d: deep };
    expect(JSON.stringify(redactValue(deep))).not.toContain('escondida');
  });
});

describe('redactHeaders', () => {
  it('hides authorization, cookie and set-cookie and joins multi-valued headers', () => {
    expect(
      redactHeaders({
        authorization: 'Bearer abc',
        Cookie: 'sid=1',
        'set-cookie': ['a=1', 'b=2'],
        accept: ['a', 'b'],
        'x-n': 3,
        gone: undefined,
      }),
    ).toEqual({
      authorization: REDACTED,
      Cookie: REDACTED,
      'set-cookie': REDACTED,
      accept: 'a, b',
      'x-n': '3',
    });
  });
});

describe('redactUrl', () => {
  it('hides ticket and token query parameters and keeps the others', () => {
    expect(redactUrl('/files/a.mp4?ticket=eyJ.x.y')).toBe(`/files/a.mp4?ticket=${REDACTED}`);
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe(`/reset-password?token=${REDACTED}&x=1`);
    expect(redactUrl('/a?method=GET&TOKEN=1')).toBe(`/a?method=GET&TOKEN=${REDACTED}`);
    expect(redactUrl('/a/b')).toBe('/a/b');
  });

  it('finds a secret name that is percent- or plus-encoded, or has no value, and leaves look-alikes alone', () => {
    expect(redactUrl('/a?%74oken=abc')).toBe(`/a?%74oken=${REDACTED}`);
    expect(redactUrl('/a?x=1&access%5Ftoken=abc')).toBe(`/a?x=1&access%5Ftoken=${REDACTED}`);
    expect(redactUrl('/a?new_password=abc&page=2')).toBe(`/a?new_password=${REDACTED}&page=2`);
    expect(redactUrl('/a?token&page=2')).toBe(`/a?token=${REDACTED}&page=2`);
    expect(redactUrl('/a?token')).toBe(`/a?token=${REDACTED}`);
    const plain = '/requests/v1/request-logs?page=1&per_page=50&path=token&body=password';
    expect(redactUrl(plain)).toBe(plain);
    expect(redactUrl('/a?tokens=1&mytoken=2&tokenless=3')).toBe(
      `/a?tokens=${REDACTED}&mytoken=${REDACTED}&tokenless=${REDACTED}`,
    );
    expect(redactUrl('/a?page=2&pageSize=10')).toBe('/a?page=2&pageSize=10');
  });

  // Issue 18: names are matched by pattern, in English and Portuguese, and fragments count too.
  it('hides any parameter naming a password, secret, token, ticket or key, in the query or the fragment', () => {
    expect(redactUrl('/a?senha=1&pwd=2&client_secret=3&api_key=4&x=5')).toBe(
      `/a?senha=${REDACTED}&pwd=${REDACTED}&client_secret=${REDACTED}&api_key=${REDACTED}&x=5`,
    );
    expect(redactUrl('/cb#access_token=abc&state=1')).toBe(`/cb#access_token=${REDACTED}&state=1`);
  });
});

describe('redactHeaders by name and by URL', () => {
  it('hides headers whose name names a secret and the secret parameters of URLs in any other header', () => {
    const stored = redactHeaders({
      'x-access-token': 'abc',
      'X-Api-Key': 'k',
      'x-client-secret': 's',
      referer: 'https://console.test/reset-password?token=abc123&x=1',
      origin: 'https://console.test',
      location: '/files/a.mp4?ticket=eyJ.a.b',
      'user-agent': 'Mozilla/5.0',
    });
    expect(stored).toEqual({
      'x-access-token': REDACTED,
      'X-Api-Key': REDACTED,
      'x-client-secret': REDACTED,
      referer: `https://console.test/reset-password?token=${REDACTED}&x=1`,
      origin: 'https://console.test',
      location: `/files/a.mp4?ticket=${REDACTED}`,
      'user-agent': 'Mozilla/5.0',
    });
  });
});

describe('redactValue by key pattern', () => {
  it('hides senha, pass, pwd, secret and key fields at any depth, and URLs with tokens inside strings', () => {
    expect(
      redactValue({
        senha: 'a',
        senhaAtual: 'b',
        pass: 'c',
        pwd: 'd',
        client_secret: 'e',
        apiKey: 'f',
        nome: 'Ana',
        link: 'https://c.test/reset-password?token=xyz',
      }),
    ).toEqual({
      senha: REDACTED,
      senhaAtual: REDACTED,
      pass: REDACTED,
      pwd: REDACTED,
      client_secret: REDACTED,
      apiKey: REDACTED,
      nome: 'Ana',
      link: `https://c.test/reset-password?token=${REDACTED}`,
    });
  });
});

describe('redactBodyText', () => {
  it('redacts JSON text and refuses form-like text naming a secret', () => {
    expect(JSON.parse(redactBodyText('{"token":"t","a":1}'))).toEqual({ token: REDACTED, a: 1 });
    expect(redactBodyText('email=a&password=b')).toBe(REDACTED);
    expect(redactBodyText('texto comum')).toBe('texto comum');
  });
});

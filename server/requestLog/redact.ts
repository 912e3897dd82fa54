/** What a secret is replaced by in stored request logs. */
export const REDACTED = '[removido]';

/**
 * A name (body key, header, query parameter) whose value never reaches storage: anything that
 * names a password, a token, a ticket, a secret or a key, in English or Portuguese, whatever the
 * case or what surrounds it (`new_password`, `senhaAtual`, `pwd`, `x-access-token`, `api_key`).
 */
const SECRET_NAME = /pass|senha|pwd|secret|token|ticket|key|authorization|cookie/i;

/**
 * JSON text naming a secret key (`"new_password":`, `"api_key" :`): the fast test before an
 * answer is parsed and redacted. The same words as SECRET_NAME.
 */
export const secretKeyInJson = new RegExp(`"[^"]{0,64}?(?:${SECRET_NAME.source})[^"]{0,64}"\\s*:`, 'i');

/** True for a body key, header name or query parameter whose value is a secret. */
function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

const MAX_DEPTH = 32;

/**
 * A URL or query string naming a secret parameter (`?token=`, `&ticket=`, `#access_token=`...),
 * percent-encoded names included: the fast test before a URL is split.
 */
export const secretInUrl = new RegExp(`[?&#;][^=&#]*(?:${SECRET_NAME.source}|%[0-9a-f]{2})[^=&#]*(?:=|&|#|$)`, 'i');

/**
 * A copy of a JSON value with every secret key's value replaced by REDACTED, at any depth.
 * Deeper than 32 levels the rest is replaced too (a hostile body cannot hide a secret there).
 *
 * @example redactValue({ email: 'a@b.c', password: 'x' }) // { email: 'a@b.c', password: '[removido]' }
 */
export function redactValue(value: unknown, depth = 0): unknown {
  // A URL carrying a token (a reset-password link) keeps its address, not its token.
  if (typeof value === 'string') return secretInUrl.test(value) ? redactUrlsIn(value) : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = isSecretName(key) ? REDACTED : redactValue(v, depth + 1);
  }
  return out;
}

/**
 * Headers as stored: secret ones (by name: authorization, cookie, `x-access-token`, `x-api-key`...)
 * replaced, URLs in any other header (Referer, Origin, Location) with their secret parameters
 * replaced, multi-valued ones joined.
 */
export function redactHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    if (isSecretName(name)) {
      out[name] = REDACTED;
      continue;
    }
    const text = Array.isArray(v) ? v.join(', ') : String(v);
    out[name] = secretInUrl.test(text) ? redactUrlsIn(text) : text;
  }
  return out;
}

/**
 * Text with a URL (or several) in it: each query string's and fragment's secret parameters
 * replaced.
 *
 * @example redactUrlsIn('https://c.test/reset-password?token=abc') // 'https://c.test/reset-password?token=[removido]'
 */
function redactUrlsIn(text: string): string {
  return text.replace(/[?#][^\s"'<>]*/g, (query) => {
    const rest = query.slice(1);
    return (
      query[0] +
      rest
        .split(/([&#;])/)
        .map((part, i) => (i % 2 ? part : redactParam(part)))
        .join('')
    );
  });
}

/** One `name=value` pair, its value replaced when its (decoded) name is a secret. */
function redactParam(pair: string): string {
  if (!pair) return pair;
  const eq = pair.indexOf('=');
  const rawKey = eq < 0 ? pair : pair.slice(0, eq);
  let key = rawKey;
  try {
    key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    /* keep it raw */
  }
  return isSecretName(key) ? `${rawKey}=${REDACTED}` : pair;
}

/**
 * A request URL as stored: secret query parameters (file tickets, reset tokens) replaced.
 *
 * @example redactUrl('/files/a.mp4?ticket=eyJ...') // '/files/a.mp4?ticket=[removido]'
 */
export function redactUrl(url: string): string {
  const q = url.search(/[?#]/);
  if (q < 0) return url;
  // Most URLs (every list page) name no secret and encode no key: kept as they are, unsplit.
  if (!/[%+]/.test(url.slice(q)) && !secretInUrl.test(url)) return url;
  return url.slice(0, q) + redactUrlsIn(url.slice(q));
}

/**
 * Body text as stored: JSON has its secrets redacted; text that is not JSON is kept only when it
 * does not look like a form carrying a secret (`password=...`), else replaced whole.
 */
export function redactBodyText(text: string): string {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(redactValue(JSON.parse(text)));
    } catch {
      /* not JSON after all */
    }
  }
  return SECRET_NAME.test(text) ? REDACTED : text;
}

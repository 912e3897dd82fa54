/** What a secret is replaced by in stored request logs. */
export const REDACTED = '[removido]';

/** Body keys whose values never reach storage, at any depth (compared case-insensitively). */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  'password',
  'new_password',
  'confirm_password',
  'confirm_new_password',
  'token',
  'access_token',
  'ticket',
]);

/** Headers whose values never reach storage. */
export const SECRET_HEADERS: ReadonlySet<string> = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization']);

const MAX_DEPTH = 32;

/** A query parameter whose plain (not percent-encoded) name is a secret key. */
const secretParamName = new RegExp(`[?&](${[...SECRET_KEYS].join('|')})(=|&|$)`, 'i');

/** A query string naming a secret parameter (`?token=`, `&ticket=`...). */
export const secretInUrl = /[?&](token|ticket|access_token|password)=/i;

/**
 * A copy of a JSON value with every secret key's value replaced by REDACTED, at any depth.
 * Deeper than 32 levels the rest is replaced too (a hostile body cannot hide a secret there).
 *
 * @example redactValue({ email: 'a@b.c', password: 'x' }) // { email: 'a@b.c', password: '[removido]' }
 */
export function redactValue(value: unknown, depth = 0): unknown {
  // A URL carrying a token (a reset-password link) keeps its address, not its token.
  if (typeof value === 'string') return secretInUrl.test(value) ? redactUrl(value) : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : redactValue(v, depth + 1);
  }
  return out;
}

/** Headers as stored: secret ones replaced, multi-valued ones joined. */
export function redactHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    out[name] = SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : Array.isArray(v) ? v.join(', ') : String(v);
  }
  return out;
}

/**
 * A request URL as stored: secret query parameters (file tickets, reset tokens) replaced.
 *
 * @example redactUrl('/files/a.mp4?ticket=eyJ...') // '/files/a.mp4?ticket=[removido]'
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  // Most URLs (every list page) name no secret and encode no key: kept as they are, unsplit.
  if (!/[%+]/.test(url.slice(q)) && !secretParamName.test(url)) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq < 0 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        /* keep it raw */
      }
      return SECRET_KEYS.has(key.toLowerCase()) ? `${rawKey}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
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
  return /(password|token|ticket)/i.test(text) ? REDACTED : text;
}

import fc from 'fast-check';

/**
 * A generated request, as fast-check shrinks and prints it. Parts that depend on the database at
 * the moment of sending (an existing row's id, a fresh reset link) are symbolic and resolved by
 * the runner just before the request goes out, so a counter-example still means something after
 * earlier requests deleted rows.
 */
export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** URL path; `{id}` is replaced by `id` when sent. */
  path: string;
  id?: IdSpec;
  query?: QueryPair[];
  body?: BodySpec;
  headers?: Record<string, string>;
  /**
   * bearer: the fuzz administrator's token; other: a valid token of another user (routes that end
   * the session they are called with); ticket: a valid file ticket in `?ticket=`; none: nothing;
   * garbage: this text as `?ticket=`, no bearer.
   */
  auth: 'bearer' | 'other' | 'ticket' | 'none' | { garbage: string };
  /** Client address (public routes: each brute-force counter sees a few, not all, of the requests). */
  ip?: string;
  /** Characters of the URL path sent percent-encoded (issue 18: an encoded path once skipped sign-in). */
  encode?: PathEncoding;
}

/**
 * Which characters of the path to percent-encode when sending: the `at`-th unreserved characters
 * (modulo their count), in upper- or lower-case hex, once or twice (`%2576`).
 */
export interface PathEncoding {
  at: number[];
  upper: boolean;
  double: boolean;
}

/** A path encoding, in about a third of the requests. */
export const pathEncodingArb: fc.Arbitrary<PathEncoding | undefined> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.record({
      at: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
      upper: fc.boolean(),
      double: fc.boolean(),
    }),
  },
);

/**
 * `path` (no query string) with some of its unreserved characters percent-encoded.
 *
 * @example encodePath('/admin/v1/user', { at: [6], upper: false, double: false }) // '/admin/%761/user'
 */
export function encodePath(path: string, encoding: PathEncoding): string {
  const positions = [...path].flatMap((c, i) => (/[A-Za-z0-9._~-]/.test(c) ? [i] : []));
  if (!positions.length) return path;
  const chosen = new Set(encoding.at.map((n) => positions[n % positions.length]!));
  return [...path]
    .map((c, i) => {
      if (!chosen.has(i)) return c;
      const hex = c.charCodeAt(0).toString(16).padStart(2, '0');
      const once = `%${encoding.upper ? hex.toUpperCase() : hex.toLowerCase()}`;
      return encoding.double ? `%25${once.slice(1)}` : once;
    })
    .join('');
}

/** An existing row of the route's table (the `pick`-th of the first ones, modulo), or this literal path text. */
export type IdSpec = { pick: number } | { text: string };

/** A JSON body (objects as JsonObject to allow `__proto__` and repeated keys), or raw bytes. */
export type BodySpec = { json: unknown; contentType?: string } | { raw: string | Buffer; contentType?: string };

/** Query parameter: a value, a repeated parameter, or text already percent-encoded (possibly malformed). */
export type QueryPair = [key: string, value: string | string[] | { raw: string }];

/**
 * A JSON object written key by key: `__proto__`, `constructor` and repeated keys reach the
 * server exactly as sent (a JS object literal would turn `__proto__` into its prototype).
 */
export class JsonObject {
  constructor(readonly entries: [string, unknown][]) {}
  [fc.toStringMethod](): string {
    return clip(
      writeJson(this, () => 0),
      600,
    );
  }
}

/** An id of an existing row of `table`, chosen when the request is sent. */
export class IdRef {
  constructor(
    readonly table: string,
    readonly pick: number,
  ) {}
  [fc.toStringMethod](): string {
    return `IdRef(${this.table}#${this.pick})`;
  }
}

/** The current `version` of the row the request names (a PUT's optimistic lock), read just before sending. */
export class CurrentVersion {
  [fc.toStringMethod](): string {
    return 'CurrentVersion';
  }
}

/** A reset-password token issued just before sending (the fuzz's own user, never the administrator). */
export class FreshResetToken {
  [fc.toStringMethod](): string {
    return 'FreshResetToken';
  }
}

/** Resolves the symbolic parts of a body value. */
export type Resolve = (ref: IdRef | FreshResetToken | CurrentVersion) => unknown;

/** JSON text of a body value; JsonObject keeps its keys as written, markers are resolved. */
export function writeJson(value: unknown, resolve: Resolve): string {
  if (value instanceof IdRef || value instanceof FreshResetToken || value instanceof CurrentVersion)
    return writeJson(resolve(value), resolve);
  if (value instanceof JsonObject)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${writeJson(v, resolve)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map((v) => writeJson(v, resolve)).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

/** Every string a body value carries (keys too): what the server may echo back. */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value instanceof JsonObject) {
    for (const [k, v] of value.entries) {
      out.push(k);
      stringsOf(v, out);
    }
  } else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  return out;
}

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate becomes its three WTF-8 bytes
 * instead of throwing: the server must cope with whatever bytes a client sends.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const pair = c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (pair) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

/** `?a=1&a=2&b=%zz` from query pairs ('' when none). */
export function queryString(pairs: QueryPair[] = []): string {
  const parts: string[] = [];
  for (const [key, value] of pairs) {
    if (typeof value === 'object' && !Array.isArray(value)) parts.push(`${percentEncode(key)}=${value.raw}`);
    else for (const v of [value].flat()) parts.push(`${percentEncode(key)}=${percentEncode(v)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** `text` cut to `max` characters, saying how long it was. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…(${text.length} caracteres)`;
}

import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { maskCpf } from '../../src/core/personal/maskCpf.js';

/**
 * Names whose values are CPFs in a stored request (JSON body keys, query parameters): the
 * descriptors' personal fields (`"personal": "cpf"`) and any name containing 'cpf' (the public
 * delete-account body, a filter parameter), whatever the case.
 */
export function personalNameTest(fields: readonly string[] = []): (name: string) => boolean {
  const named = new Set(fields.map((f) => f.toLowerCase()));
  return (name) => named.has(name.toLowerCase()) || /cpf/i.test(name);
}

/**
 * A CPF value as stored in a log: masked like the API masks it (`***.456.789-**`, anything else
 * fully), except text with no digit at all (an erasure's marker, '[removido]'), which holds none.
 */
export function maskLoggedCpf(value: string): string {
  return /\d/.test(value) ? String(maskCpf(value)) : value;
}

const FORMATTED_CPF = /(?<![\d])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\d])/g;
const BARE_ELEVEN = /(?<![\d])\d{11}(?![\d])/g;
/** Either of the two above, unanchored: text it does not match holds no CPF to mask. */
const MAYBE_CPF = /\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11}/;

/**
 * Free text with every CPF in it masked: a formatted one (`123.456.789-01`) always, eleven bare
 * digits when their check digits make a valid CPF (a phone number rarely does).
 *
 * @example maskCpfsInText('/person?doc=123.456.789-01') // '/person?doc=***.456.789-**'
 */
export function maskCpfsInText(text: string): string {
  // Most text cannot hold one (no formatted CPF, no run of eleven digits): one scan, not three
  // (a 1000-row page of the request log: ~280 → ~90 µs).
  if (!MAYBE_CPF.test(text)) return text;
  return text
    .replace(FORMATTED_CPF, (m) => String(maskCpf(m)))
    .replace(BARE_ELEVEN, (m) => (isValidCpf(m) ? String(maskCpf(m)) : m));
}

const MAX_DEPTH = 32;

/** A copy of a JSON value with CPFs masked: the values of personal names, and CPFs in any string. */
export function maskPersonalValue(value: unknown, isPersonal: (name: string) => boolean, depth = 0): unknown {
  if (typeof value === 'string') return maskCpfsInText(value);
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => maskPersonalValue(v, isPersonal, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (isPersonal(key) && (typeof v === 'string' || typeof v === 'number')) out[key] = maskLoggedCpf(String(v));
    else out[key] = maskPersonalValue(v, isPersonal, depth + 1);
  }
  return out;
}

/** One `name=value` pair with its value masked when its decoded name is personal. */
function maskParam(pair: string, isPersonal: (name: string) => boolean): string {
  const eq = pair.indexOf('=');
  if (eq < 0) return pair;
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  if (!isPersonal(decode(pair.slice(0, eq)))) return pair;
  return `${pair.slice(0, eq)}=${encodeURIComponent(maskLoggedCpf(decode(pair.slice(eq + 1))))}`;
}

/**
 * A request URL as stored: the values of personal query parameters (`?cpf=12345678901`,
 * `person_cpf`, percent-encoded names too) masked, and any CPF elsewhere in it (a path segment,
 * another parameter) masked by maskCpfsInText.
 *
 * @example maskPersonalUrl('/person/v1?cpf=12345678901&page=1', personalNameTest()) // '/person/v1?cpf=***.456.789-**&page=1' (encoded)
 */
export function maskPersonalUrl(url: string, isPersonal: (name: string) => boolean): string {
  const q = url.search(/[?#]/);
  let out = url;
  if (q >= 0 && /cpf|%|=/i.test(url.slice(q))) {
    out = url.slice(0, q) + url.slice(q).replace(/[^?#&;]+/g, (pair) => maskParam(pair, isPersonal));
  }
  return maskCpfsInText(out);
}

/** A stored body text (not parsed by Fastify): JSON masked value by value, a form's pairs and free text. */
export function maskPersonalBodyText(text: string, isPersonal: (name: string) => boolean): string {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(maskPersonalValue(JSON.parse(text), isPersonal));
    } catch {
      /* not JSON after all */
    }
  }
  if (/^[^=&\s]+=[^&]*(&[^=&\s]+=[^&]*)*$/.test(trimmed)) return maskPersonalUrl(`?${text}`, isPersonal).slice(1);
  return maskCpfsInText(text);
}

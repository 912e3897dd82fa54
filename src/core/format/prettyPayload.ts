/**
 * A logged payload (headers, request or response body, errors) as text to show: JSON (an object,
 * an array, or a string holding one) pretty-printed with 2 spaces; any other string as it is (a
 * truncated body ends with '…[truncado: N bytes]' and is no JSON); null when there is nothing
 * (null, '', {}, []), shown as 'Vazio'. Always text: the caller renders it escaped, never as HTML.
 *
 * @example prettyPayload('{"a":1}')     // '{\n  "a": 1\n}'
 * @example prettyPayload('{"a":1…[truncado: 20480 bytes]') // the same text
 * @example prettyPayload({})            // null
 */
export function prettyPayload(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (!value.trim()) return null;
    const parsed = parseJsonContainer(value);
    return parsed === undefined ? value : prettyPayload(parsed);
  }
  if (typeof value === 'object') {
    if (Array.isArray(value) ? !value.length : !Object.keys(value).length) return null;
    return JSON.stringify(value, null, 2);
  }
  return String(value);
}

/** The object or array a string holds as JSON; undefined for anything else. */
function parseJsonContainer(text: string): object | undefined {
  const t = text.trim();
  if (!/^[[{]/.test(t)) return undefined;
  try {
    const parsed: unknown = JSON.parse(t);
    return parsed && typeof parsed === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

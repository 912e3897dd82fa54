/**
 * True when a request's `Prefer` header asks for `respond-async` (RFC 7240), among other
 * preferences: the route then answers 202 with its job at once instead of waiting for it.
 *
 * @example prefersAsync('respond-async, wait=10') // true
 * @example prefersAsync(undefined) // false
 */
export const prefersAsync = (prefer: string | string[] | undefined): boolean =>
  [prefer ?? []].flat().some((p) => /(^|,)\s*respond-async\s*(,|;|$)/i.test(p));

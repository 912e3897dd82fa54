/** One byte range, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The Range header of a request for a `size`-byte representation (RFC 9110 14.2), as the file
 * route answers it: one range → that range (`a-b`, `a-`, `-n`; an end past the file is clamped, a
 * suffix longer than the file is the whole file); none, another unit, several ranges or a
 * malformed header → undefined (answer the whole file, 200); a range starting past the end →
 * 'unsatisfiable' (416).
 *
 * @example parseByteRange('bytes=100-199', 1000) // { start: 100, end: 199 }
 * @example parseByteRange('bytes=-100', 1000) // { start: 900, end: 999 }
 * @example parseByteRange('bytes=1000-', 1000) // 'unsatisfiable'
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!].map((d) => (d === '' ? undefined : Number(d)));
  if ((first !== undefined && !Number.isSafeInteger(first)) || (last !== undefined && !Number.isSafeInteger(last)))
    return undefined;
  if (first === undefined) {
    if (last === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last!), end: size - 1 };
  }
  if (last !== undefined && last < first) return undefined;
  if (first >= size) return 'unsatisfiable';
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}

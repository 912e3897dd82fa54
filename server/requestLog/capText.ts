/** Stored request and response bodies are cut to this many bytes (UTF-8). */
export const BODY_CAP_BYTES = 16 * 1024;
/**
 * The answer of a successful GET (a page of a list, a record) is cut shorter: it can be fetched
 * again, and storing 16 KiB of every list page made logging cost a third of the API's throughput.
 */
export const GET_RESPONSE_CAP_BYTES = 2 * 1024;

/**
 * The start of `text` that fits in `maxBytes` UTF-8 bytes (never cut inside a character), as a
 * string of its own: keeping it never keeps the whole `text` alive (V8 slices share their parent).
 * Only the first `maxBytes` characters are encoded, whatever the size of `text`.
 *
 * @example headWithin('ação', 4) // 'aç' ('ã' takes 2 more bytes and would not fit)
 */
export function headWithin(text: string, maxBytes: number): string {
  if (text.length * 3 <= maxBytes) return text;
  const head = Buffer.from(text.slice(0, maxBytes), 'utf8');
  if (head.length <= maxBytes && text.length <= maxBytes) return text;
  return head
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}

/** The mark that ends a cut text: how many bytes the whole had. */
export function cutMark(totalBytes: number): string {
  return `…[truncado: ${totalBytes} bytes]`;
}

/**
 * `text` cut to at most `maxBytes` UTF-8 bytes (never inside a character), the cut marked with
 * how many bytes the whole had.
 *
 * @example capText('x'.repeat(20_000), 16_384) // 'xxx…xxx…[truncado: 20000 bytes]'
 */
export function capText(text: string, maxBytes = BODY_CAP_BYTES): string {
  const head = headWithin(text, maxBytes);
  return head.length === text.length ? text : `${head}${cutMark(Buffer.byteLength(text, 'utf8'))}`;
}

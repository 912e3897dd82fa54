/** Stored request and response bodies are cut to this many bytes (UTF-8). */
export const BODY_CAP_BYTES = 16 * 1024;
/**
 * The answer of a successful GET (a page of a list, a record) is cut shorter: it can be fetched
 * again, and storing 16 KiB of every list page made logging cost a third of the API's throughput.
 */
export const GET_RESPONSE_CAP_BYTES = 2 * 1024;

/**
 * `text` cut to at most `maxBytes` UTF-8 bytes (never inside a character), the cut marked with
 * how many bytes the whole had.
 *
 * @example capText('x'.repeat(20_000), 16_384) // 'xxx…xxx…[truncado: 20000 bytes]'
 */
export function capText(text: string, maxBytes = BODY_CAP_BYTES): string {
  const size = Buffer.byteLength(text, 'utf8');
  if (size <= maxBytes) return text;
  // A character is at least one byte: the first maxBytes characters hold the cut (no need to
  // encode a 300 KB answer to keep 16 KiB of it).
  const cut = Buffer.from(text.slice(0, maxBytes), 'utf8').subarray(0, maxBytes).toString('utf8').replace(/\uFFFD$/, '');
  return `${cut}…[truncado: ${size} bytes]`;
}

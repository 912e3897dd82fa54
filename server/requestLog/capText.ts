/** Stored request and response bodies are cut to this many bytes (UTF-8). */
export const BODY_CAP_BYTES = 16 * 1024;

/**
 * `text` cut to at most `maxBytes` UTF-8 bytes (never inside a character), the cut marked with
 * how many bytes the whole had.
 *
 * @example capText('x'.repeat(20_000), 16_384) // 'xxx…xxx…[truncado: 20000 bytes]'
 */
export function capText(text: string, maxBytes = BODY_CAP_BYTES): string {
  const size = Buffer.byteLength(text, 'utf8');
  if (size <= maxBytes) return text;
  const cut = Buffer.from(text, 'utf8').subarray(0, maxBytes).toString('utf8').replace(/\uFFFD$/, '');
  return `${cut}…[truncado: ${size} bytes]`;
}

import { endpoints } from '../api/endpoints.js';

/** Length of a search text once trimmed: shorter is not sent, longer is cut (the API refuses it). */
const SEARCH_TEXT = { min: 2, max: 100 } as const;

/**
 * The API address that searches `typed` (`paths.search` of schemas/api/endpoints.json), or null
 * when it is too short to send once trimmed. A text longer than the API accepts is cut.
 *
 * @example searchUrl(' 529.982 ') // '/admin/v1/search?q=529.982'
 * @example searchUrl('a') // null
 */
export function searchUrl(typed: string): string | null {
  const q = typed.trim().slice(0, SEARCH_TEXT.max).trim();
  if (q.length < SEARCH_TEXT.min) return null;
  return `${endpoints.paths.search}?q=${encodeURIComponent(q)}`;
}

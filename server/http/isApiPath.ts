/**
 * A version segment (`/admin/v1…`) or `/api…`, read up to the query string. One regular
 * expression, no split: it runs several times on every request (hooks and the request log).
 */
const API_PATH = /^\/(?:[^/?#]+\/v\d+|api)(?:[/?#]|$)/;

/**
 * True for paths the API answers; everything else (GET) is the console's (index.html).
 * API paths all carry a version segment (spec 7: /api/v2, /admin/v1, /auth/v1, /requests/v1,
 * /client/v1, /person/v1, /services/v1) or live under /api; console routes never do.
 *
 * @example isApiPath('/client/v1/3') // true
 * @example isApiPath('/client/form/3') // false
 */
export function isApiPath(path: string): boolean {
  return API_PATH.test(path);
}

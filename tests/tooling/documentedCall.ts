/** What the matcher reads of an OpenAPI document. */
export interface OpenapiPaths {
  paths: Record<string, Record<string, { operationId?: string } | unknown>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/**
 * The operation of `document` a call reaches, by its method and its concrete path (the query
 * string left out): `listClient`, or undefined when no documented operation matches. In a path
 * template a parameter is one segment (`{id}` matches `7`, not `7/x`), except the stored files'
 * trailing `{path}`, the route's wildcard, which takes the rest (`liveness/2026/v.mp4`).
 *
 * @example documentedCall(doc)('GET', '/client/v1/7?x=1') // 'getClient'
 */
export function documentedCall(document: OpenapiPaths): (method: string, path: string) => string | undefined {
  const operations = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        pattern: templatePattern(template),
        id: (operation as { operationId?: string }).operationId ?? `${method.toUpperCase()} ${template}`,
      })),
  );
  return (method, path) => {
    const bare = path.split(/[?#]/)[0]!;
    return operations.find((o) => o.method === method.toUpperCase() && o.pattern.test(bare))?.id;
  };
}

/**
 * A path template as a regular expression over a concrete path.
 *
 * @example templatePattern('/client/v1/{id}').test('/client/v1/7') // true
 */
export function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((piece, i, pieces) => {
      if (!/^\{[^}]+\}$/.test(piece)) return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return piece === '{path}' && i === pieces.length - 2 && pieces[i + 1] === '' ? '.+' : '[^/]+';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

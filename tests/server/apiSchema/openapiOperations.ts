import type { App } from '../../../server/app.js';
import { isApiOrFilePath } from '../../../server/http/isApiOrFilePath.js';
import type { RouteEntry } from '../../../server/http/RouteEntry.js';

/** One operation of an OpenAPI document. */
export interface DocumentedOperation {
  method: string;
  path: string;
  operation: {
    operationId?: string;
    summary?: string;
    tags?: string[];
    security?: unknown[];
    responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
    requestBody?: { content?: Record<string, { schema?: unknown }> };
    parameters?: { in: string; name: string }[];
  };
}

/** What the tests read of an OpenAPI document. */
export interface OpenapiDocument {
  openapi: string;
  info: { title: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, DocumentedOperation['operation']>>;
  components: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

/** The HTTP methods an OpenAPI path item holds operations under. */
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every operation of `document`, method in capitals. */
export function operationsOf(document: OpenapiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/**
 * A Fastify URL as the document writes it: `:id` → `{id}`, the file route's wildcard → `{path}`.
 *
 * @example openapiPath('/client/v1/:id') // '/client/v1/{id}'
 */
export function openapiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace('*', '{path}');
}

/** The API's routes (the stored files' and the health probes' too): not HEAD (Fastify's copy of each GET), not the console's files. */
export function apiRoutes(app: App): RouteEntry[] {
  return app.routeList.filter((r) => r.method !== 'HEAD' && !r.console && (isApiOrFilePath(r.url) || r.probe));
}

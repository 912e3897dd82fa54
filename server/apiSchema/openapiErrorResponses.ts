import type { RouteOptions } from 'fastify';
import { apiErrorRef } from './apiErrorSchema.js';

/** The error statuses the API may answer on a route, with what each means (pt-BR, for the document). */
export const ERROR_DESCRIPTIONS = {
  400: 'Requisição inválida: a mensagem diz o quê e, num formulário, `errors` traz a mensagem de cada campo recusado.',
  401: 'Sem sessão válida, com o `code`: 99 token ausente, malformado ou forjado; 98 expirado ou sessões encerradas (saída, troca de senha); 97 usuário bloqueado; 96 usuário que não existe mais. O console sai da sessão.',
  403: 'O papel do usuário não concede esta operação (schemas/roles.json), ou a senha precisa ser trocada antes.',
  404: 'Registro ou recurso não encontrado.',
  409: 'Conflito: um valor único já usado por outro registro, ou o registro mudou desde que foi lido (`version`).',
  413: 'Corpo da requisição acima do limite (1 MiB).',
  414: 'Um trecho variável do endereço (`{id}`) passa de 100 caracteres.',
  415: 'Tipo de conteúdo não aceito: envie `Content-Type: application/json`.',
  428: 'Falta a `version` do registro lido: leia o registro e envie-a de volta ao salvar.',
  503: 'Banco de dados indisponível ou lento: tente de novo em alguns segundos (cabeçalho `Retry-After`).',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Methods whose requests Fastify reads a body for (and so may refuse as too large or of a wrong type). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What {@link defaultErrorStatuses} reads of a route. */
export type ErrorRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

/**
 * The error statuses every API route can answer whatever its handler does, from what the route
 * is: 400 on every route (a query string or body with text the database cannot store, JSON that
 * does not parse, besides the route's own schemas); 401 and 403 unless public; 404 when the URL
 * names something (`:id`, a file path); 414 when it has a path parameter (over 100 characters); 413 and 415 where a body is read; 409 and 428 on a
 * descriptor's create and update (a unique value taken, an edit over someone else's); 503 on all
 * (the database is down or too slow). 429 only where the route says so (its brute-force guard).
 *
 * @example defaultErrorStatuses({ method: 'GET', url: '/client/v1/:id', config: {} }) // [400, 401, 403, 404, 414, 503]
 */
export function defaultErrorStatuses(route: ErrorRoute): ErrorStatus[] {
  const config = route.config ?? {};
  const methods = [route.method].flat();
  const statuses: ErrorStatus[] = [400];
  if (!config.public) statuses.push(401, 403);
  if (/[:*]/.test(route.url ?? '')) statuses.push(404);
  // The router refuses a path parameter over 100 characters before any route runs.
  if ((route.url ?? '').includes(':')) statuses.push(414);
  if (config.operation === 'create' || config.operation === 'update') statuses.push(409);
  if (methods.some((m) => BODY_METHODS.has(m))) statuses.push(413, 415);
  if (config.operation === 'update') statuses.push(428);
  statuses.push(503);
  return statuses.sort((a, b) => a - b);
}

/**
 * The route's responses with the standard error statuses it does not declare itself (each the
 * API's one error body, apiErrorRef), a new object: the route's own (its 2xx, its special errors)
 * are kept as they are.
 */
export function withErrorResponses(route: ErrorRoute): Record<string, unknown> {
  const declared = ((route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {}) as Record<
    string,
    unknown
  >;
  const added = Object.fromEntries(
    defaultErrorStatuses(route)
      .filter((status) => !(status in declared))
      .map((status) => [status, { description: ERROR_DESCRIPTIONS[status], ...apiErrorRef }]),
  );
  return { ...added, ...declared };
}

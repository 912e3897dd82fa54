import type { FastifyInstance } from 'fastify';
import { TOKEN_KEY } from '../../src/core/auth/tokenStore.js';
import { DOCS_PAGE_SCRIPT, docsPageHtml, loadScalarBundle } from '../apiSchema/docsPage.js';

/**
 * The permission resource of the API's description (`api-docs:read`, schemas/roles.json): not an
 * entity. Only a role granting it (the administrator's `*`) reads the document.
 */
export const API_DOCS_RESOURCE = 'api-docs';

export interface ApiDocsRoutesOptions {
  /** Where the console signs in, on this origin (its login is at its root). */
  signIn?: string;
}

/** The reference page and its scripts are files, not API answers: public, kept out of the document and the request log. */
const PAGE_ROUTE = { schema: { hide: true }, config: { public: true, console: true } } as const;

/**
 * The API describes itself (docs/api.md), at the paths of schemas/api/endpoints.json:
 * - GET `paths.openapi`: the OpenAPI 3.1 document (`app.swagger()`, built once after ready and
 *   kept as JSON text), to a token whose role grants `api-docs:read`;
 * - GET `paths.apiDocs`: the interactive reference (Scalar), a page anyone may load: its script
 *   reads the console's token from the browser, fetches the document with it and shows it, or
 *   says why not with a link to the console's sign-in. Its script and Scalar's bundle are served
 *   under it; Scalar's bundle is asked of @scalar/fastify-api-reference the first time, and the
 *   page names it with a hash of its content (`scalar.js?v=…`), so browsers keep it.
 */
export async function apiDocsRoutes(app: FastifyInstance, { signIn = '/' }: ApiDocsRoutesOptions = {}): Promise<void> {
  const { openapi, apiDocs } = app.apiRoutes.paths;
  let document: string | undefined;
  app.get(
    openapi,
    {
      schema: {
        operationId: 'getOpenapiDocument',
        summary: 'Documento OpenAPI desta API',
        description:
          'Este documento: cada operação com os esquemas do que recebe e do que responde, exemplos dos dados de exemplo e as respostas de erro. A referência interativa o mostra.',
        tags: ['Documentação'],
        response: {
          200: {
            description: 'O documento OpenAPI 3.1.',
            type: 'object',
            additionalProperties: true,
            properties: { openapi: { type: 'string', const: '3.1.0' } },
            required: ['openapi'],
          },
        },
      },
      config: { permission: `${API_DOCS_RESOURCE}:read` },
    },
    async (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(document);
    },
  );

  let scalar: ReturnType<typeof loadScalarBundle> | undefined;
  const scalarBundle = () => {
    scalar ??= loadScalarBundle().catch((error: unknown) => {
      scalar = undefined;
      throw error;
    });
    return scalar;
  };
  const script = `${apiDocs}/reference.js`;
  const scalarUrl = `${apiDocs}/scalar.js`;

  app.get(apiDocs, PAGE_ROUTE, async (_request, reply) => {
    const { version } = await scalarBundle();
    const page = docsPageHtml({
      openapi,
      script,
      // The bundle's version in its address: a browser keeps it until Scalar changes.
      scalar: `${scalarUrl}?v=${version}`,
      signIn,
      tokenKey: TOKEN_KEY,
    });
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
  app.get(script, PAGE_ROUTE, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(DOCS_PAGE_SCRIPT),
  );
  app.get(scalarUrl, PAGE_ROUTE, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/javascript; charset=utf-8')
      .send((await scalarBundle()).code),
  );
}

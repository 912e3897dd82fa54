import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { readJsonFile } from '../descriptors/readJsonFile.js';
import { schemasDir } from '../descriptors/loadDescriptors.js';
import { withErrorResponses } from './openapiErrorResponses.js';
import { describeOperation, isDocumented, type OperationContext } from './openapiOperation.js';
import { SEED_EXAMPLES } from './openapiExamples.js';
import { openapiTags } from './openapiTags.js';
import { OPENAPI_INFO } from './openapiInfo.js';

export interface OpenapiPluginOptions {
  /**
   * The descriptors the app serves (titles, menu groups, endpoints, seed examples). Read when the
   * document is first built, after ready: the app loads them after registering this plugin.
   */
  descriptors: () => readonly Descriptor[];
}

/** The console's menu groups in their order (schemas/console.json `menuGroups`); none when it cannot be read. */
function menuGroups(): string[] {
  try {
    const config = readJsonFile(join(schemasDir(), 'console.json'), 'console.json') as { menuGroups?: unknown };
    return Array.isArray(config.menuGroups) ? config.menuGroups.filter((g) => typeof g === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The API's OpenAPI 3.1 description, gathered by @fastify/swagger from every route's declared
 * schemas as the routes are registered (register it before them). `app.swagger()` returns it,
 * built once after ready (docs/api.md):
 * - every API route gets the standard error answers it can give (openapiErrorResponses), in its
 *   own schema, so Fastify writes those answers with the API's one error body too;
 * - each operation is named, tagged by menu group and given its seed example (openapiOperation);
 * - the tags come in the console's menu order, described (openapiTags); bearer security, with
 *   `security: []` on public routes; servers relative to where the document was read.
 */
export const openapiPlugin = fp<OpenapiPluginOptions>(
  async (app, { descriptors }) => {
    // Before the route is built: the serializer of each status is compiled from these.
    app.addHook('onRoute', (route) => {
      if (isDocumented(route)) route.schema = { ...route.schema, response: withErrorResponses(route) };
    });
    let context: OperationContext | undefined;
    const contextOf = () => (context ??= { descriptors: descriptors(), examples: SEED_EXAMPLES });
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: OPENAPI_INFO,
        servers: [{ url: '/', description: 'Este servidor' }],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'O `access_token` do login, em `Authorization: Bearer <token>`.',
            },
            ticket: {
              type: 'apiKey',
              in: 'query',
              name: 'ticket',
              description: 'Tíquete de arquivo de 60 segundos (POST do tíquete), para abrir um arquivo por link.',
            },
          },
        },
        security: [{ bearer: [] }],
      },
      // Shared schemas (app.addSchema) appear as components under their own $id.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
      transform: ({ schema, url, route }) => describeOperation(route, schema, url, contextOf()),
      transformObject: (documentObject) => {
        const document = (documentObject as { openapiObject: OpenapiDocument }).openapiObject;
        const used = new Set(
          Object.values(document.paths ?? {}).flatMap((item) =>
            Object.values(item ?? {}).flatMap((operation) => (operation as { tags?: string[] }).tags ?? []),
          ),
        );
        return { ...document, tags: openapiTags(used, contextOf().descriptors, menuGroups()) };
      },
    });
  },
  { name: 'openapi' },
);

/** What transformObject reads of the document @fastify/swagger built. */
interface OpenapiDocument {
  paths?: Record<string, Record<string, unknown> | undefined>;
}

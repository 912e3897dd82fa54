import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';

/**
 * The API's OpenAPI 3.1 description, gathered by @fastify/swagger from every route's declared
 * schemas as the routes are registered (register it before them). `app.swagger()` returns it.
 */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'API do console de verificação biométrica',
          version: '1',
          description: 'API do console de administração (pt-BR). Gerada das rotas e dos descritores em schemas/.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      // Shared schemas (app.addSchema) appear as components under their own $id.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    });
  },
  { name: 'openapi' },
);

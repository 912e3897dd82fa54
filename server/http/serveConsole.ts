import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { HttpError } from '../../src/core/api/HttpError.js';
import { isApiOrFilePath } from './isApiOrFilePath.js';
import { decodedPath } from './decodedPath.js';
import { markConsolePage } from './isConsoleAnswer.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';

export interface ServeConsoleOptions {
  /** Folder of the built console (dist/); when absent or without index.html only the API answers. */
  consoleDir?: string;
  /** API base the served console calls ('' = this origin), answered at /api-config.json. */
  consoleApiBase?: string;
}

/**
 * Serves the built console beside the API: /api-config.json, the build's files, and index.html
 * for any other GET (the SPA's routes); everything else not found is a JSON 404. Register it last:
 * it sets the app's not-found handler. Needs `reply.sendFile` (@fastify/static on the app).
 */
export const serveConsole = fp<ServeConsoleOptions>(
  async (app, { consoleDir, consoleApiBase }) => {
    app.get('/api-config.json', { config: { public: true } }, async () => ({
      override: consoleApiBase ?? '',
      rules: [],
      fallback: '',
    }));

    const hasConsole = !!consoleDir && existsSync(join(consoleDir, 'index.html'));
    if (hasConsole) {
      // The console's files are public and are not API answers: said by their routes' config, which
      // every hook reads (never the URL).
      await app.register(async (consoleFiles) => {
        consoleFiles.addHook('onRoute', (route) => {
          route.config ??= {};
          Object.assign(route.config, { public: true, console: true });
        });
        await consoleFiles.register(fastifyStatic, {
          root: consoleDir,
          wildcard: false,
          index: false,
          decorateReply: false,
          // The build's api-config.json is for static hosting; this server answers its own (above).
          globIgnore: ['api-config.json'],
          // Hashed build assets never change under their name; everything else is revalidated.
          setHeaders: (reply, path) => {
            reply.header(
              'cache-control',
              path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
            );
          },
        });
      });
    }
    app.setNotFoundHandler((request, reply) => {
      // An address under the API or /files/ — however encoded or cased — is a JSON 404, never the
      // console's page; only a GET of another address gets index.html (the SPA shows its own 'Not
      // Found').
      if (request.method !== 'GET' || !hasConsole || isApiOrFilePath(decodedPath(request.url).toLowerCase())) {
        throw new HttpError(404, apiMessages.resourceNotFound);
      }
      markConsolePage(request);
      return reply.header('cache-control', 'no-cache').sendFile('index.html', consoleDir!);
    });
  },
  { name: 'serve-console' },
);

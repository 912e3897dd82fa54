import fp from 'fastify-plugin';
import type { RouteEntry } from './RouteEntry.js';

/**
 * Decorates the app with `routeList`: every route registered after it (method and URL, with its
 * config flags). Register it first, so that no route escapes it; tests and the file route walk it.
 */
export const routeListPlugin = fp(
  async (app) => {
    const routeList: RouteEntry[] = [];
    app.decorate('routeList', routeList);
    app.addHook('onRoute', (route) => {
      route.config ??= {};
      // Read when asked: a plugin's own onRoute hook may still mark the route (the console's files).
      const config = route.config as {
        public?: boolean;
        ticket?: boolean;
        console?: boolean;
        probe?: boolean;
        audit?: boolean;
      };
      for (const method of [route.method].flat()) {
        routeList.push({
          method,
          url: route.url,
          get public() {
            return !!config.public;
          },
          get ticket() {
            return !!config.ticket;
          },
          get console() {
            return !!config.console;
          },
          get probe() {
            return !!config.probe;
          },
          get audit() {
            return !!config.audit;
          },
        });
      }
    });
  },
  { name: 'route-list' },
);

/** One registered route of the app (app.routeList), with its config flags: tests and the file route walk them. */
export interface RouteEntry {
  method: string;
  url: string;
  readonly public: boolean;
  readonly ticket: boolean;
  readonly console: boolean;
  /** A health probe (/healthz, /readyz): public and never in the request log. */
  readonly probe: boolean;
  readonly audit: boolean;
}

/** What a plugin may know of the app beyond Fastify: the routes registered so far. */
export interface WithRouteList {
  routeList?: RouteEntry[];
}

/** What a descriptor's generated route does: the OpenAPI description names and tags it from this. */
export type CrudOperation = 'list' | 'get' | 'create' | 'update' | 'delete' | 'batchDelete' | 'export' | 'reveal';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The descriptor key of a generated CRUD route (crudRoutes). */
    entity?: string;
    /** What that route does. */
    operation?: CrudOperation;
  }
}

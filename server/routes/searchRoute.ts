import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { can } from '../../src/core/auth/can.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { SEARCH_GROUPS, SEARCH_LIMIT, SEARCH_QUERY_LENGTH, type SearchGroup } from '../search/searchGroups.js';
import { searchEntity, type SearchHit } from '../search/searchEntity.js';
import { searchQueryInvalid, searchSchema } from './searchSchemas.js';

export interface SearchRouteOptions {
  db: Kysely<Database>;
  descriptors: readonly Descriptor[];
  /** The grants of a role (schemas/roles.json). */
  permissionsOf: (role: string) => readonly string[];
}

/** The query parameter of the search: its value is masked in the request log (server/app.ts). */
export const SEARCH_QUERY_PARAM = 'q';

/**
 * GET `paths.search` (schemas/api/endpoints.json: /admin/v1/search)?q=… → `{ people, clients,
 * users }`: the command palette's search (Ctrl+K, issue 23 item 4). Any signed-in user may call
 * it; each group is searched and answered only when their role grants its entity's `:read`, so
 * an operator's answer has no `users`. At most SEARCH_LIMIT hits a group, CPFs masked as the
 * lists mask them (searchEntity). `q` trimmed must keep 2 to 100 characters, else a pt-BR 400.
 * The answer is not kept in the request log (it names people); the call is, with any CPF digits
 * in `q` masked.
 */
export async function searchRoute(app: FastifyInstance, { db, descriptors, permissionsOf }: SearchRouteOptions) {
  const served = SEARCH_GROUPS.flatMap((group) => {
    const d = descriptors.find((x) => x.key === group.entity);
    if (!d?.server) return [];
    const fields = [group.label, group.secondary, ...group.text, ...group.digits];
    const unknown = fields.filter((f) => !d.fields[f]);
    if (unknown.length)
      throw new Error(`Busca (server/search/searchGroups.ts): ${d.key} não tem o(s) campo(s) ${unknown.join(', ')}`);
    return [{ group, d: d as ServedDescriptor }];
  });
  const tags = [...new Set(served.flatMap(({ d }) => (d.menu ? [d.menu.group] : [])))];
  app.get<{ Querystring: { q: string } }>(
    app.apiRoutes.paths.search,
    {
      schema: searchSchema(tags.length ? tags : ['Cadastros']),
      config: {
        access: 'self',
        omitAnswer: true,
        validation: { message: searchQueryInvalid, fields: { [SEARCH_QUERY_PARAM]: searchQueryInvalid } },
      },
    },
    async (request) => {
      const q = request.query.q.trim();
      if (q.length < SEARCH_QUERY_LENGTH.min)
        throw new HttpError(400, searchQueryInvalid, undefined, { [SEARCH_QUERY_PARAM]: searchQueryInvalid });
      const grants = permissionsOf(request.user!.role);
      const allowed = served.filter(({ d }) => can(grants, `${d.key}:read`));
      const answers = await Promise.all(
        allowed.map(async ({ group, d }) => [group.name, await searchEntity(db, d, group, q, SEARCH_LIMIT)] as const),
      );
      return Object.fromEntries(answers) as Partial<Record<SearchGroup['name'], SearchHit[]>>;
    },
  );
}

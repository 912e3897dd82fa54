import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { can } from '../../src/core/auth/can.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { COUNT_CAP } from '../crud/countMatches.js';
import { readRecordId } from '../crud/recordId.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { idParams } from '../http/idParams.js';
import { countRelated, readFromValues, relatedTargets, type RelatedTarget } from '../related/countRelated.js';

export interface RelatedCountsOptions {
  db: Kysely<Database>;
  descriptors: readonly Descriptor[];
  /** The grants of a role (schemas/roles.json). */
  permissionsOf: (role: string) => readonly string[];
}

const CAP = COUNT_CAP.toLocaleString('pt-BR');

/** The route's params and answer: one `{ total, capped }` per related entity the role may read. */
const relatedSchema = (d: ServedDescriptor, related: readonly RelatedTarget[]) => ({
  operationId: 'getRelatedCounts',
  summary: `Registros ligados — ${d.form?.title ?? d.title}`,
  description: `Quantos registros de outras entidades apontam para este (os de \`related\` no descritor), contados como as listas contam (exatos até ${CAP}, depois "mais de ${CAP}"). Só as entidades que o perfil pode ler (\`<entidade>:read\`) aparecem. 404 se o registro não existe (inclusive o de uma pessoa excluída).`,
  params: idParams,
  response: {
    200: {
      type: 'object',
      description: 'As contagens, por chave de entidade.',
      properties: {
        data: {
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries(
            related.map((r) => [
              r.entity,
              {
                type: 'object',
                description: `${r.label}: a lista de ${r.target.title} filtrada por "${r.filter}".`,
                properties: {
                  total: { type: 'integer', minimum: 0, description: `Quantos, no máximo ${CAP}.` },
                  capped: { type: 'boolean', description: `true se são mais de ${CAP}.` },
                },
                required: ['total', 'capped'],
              },
            ]),
          ),
        },
      },
      required: ['data'],
    },
  },
});

/**
 * GET `entityPaths.relatedCounts` (schemas/api/endpoints.json: the people's endpoint +
 * `/{id}/related`) → `{ data: { fingerprint: { total: 3, capped: false }, … } }`: the counts the
 * form's 'Registros ligados' panel shows, one request for all. Each count is what the other
 * entity's list shows for `?<filter>=<the record's from value>` (same filter code, same capped
 * count), so the panel and the list it links to never disagree. Guarded by the entity's read
 * permission; an entity the role may not read is left out. Not served when the app has no such
 * descriptor or it declares no `related`.
 */
export async function relatedCountsRoute(
  app: FastifyInstance,
  { db, descriptors, permissionsOf }: RelatedCountsOptions,
): Promise<void> {
  const route = app.apiRoutes.of.relatedCounts;
  if (!route?.descriptor.server) return;
  const d = route.descriptor as ServedDescriptor;
  const served = descriptors.filter((t): t is ServedDescriptor => !!t.server);
  const related = relatedTargets(d, served);
  if (!related.length) return;
  app.get<{ Params: { id: string } }>(
    route.url,
    { schema: relatedSchema(d, related), config: { permission: `${d.key}:read` } },
    async (request) => {
      const id = readRecordId(request.params.id);
      if (id === undefined) throw new HttpError(404, apiMessages.recordNotFound);
      const grants = permissionsOf(request.user!.role);
      const readable = related.filter((r) => can(grants, `${r.entity}:read`));
      const values = await readFromValues(db, d, id, related);
      if (!values) throw new HttpError(404, apiMessages.recordNotFound);
      const counts = await Promise.all(
        readable.map(async (r) => [r.entity, await countRelated(db, r, values[r.from])] as const),
      );
      return {
        data: Object.fromEntries(counts.map(([entity, c]) => [entity, { total: c.total, capped: c.capped }])),
      };
    },
  );
}

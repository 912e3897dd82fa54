import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { recordAccess } from '../access/recordAccess.js';
import { maskCpf } from '../../src/core/personal/maskCpf.js';
import type { GalleryGroup } from '../../src/core/fingerprint/readFingerprintGallery.js';

const idParam = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } },
  required: ['id'],
} as const;

/**
 * GET `entityPaths.fingerprintGallery` (schemas/api/endpoints.json: the fingerprints' endpoint +
 * `/{id}/images`) → `{ data: { id, finger, person_cpf, person_name, created_at, groups:
 * GalleryGroup[] } }`: the gallery of one fingerprint registration (spec 2.11), images grouped
 * three at a time by capture. Guarded by its entity's read permission; opening it is recorded in
 * the access log under that entity. Not served when the app has no such descriptor.
 */
export async function fingerprintGalleryRoute(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const route = app.apiRoutes.of.fingerprintGallery;
  if (!route) return;
  const entity = route.descriptor.key;
  app.get<{ Params: { id: string } }>(
    route.url,
    { schema: { params: idParam }, config: { permission: `${entity}:read` } },
    async (request) => {
      const id = Number(request.params.id);
      const fp = await db
        .selectFrom('fingerprints')
        .innerJoin('people', 'people.id', 'fingerprints.person_id')
        .select([
          'fingerprints.id',
          'fingerprints.finger',
          'fingerprints.created_at',
          'people.cpf as person_cpf',
          'people.name as person_name',
        ])
        .where('fingerprints.id', '=', id)
        .executeTakeFirst();
      if (!fp) throw new HttpError(404, apiMessages.recordNotFound);
      const images = await db
        .selectFrom('fingerprint_images')
        .select(['group_index', 'kind', 'path', 'score'])
        .where('fingerprint_id', '=', id)
        .orderBy('position')
        .execute();
      const groups = new Map<number, GalleryGroup>();
      for (const image of images) {
        const g = groups.get(image.group_index) ?? {
          group: image.group_index,
          score: null,
          original: null,
          processed: null,
          mask: null,
        };
        g[image.kind] = image.path;
        if (image.kind === 'original') g.score = image.score;
        groups.set(image.group_index, g);
      }
      await recordAccess(db, request.user?.id, 'gallery.view', entity, String(id));
      return { data: { ...fp, person_cpf: maskCpf(fp.person_cpf), groups: [...groups.values()] } };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { recordAccess } from '../access/recordAccess.js';
import { maskCpf } from '../../src/core/personal/maskCpf.js';
import type { GalleryGroup } from '../../src/core/fingerprint/readFingerprintGallery.js';
import { idParams } from '../http/idParams.js';
import { readRecordId } from '../crud/recordId.js';

const path = (what: string) => ({
  type: ['string', 'null'],
  description: `${what}: caminho relativo do arquivo armazenado (abra-o por /files/…); null se falta.`,
});

const gallerySchema = {
  operationId: 'getFingerprintGallery',
  summary: 'Imagens de um cadastro de digital',
  description:
    'O cadastro de uma digital (dedo, pessoa, data) e as suas capturas, agrupadas de três em três: a imagem original (JPEG) com a sua nota, a processada (TIFF) e a máscara (TIFF). A abertura fica no registro de acessos.',
  params: idParams,
  response: {
    200: {
      type: 'object',
      description: 'O cadastro e as suas capturas.',
      properties: {
        data: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            finger: { type: 'string', description: 'Dedo, por exemplo "Polegar direito".' },
            person_cpf: { type: 'string', description: 'CPF da pessoa, mascarado.', examples: ['***.982.247-**'] },
            person_name: { type: ['string', 'null'], description: 'Nome da pessoa (null: não informado).' },
            created_at: { type: 'string', format: 'date-time' },
            groups: {
              type: 'array',
              description: 'As capturas, na ordem em que foram feitas.',
              items: {
                type: 'object',
                properties: {
                  group: { type: 'integer', description: 'Número da captura, a partir de 0.' },
                  score: { type: ['number', 'null'], description: 'Nota da imagem original.' },
                  original: path('Imagem original (JPEG)'),
                  processed: path('Imagem processada (TIFF)'),
                  mask: path('Máscara (TIFF)'),
                },
                required: ['group', 'score', 'original', 'processed', 'mask'],
              },
            },
          },
          required: ['id', 'finger', 'person_cpf', 'person_name', 'created_at', 'groups'],
        },
      },
      required: ['data'],
    },
  },
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
    { schema: gallerySchema, config: { permission: `${entity}:read` } },
    async (request) => {
      // An id past the column's range is a record that does not exist.
      const id = readRecordId(request.params.id);
      if (id === undefined) throw new HttpError(404, apiMessages.recordNotFound);
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

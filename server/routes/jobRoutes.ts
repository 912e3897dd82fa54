import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { apiErrorRef } from '../apiSchema/apiErrorSchema.js';
import type { JobQueue } from '../jobs/JobQueue.js';
import { jobSchema } from './jobSchema.js';

export interface JobRoutesOptions {
  jobs: JobQueue;
}

/**
 * GET `paths.jobs`/{id} (schemas/api/endpoints.json, /admin/v1/jobs/{id}): a background job the
 * signed-in user started — its state, its progress and, once done, its result or its pt-BR error.
 * Another user's job, an unknown or an expired one are all 404, so a job's id tells nothing to
 * anyone else. The console polls it to show a generation's progress, also after leaving the
 * screen and coming back.
 */
export async function jobRoutes(app: FastifyInstance, { jobs }: JobRoutesOptions): Promise<void> {
  app.get<{ Params: { id: string } }>(
    `${app.apiRoutes.paths.jobs}/:id`,
    {
      schema: {
        operationId: 'getJob',
        summary: 'Acompanhar uma tarefa',
        description:
          'Estado, progresso e, ao fim, o resultado (ou o erro) de uma tarefa que o próprio usuário iniciou. Tarefas de outros usuários, desconhecidas ou expiradas (um dia depois de terminar) respondem 404.',
        tags: ['Tarefas'],
        params: {
          type: 'object',
          properties: { id: { type: 'string', maxLength: 64, description: 'Identificador da tarefa.' } },
          required: ['id'],
        },
        response: {
          200: { type: 'object', properties: { data: jobSchema }, required: ['data'] },
          404: { ...apiErrorRef, description: 'Tarefa não encontrada (ou de outro usuário, ou expirada).' },
        },
      },
      config: { access: 'self' },
    },
    async (request) => {
      const job = /^[0-9a-f-]{36}$/.test(request.params.id) ? await jobs.get(request.params.id) : null;
      if (!job || job.userId !== request.user!.id) throw new HttpError(404, apiMessages.jobNotFound);
      return { data: job };
    },
  );
}

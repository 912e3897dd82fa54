import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { MAX_INT4 } from '../crud/recordId.js';
import { recordSchema } from '../apiSchema/recordSchema.js';
import { apiErrorRef, successMessageSchema } from '../apiSchema/apiErrorSchema.js';
import type { JobQueue } from '../jobs/JobQueue.js';
import { storedLivenessVideo } from '../jobs/livenessFilesJob.js';
import { jobSchema } from './jobSchema.js';
import { prefersAsync } from '../http/prefersAsync.js';

export interface LivenessFilesRouteOptions {
  db: Kysely<Database>;
  storage: string;
  jobs: JobQueue;
}

/**
 * How long a plain call waits for its job before answering 202 with the job to follow (under the
 * server's 30 s request timeout).
 */
const SYNC_WAIT_MS = 25_000;

/** The generation's body (the list's row: only its id is read) and answers. */
const livenessFilesSchema = (d: ServedDescriptor) => ({
  operationId: 'generateLivenessFiles',
  summary: `Gerar os arquivos de sinal — ${d.title}`,
  description:
    'Do vídeo armazenado do registro, calcula o sinal de cor (csv), o sinal filtrado (filtred) e o espectro (fft), grava-os ao lado do vídeo, liga-os ao registro e define o BPM pelo pico do espectro. O corpo pode ser a linha da lista inteira: só o `id` é lido. Decodificar o vídeo do rosto fica no registro de acessos.\n\nO trabalho roda como tarefa (na fila do Redis com REDIS_URL, senão no processo). Com `Prefer: respond-async` a resposta é 202 na hora, com a tarefa a acompanhar em `Location` (GET da tarefa: progresso em % dos quadros decodificados e, ao fim, o resultado). Sem ele a chamada espera a tarefa até 25 s e responde como ela terminou (200 ou o erro), ou 202 se ainda não terminou.',
  headers: {
    type: 'object',
    properties: {
      prefer: { type: 'string', description: '`respond-async`: responder 202 na hora, sem esperar a tarefa.' },
    },
  },
  body: {
    type: 'object',
    properties: { id: { type: 'integer', minimum: 1, maximum: MAX_INT4, description: 'O registro de log.' } },
    required: ['id'],
  },
  response: {
    200: {
      type: 'object',
      description: 'O registro como a lista o mostra, já com os arquivos e o BPM.',
      properties: {
        data: recordSchema(d, 'list'),
        message: successMessageSchema,
      },
      required: ['data', 'message'],
    },
    202: {
      type: 'object',
      description: 'A tarefa foi aceita (e `Location` diz onde acompanhá-la).',
      properties: { job: jobSchema, message: successMessageSchema },
      required: ['job', 'message'],
    },
    400: {
      ...apiErrorRef,
      description: 'O registro não tem vídeo, ou o caminho do vídeo não é de um arquivo armazenado.',
    },
    404: { ...apiErrorRef, description: 'O registro não existe, ou o seu vídeo não está no armazenamento.' },
    422: { ...apiErrorRef, description: 'O vídeo não pôde ser lido ou não tem sinal de pulso.' },
    500: { ...apiErrorRef, description: 'O vídeo armazenado está corrompido ou foi adulterado.' },
    503: {
      ...apiErrorRef,
      description: 'A fila de tarefas está cheia, o ffmpeg não está instalado ou o armazenamento está fora.',
    },
  },
});

/** Any refusal of the body: the log row's id is what is missing. */
const validation = { message: apiMessages.livenessIdRequired, fields: { id: apiMessages.livenessIdRequired } };

/**
 * POST `entityPaths.livenessFiles` (schemas/api/endpoints.json: the liveness logs' endpoint +
 * `/gerar-arquivos`, /admin/v1/liveness/gerar-arquivos), body: the log row (only its id is
 * trusted): checks the row and its stored video, then queues the `liveness-files` job
 * (livenessFilesJob) with the user and the request's id. With `Prefer: respond-async` answers 202
 * at once with the job and its `Location` (GET `paths.jobs`/{id}); otherwise waits for it up to
 * 25 s and answers as it ended: `{ data: row, message }` or its error. Guarded by its entity's
 * write permission; not served when the app does not serve that entity.
 */
export async function livenessFilesRoute(
  app: FastifyInstance,
  { db, storage, jobs }: LivenessFilesRouteOptions,
): Promise<void> {
  const route = app.apiRoutes.of.livenessFiles;
  if (!route?.descriptor.server) return;
  const d = route.descriptor as ServedDescriptor;
  const config = { permission: `${d.key}:write`, validation };
  app.post<{ Body: { id: number } }>(route.url, { schema: livenessFilesSchema(d), config }, async (request, reply) => {
    const { id } = request.body;
    await storedLivenessVideo(db, storage, id);
    const job = await jobs.enqueue({
      kind: 'liveness-files',
      userId: request.user!.id,
      requestId: request.id,
      input: { id },
    });
    const accepted = (view: typeof job) =>
      reply
        .status(202)
        .header('location', `${app.apiRoutes.paths.jobs}/${view.id}`)
        .send({ job: view, message: apiMessages.filesGenerationQueued });
    if (prefersAsync(request.headers.prefer)) {
      reply.header('preference-applied', 'respond-async');
      return accepted(job);
    }
    const ended = await jobs.waitFor(job.id, SYNC_WAIT_MS);
    if (ended?.state === 'completed') return ended.result;
    if (ended?.state === 'failed')
      throw new HttpError(ended.errorStatus ?? 500, ended.error ?? apiMessages.internalError);
    return accepted(ended ?? job);
  });
}

/** A background job as the API answers it (server/jobs/JobQueue.ts, JobView; its owner's id is not shown). */
export const jobSchema = {
  type: 'object',
  description: 'Uma tarefa em segundo plano.',
  properties: {
    id: { type: 'string', description: 'Identificador da tarefa (UUID).' },
    kind: {
      type: 'string',
      enum: ['liveness-files', 'export'],
      description: 'O trabalho: `liveness-files`, a geração dos arquivos de sinal; `export`, uma exportação grande.',
    },
    state: {
      type: 'string',
      enum: ['waiting', 'active', 'completed', 'failed'],
      description: 'Na fila, rodando, concluída ou com falha.',
    },
    progress: {
      type: 'integer',
      minimum: 0,
      maximum: 100,
      description: 'Percentual feito (quadros decodificados, linhas escritas).',
    },
    result: {
      description:
        'A resposta do trabalho, quando concluída: a da chamada direta (`{ data, message }`) na geração de arquivos; `{ file, download, message }` numa exportação.',
    },
    error: { type: 'string', description: 'Por que falhou (pt-BR).' },
    errorStatus: { type: 'integer', description: 'O status HTTP que a mesma falha teria numa chamada direta.' },
  },
  required: ['id', 'kind', 'state', 'progress'],
} as const;

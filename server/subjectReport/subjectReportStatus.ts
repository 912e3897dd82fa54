/** The columns of a subject_reports row that its status answer shows. */
export interface ReportStatusRow {
  id: number;
  status: string;
  progress: number;
  message: string | null;
  cpf_masked: string;
  size_bytes: number | null;
  created_at: Date;
  expires_at: Date;
}

/** The response schema of a report's status (subjectReportStatus): also what makes it fast to serialise. */
export const subjectReportStatusSchema = {
  type: 'object',
  description: 'Um relatório do titular e o andamento da sua geração.',
  properties: {
    id: { type: 'integer', description: 'Número do relatório.' },
    status: {
      type: 'string',
      enum: ['running', 'ready', 'failed'],
      description: 'running: em geração; ready: pronto para download; failed: falhou (veja `message`).',
    },
    progress: { type: 'integer', minimum: 0, maximum: 100, description: 'Andamento, de 0 a 100.' },
    message: {
      type: ['string', 'null'],
      description: 'Por que falhou, ou o que contém (por exemplo: nada é guardado sobre este CPF).',
    },
    cpf: { type: 'string', description: 'CPF do titular, mascarado.', examples: ['***.982.247-**'] },
    size_bytes: { type: ['integer', 'null'], description: 'Tamanho do zip em bytes, quando pronto.' },
    created_at: { type: 'string', format: 'date-time' },
    expires_at: {
      type: 'string',
      format: 'date-time',
      description: 'Depois disto o relatório e o seu zip são apagados (24 horas após o pedido).',
    },
  },
  required: ['id', 'status', 'progress', 'message', 'cpf', 'size_bytes', 'created_at', 'expires_at'],
} as const;

/**
 * A subject report's status as the API answers it: the CPF masked, the size a number, the dates
 * in ISO 8601.
 *
 * @example
 * subjectReportStatus(row); // { id: 7, status: 'ready', progress: 100, message: null, cpf: '***.456.789-**', … }
 */
export function subjectReportStatus(row: ReportStatusRow) {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    message: row.message,
    cpf: row.cpf_masked,
    size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  };
}

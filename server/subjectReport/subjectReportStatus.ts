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
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: ['running', 'ready', 'failed'] },
    progress: { type: 'integer' },
    message: { type: ['string', 'null'] },
    cpf: { type: 'string' },
    size_bytes: { type: ['integer', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
    expires_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'status', 'progress', 'created_at', 'expires_at'],
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

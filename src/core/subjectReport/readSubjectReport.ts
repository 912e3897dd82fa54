/** A data subject's report as the API describes it (GET /admin/v1/subject-reports/:id). */
export interface SubjectReport {
  id: number;
  status: 'running' | 'ready' | 'failed';
  /** 0..100: rows and files done over their total. */
  progress: number;
  message: string | null;
  /** The CPF masked: '***.982.247-**'. */
  cpf: string;
  sizeBytes: number | null;
  createdAt: string;
  expiresAt: string;
}

const STATUSES = new Set(['running', 'ready', 'failed']);

/**
 * Reads the API's answer into a SubjectReport, or null when it is not one.
 *
 * @example readSubjectReport({ id: 1, status: 'ready', progress: 100, cpf: '***.982.247-**', created_at: 'a', expires_at: 'b' })?.status // 'ready'
 */
export function readSubjectReport(body: unknown): SubjectReport | null {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof b.id !== 'number' || typeof b.status !== 'string' || !STATUSES.has(b.status)) return null;
  const progress = typeof b.progress === 'number' ? Math.max(0, Math.min(100, Math.round(b.progress))) : 0;
  return {
    id: b.id,
    status: b.status as SubjectReport['status'],
    progress,
    message: typeof b.message === 'string' ? b.message : null,
    cpf: typeof b.cpf === 'string' ? b.cpf : '',
    sizeBytes: typeof b.size_bytes === 'number' ? b.size_bytes : null,
    createdAt: typeof b.created_at === 'string' ? b.created_at : '',
    expiresAt: typeof b.expires_at === 'string' ? b.expires_at : '',
  };
}

/**
 * A size for people: '840 KB', '12,5 MB'.
 *
 * @example formatSize(13_107_200) // '12,5 MB'
 */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: value < 10 ? 1 : 0 })} ${units[unit]}`;
}

/**
 * One kind of request the API receives. Placeholders filled per row: {id} a record id,
 * {page} a page number, {cpf} a masked CPF (bodies are logged with the CPF masked, LGPD),
 * {device} a device model, {bpm} a pulse.
 */
export interface RequestSample {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  body?: string;
  status: number;
  response: string;
  /** Who calls it: a back-office user (console), a partner (SDK/API), or nobody (public). */
  caller: 'user' | 'client' | null;
  /** Typical duration in ms. */
  ms: number;
  /** Relative frequency. */
  weight: number;
}

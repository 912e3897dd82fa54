/** One of the fixed reasons to reveal a personal field or export full CPFs. */
export interface RevealReason {
  value: string;
  label: string;
}

/** The reasons an operator picks from (issue 19); 'outro' asks for the reason in writing. */
export const REVEAL_REASONS: readonly RevealReason[] = [
  { value: 'atendimento ao titular', label: 'Atendimento ao titular' },
  { value: 'investigação de fraude', label: 'Investigação de fraude' },
  { value: 'auditoria', label: 'Auditoria' },
  { value: 'outro', label: 'Outro (descreva)' },
];

/** The 'outro' reason: its text follows this prefix (`outro: conferência com o cartório`). */
const OTHER_PREFIX = 'outro:';
const OTHER_MIN = 5;
export const OTHER_MAX = 200;

export const REASON_REQUIRED = 'Informe o motivo para revelar o dado.';
export const REASON_INVALID =
  'Motivo inválido: escolha atendimento ao titular, investigação de fraude, auditoria ou outro (com o motivo por escrito).';
export const OTHER_LENGTH = `Descreva o motivo com ${OTHER_MIN} a ${OTHER_MAX} caracteres.`;

/** The reason as sent: a listed value, or 'outro: ' followed by the operator's text. */
export function revealReason(choice: string, other = ''): string {
  return choice === 'outro' ? `${OTHER_PREFIX} ${other.trim()}` : choice;
}

/**
 * Reads a reveal (or full-CPF export) reason: one of REVEAL_REASONS (any case, spaces trimmed)
 * or `outro: <text>` with 5 to 200 characters of text. Answers the reason as recorded in the
 * access log, or the pt-BR message of what is wrong.
 *
 * @example readRevealReason('Auditoria') // { reason: 'auditoria' }
 * @example readRevealReason('outro: pedido do titular por telefone') // { reason: 'outro: pedido do titular por telefone' }
 * @example readRevealReason('outro: x') // { error: 'Descreva o motivo com 5 a 200 caracteres.' }
 */
export function readRevealReason(
  raw: unknown,
): { reason: string; error?: undefined } | { reason?: undefined; error: string } {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { error: REASON_REQUIRED };
  if (typeof raw !== 'string') return { error: REASON_INVALID };
  const text = raw.trim().replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  const listed = REVEAL_REASONS.find((r) => r.value !== 'outro' && r.value === lower);
  if (listed) return { reason: listed.value };
  if (lower === 'outro' || lower.startsWith(OTHER_PREFIX)) {
    const other = text.slice(lower === 'outro' ? 5 : OTHER_PREFIX.length).trim();
    // Control characters never reach the access log.
    if (other.length < OTHER_MIN || other.length > OTHER_MAX || /[\u0000-\u001f\u007f]/.test(other))
      return { error: OTHER_LENGTH };
    return { reason: `${OTHER_PREFIX} ${other}` };
  }
  return { error: REASON_INVALID };
}

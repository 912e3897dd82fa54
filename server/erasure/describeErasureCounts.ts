/** pt-BR names of what an erasure removed or scrubbed, per table: [singular, plural]. */
const LABELS: Record<string, readonly [string, string]> = {
  people: ['pessoa', 'pessoas'],
  fingerprints: ['digital', 'digitais'],
  fingerprint_images: ['imagem de digital', 'imagens de digital'],
  liveness_proofs: ['prova de vida', 'provas de vida'],
  liveness_logs: ['log de liveness anonimizado', 'logs de liveness anonimizados'],
  finger_logs: ['log de finger anonimizado', 'logs de finger anonimizados'],
  request_logs: ['log de requisição limpo', 'logs de requisição limpos'],
  request_log_paths: ['endpoint limpo', 'endpoints limpos'],
  access_logs: ['registro de acesso limpo', 'registros de acesso limpos'],
  list_views: ['visão salva limpa', 'visões salvas limpas'],
};

/** pt-BR names of an erasure's channel. */
export const ERASURE_CHANNEL_LABELS: Record<string, string> = {
  console: 'Console',
  batch: 'Console (em lote)',
  public: 'Tela pública',
};

/**
 * One pt-BR line for an erasure receipt's counts, in the order erasure works, leaving out what is
 * zero; unknown tables keep their name.
 *
 * @example describeErasureCounts({ people: 1, fingerprints: 2, request_logs: 0 }) // '1 pessoa · 2 digitais'
 */
export function describeErasureCounts(counts: Record<string, number>): string {
  const known = Object.keys(LABELS).filter((table) => table in counts);
  const other = Object.keys(counts)
    .filter((table) => !(table in LABELS))
    .sort();
  return [...known, ...other]
    .filter((table) => Number(counts[table]) > 0)
    .map((table) => {
      const n = Number(counts[table]);
      const [one, many] = LABELS[table] ?? [table, table];
      return `${n} ${n === 1 ? one : many}`;
    })
    .join(' · ');
}

/**
 * The limits of saved views, the same for the API and the console (which disables 'Salvar visão'
 * at the count limit and counts the name's characters): past them the API answers a pt-BR 400.
 */
export const LIST_VIEW_LIMITS = {
  /** Views one user may keep per list (shared ones included). */
  viewsPerList: 50,
  /** Characters of a view's name, once trimmed. */
  nameLength: 80,
  /** Bytes of a view's state as JSON (UTF-8): a few hundred filters' worth. */
  stateBytes: 8 * 1024,
} as const;

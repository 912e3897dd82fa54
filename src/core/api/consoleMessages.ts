/**
 * The console's own words (pt-BR): what a screen says when a call fails and the answer carries no
 * message of its own (spec 8, DECISIONS.md 2), and the questions it asks before a destructive
 * action. What the API sends lives in apiMessages.ts beside this file; a text is spelled in one of
 * the two and nowhere else (tests/src/core/api/apiMessagesSpelledOnce.test.ts).
 *
 * Keys are stable: callers and tests name a message by its key, never by its text.
 *
 * @example api.get(url, { fallbackMessage: consoleMessages.fetchRecordsFailed })
 * @example showError(error, consoleMessages.deleteRecordFailed)
 */
export const consoleMessages = {
  // A failed call without a message of its own (spec 8).
  /** A list's rows. */
  fetchRecordsFailed: 'Erro ao buscar registros!',
  /** The record a form edits. */
  fetchRecordFailed: 'Erro ao buscar registro!',
  /** A screen's data that is not a list nor a form's record (profile, price list, request counts). */
  fetchDataFailed: 'Erro ao buscar dados',
  /** What a detail modal shows (a request log, a fingerprint's captures). */
  fetchDetailsFailed: 'Erro ao buscar detalhes',
  saveRecordFailed: 'Erro ao salvar registro!',
  deleteRecordFailed: 'Erro ao excluir registro!',
  /** A batch delete of the selected rows. */
  deleteRecordsFailed: 'Erro ao excluir registros',
  deactivateUserFailed: 'Erro ao desativar usuário',
  activateUserFailed: 'Erro ao ativar usuário',
  /** A liveness log's file generation ('gerar-arquivos'). */
  generateFilesFailed: 'Erro ao gerar arquivos',
  exportFailed: 'Erro ao exportar registros!',
  /** No ticket could be had for a log's file. */
  openFileFailed: 'Erro ao abrir o arquivo!',
  /** DECISIONS.md 2 (the spec's 'Erro ao excluir registro' was a copy-paste defect). */
  loginFailed: 'Erro ao realizar login!',
  /** The public 'Excluir cadastro' screen. */
  deleteAccountFailed: 'Erro ao tentar deletar cadastro!',
  /** The public 'Redefinir senha' screen (DECISIONS.md 2). */
  resetPasswordFailed: 'Erro ao redefinir senha!',
  /** An administrator's 'Enviar link de redefinição' (DECISIONS.md 3). */
  resetLinkFailed: 'Erro ao gerar link de redefinição!',
  /** A reset-link answer (200) without its link. */
  resetLinkMissing: 'Resposta sem link.',
  /** A file-ticket answer (200) without its ticket. */
  fileTicketMissing: 'Resposta sem ticket de arquivo.',
  /** Shown after signing out of this browser when the server did not confirm the end of the session. */
  logoutUnconfirmed:
    'Você saiu deste navegador, mas o servidor não confirmou o encerramento da sessão. Se usou um computador compartilhado, entre de novo e saia outra vez.',

  // Confirmations (spec 8), answered with 'Cancelar' or 'Confirmar'.
  confirmDelete: 'Tem certeza que deseja excluir este registro?',
  /** @example consoleMessages.confirmDeleteMany(3) // 'Tem certeza que deseja excluir 3 registro(s)?' */
  confirmDeleteMany: (count: number) => `Tem certeza que deseja excluir ${count} registro(s)?`,
} as const;

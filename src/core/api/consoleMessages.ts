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
 *
 * Imported whole as a namespace (`import * as consoleMessages from '.../consoleMessages.js'`): each
 * message is an export of its own, so a chunk keeps only the ones it uses.
 */
// A failed call without a message of its own (spec 8).
/** A list's rows. */
export const fetchRecordsFailed = 'Erro ao buscar registros!';
/** The record a form edits. */
export const fetchRecordFailed = 'Erro ao buscar registro!';
/** A screen's data that is not a list nor a form's record (profile, price list, request counts). */
export const fetchDataFailed = 'Erro ao buscar dados';
/** What a detail modal shows (a request log, a fingerprint's captures). */
export const fetchDetailsFailed = 'Erro ao buscar detalhes';
export const saveRecordFailed = 'Erro ao salvar registro!';
export const deleteRecordFailed = 'Erro ao excluir registro!';
/** A batch delete of the selected rows. */
export const deleteRecordsFailed = 'Erro ao excluir registros';
export const deactivateUserFailed = 'Erro ao desativar usuário';
export const activateUserFailed = 'Erro ao ativar usuário';
/** A liveness log's file generation ('gerar-arquivos'). */
export const generateFilesFailed = 'Erro ao gerar arquivos';
export const exportFailed = 'Erro ao exportar registros!';
/** No ticket could be had for a log's file. */
export const openFileFailed = 'Erro ao abrir o arquivo!';
/** DECISIONS.md 2 (the spec's 'Erro ao excluir registro' was a copy-paste defect). */
export const loginFailed = 'Erro ao realizar login!';
/** The public 'Excluir cadastro' screen. */
export const deleteAccountFailed = 'Erro ao tentar deletar cadastro!';
/** The public 'Redefinir senha' screen (DECISIONS.md 2). */
export const resetPasswordFailed = 'Erro ao redefinir senha!';
/** An administrator's 'Enviar link de redefinição' (DECISIONS.md 3). */
export const resetLinkFailed = 'Erro ao gerar link de redefinição!';
/** A reset-link answer (200) without its link. */
export const resetLinkMissing = 'Resposta sem link.';
/** A file-ticket answer (200) without its ticket. */
export const fileTicketMissing = 'Resposta sem ticket de arquivo.';
// An answer that is not where its descriptor (or its hand-written route) says: nothing is guessed.
/** @example consoleMessages.listRowsMissing('items') // 'Resposta inesperada do servidor: a lista de registros não veio em "items".' */
export const listRowsMissing = (key: string) =>
  `Resposta inesperada do servidor: a lista de registros não veio em "${key}".`;
/** A list's total or page count that is not a whole number under its key. */
export const listCountMissing = (key: string) =>
  `Resposta inesperada do servidor: a contagem de registros não veio em "${key}".`;
/** @example consoleMessages.recordMissing('config') // 'Resposta inesperada do servidor: o registro não veio em "config".' */
export const recordMissing = (key: string) => `Resposta inesperada do servidor: o registro não veio em "${key}".`;
/** Shown after signing out of this browser when the server did not confirm the end of the session. */
export const logoutUnconfirmed =
  'Você saiu deste navegador, mas o servidor não confirmou o encerramento da sessão. Se usou um computador compartilhado, entre de novo e saia outra vez.';

// Confirmations (spec 8), answered with 'Cancelar' or 'Confirmar'.
export const confirmDelete = 'Tem certeza que deseja excluir este registro?';
/** @example consoleMessages.confirmDeleteMany(3) // 'Tem certeza que deseja excluir 3 registro(s)?' */
export const confirmDeleteMany = (count: number) => `Tem certeza que deseja excluir ${count} registro(s)?`;

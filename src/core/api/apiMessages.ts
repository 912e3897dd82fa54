/**
 * The catalogue of the API's answers: every pt-BR message the API
 * sends (errors and successes), plus the API client's words for an answer that carries none.
 * The server sends from it (`new HttpError(404, apiMessages.recordNotFound)`), the console reads
 * from it; a message is spelled here and nowhere else (tests/src/core/api/apiMessagesSpelledOnce.test.ts).
 * What a screen says on its own (its fallback when a call fails, its confirmations) is in
 * consoleMessages.ts beside this file.
 * Field rules of a descriptor keep their messages in the descriptor, not here.
 *
 * Keys are stable: tests and callers name a message by its key, never by its text.
 *
 * Imported whole as a namespace (`import * as apiMessages from '.../apiMessages.js'`): each message
 * is an export of its own, so the console's bundle keeps only the ones it uses. The forced-logout
 * codes are in AuthCode.ts.
 */

// Sessions: 401 with an AuthCode, and what surrounds signing in and out.
export const missingToken = 'Acesso não autorizado. Entre novamente.';
export const invalidToken = 'Token de acesso inválido. Entre novamente.';
export const expiredToken = 'Sua sessão expirou. Entre novamente.';
export const sessionEnded = 'Sua sessão foi encerrada. Entre novamente.';
export const userBlocked = 'Usuário bloqueado. Procure o administrador.';
export const userGone = 'Usuário não encontrado. Entre novamente.';
/** The forced-logout dialog's message when the answer carries none (spec 8). */
export const authError = 'Erro de autenticação!';
export const mustChangePassword = 'Troque sua senha para continuar: a senha atual foi definida por outra pessoa.';
export const loginFieldsInvalid = 'Verifique os campos e tente novamente.';
export const emailRequired = 'Informe seu email';
export const emailInvalid = 'Email inválido';
export const passwordRequired = 'Informe sua senha';
export const passwordInvalid = 'Senha inválida';
export const loginRefused = 'Email ou senha inválidos.';
/** 429 of the brute-force guard. @example apiMessages.tooManyAttempts(2) // '… em 2 minutos.' */
export const tooManyAttempts = (minutes: number) =>
  `Muitas tentativas sem sucesso. Tente novamente em ${minutes} minuto${minutes > 1 ? 's' : ''}.`;
export const loggedOut = 'Você saiu. Todas as suas sessões foram encerradas.';

// Permissions: 403.
export const forbidden = 'Seu perfil não tem permissão para esta ação.';
/** The 403 under the users endpoint (only the administrator role manages users by default). */
export const adminOnly = 'Apenas administradores podem gerenciar usuários.';
export const selfBlock = 'Você não pode bloquear o próprio usuário.';
export const selfDelete = 'Você não pode excluir o próprio usuário.';
export const selfRole = 'Você não pode alterar o próprio tipo de usuário.';
export const exportRevealForbidden = 'Seu perfil não tem permissão para exportar CPFs completos.';

// Records (CRUD routes and their lists).
export const recordNotFound = 'Registro não encontrado.';
export const resourceNotFound = 'Recurso não encontrado.';
export const formInvalid = 'Verifique os campos do formulário e tente novamente!';
export const recordDuplicate = 'Registro duplicado.';
export const versionRequired =
  'Informe a versão do registro que está sendo alterado (recarregue a página e tente novamente).';
export const versionInvalid = 'Versão do registro inválida.';
export const versionConflict = 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.';
export const noneSelected = 'Nenhum item selecionado';
export const tooManySelected = (max: number) => `Selecione no máximo ${max} registros por vez.`;
export const idsInvalid = 'Identificadores inválidos.';
export const saved = 'Registro salvo com sucesso!';
export const deleted = 'Registro excluído com sucesso!';
export const deletedMany = (count: number) => `${count} registro(s) excluído(s) com sucesso!`;
export const filterDateInvalid = (label: string) => `Filtro "${label}" inválido: use uma data AAAA-MM-DD.`;
export const filterNumberInvalid = (label: string) => `Filtro "${label}" inválido: informe um número.`;
export const filterBooleanInvalid = (label: string) => `Filtro "${label}" inválido: use true ou false.`;
export const filterTooLong = (label: string, max: number) => `Filtro "${label}" inválido: no máximo ${max} caracteres.`;
export const filterRepeated = (label: string) => `Filtro "${label}" informado mais de uma vez.`;
export const timeZoneInvalid = 'Fuso horário inválido: use um nome IANA, como America/Sao_Paulo.';
export const filterStatusClassInvalid = (label: string) => `Filtro "${label}" inválido: use 2xx, 4xx ou 5xx.`;
export const revealFieldRequired = 'Informe o campo a revelar.';
export const revealFieldNotPersonal = 'Este campo não pode ser revelado.';

// Users and passwords.
export const accessBlocked = 'Acesso bloqueado';
export const accessReleased = 'Acesso liberado';
export const currentPasswordRequired = 'Informe a senha atual';
export const newPasswordRequired = 'Informe a nova senha';
export const confirmPasswordRequired = 'Confirme a nova senha';
/** @example apiMessages.passwordLength(6, 15) // 'A senha deve ter entre 6 e 15 caracteres' */
export const passwordLength = (min: number, max: number) => `A senha deve ter entre ${min} e ${max} caracteres`;
export const passwordMismatch = 'As senhas não conferem';
export const passwordUnchanged = 'A nova senha deve ser diferente da atual';
export const currentPasswordWrong = 'Senha atual incorreta.';
export const passwordChanged = 'Senha alterada com sucesso!';
export const publicUrlMissing =
  'Configure PUBLIC_URL (o endereço público do console) para gerar links de redefinição de senha.';
export const resetLinkCreated = 'Link de redefinição gerado. Ele vale por 30 minutos e uma única vez.';
export const resetNewPasswordRequired = 'Informe sua nova senha';
export const resetLinkInvalid =
  'Link de redefinição inválido, expirado ou já usado. Peça um novo link ao administrador.';

// The public delete-registration screen.
export const cpfRequired = 'Informe seu cpf';
export const cpfInvalid = 'CPF inválido';
export const accountRefused = 'CPF ou senha incorretos.';
export const accountDeleted = 'Registro removido com sucesso!';

// Stored files, exports and their tickets.
export const fileNotFound = 'Arquivo não encontrado.';
export const fileTicketTargetInvalid = 'Informe um arquivo armazenado ou uma exportação válida para o link.';
export const ticketNotForFile = 'Este link não dá acesso a este arquivo. Abra o arquivo novamente pelo console.';
export const ticketNotForExport = 'Este link não dá acesso a esta exportação. Exporte novamente pelo console.';
export const rangeNotSatisfiable = 'O intervalo pedido está fora do arquivo.';
export const tamperedFile = 'O arquivo armazenado está corrompido ou foi adulterado e não pode ser entregue.';

// Liveness files (ffmpeg and the pulse analysis): 400, 404, 422, 503.
export const livenessIdRequired = 'Informe o registro de log (id) para gerar os arquivos.';
export const livenessWithoutVideo = 'Este registro não tem vídeo para gerar os arquivos.';
export const livenessVideoNotStored = 'O vídeo deste registro não está no armazenamento do servidor.';
export const videoNotFound = 'Vídeo não encontrado no armazenamento.';
export const generatorBusy = 'O servidor já está gerando outros arquivos. Tente novamente em instantes.';
export const filesGenerated = 'Arquivos gerados com sucesso!';
export const ffmpegMissing =
  'O ffmpeg não está instalado no servidor: instale o pacote ffmpeg (apt-get install ffmpeg) para gerar os arquivos.';
export const notAVideo = 'O arquivo não é um vídeo válido';
export const noVideoTrack = 'O arquivo não contém uma faixa de vídeo.';
export const imageNotVideo = 'O arquivo é uma imagem, não um vídeo.';
export const frameRateUnknown = 'Não foi possível determinar a taxa de quadros do vídeo.';
export const videoUndecodable = 'Não foi possível decodificar o vídeo';
export const videoWithoutFrames = 'O vídeo não tem quadros que possam ser lidos.';
/** @example apiMessages.mediaToolTimedOut('Não foi possível decodificar o vídeo') */
export const mediaToolTimedOut = (failure: string) => `${failure}: o processamento demorou demais e foi interrompido.`;
export const frameRateTooLow = (fps: string, minimum: number) =>
  `A taxa de quadros do vídeo (${fps} por segundo) é baixa demais para medir o pulso: são necessários mais de ${minimum}.`;
export const videoTooShort = (seconds: string, minimum: number) =>
  `O vídeo é curto demais para medir o pulso: tem ${seconds} s e são necessários pelo menos ${minimum} s.`;
export const noPulse = 'Não foi encontrado sinal de pulso no vídeo (a cor do rosto não varia).';

// The data subject's report.
export const reportNotFound = 'Relatório não encontrado.';
export const reportNotReady = 'O relatório ainda não está pronto para download.';
export const ticketNotForReport = 'Este link não dá acesso a este relatório. Baixe-o novamente pelo console.';
export const reportFailed = 'Não foi possível gerar o relatório. Tente novamente; se persistir, procure o suporte.';
export const reportInterrupted = 'A geração do relatório foi interrompida. Peça um novo relatório.';

// The request itself: Fastify's own errors, the router's, the database's, ours (errorHandler).
export const bodyNotJson = 'O corpo da requisição não é um JSON válido.';
export const bodyNotObject = 'Dados inválidos: envie um objeto JSON com os campos.';
export const bodyEmpty = 'O corpo da requisição está vazio.';
export const bodyTooLarge = 'O corpo da requisição excede o tamanho máximo permitido.';
export const mediaTypeUnsupported = 'Tipo de conteúdo não suportado.';
export const contentLengthInvalid = 'Tamanho do conteúdo inválido.';
export const requestInvalid = 'Requisição inválida.';
export const fieldInvalid = (field: string) => `Valor inválido em “${field}”.`;
export const pagingInvalid = (param: string, max: number) =>
  `Parâmetro “${param}” inválido: use um número inteiro de 1 a ${Number(max).toLocaleString('pt-BR')}.`;
export const unstorableText = 'O texto enviado contém caracteres inválidos (caractere nulo ou Unicode incompleto).';
export const unstorableField = 'Contém caracteres inválidos.';
export const urlBadlyEncoded = 'Endereço inválido: a URL não está codificada corretamente.';
export const urlTooLong = 'Endereço longo demais: um dos seus trechos passa do tamanho máximo.';
export const urlInvalid = 'Endereço inválido.';
export const databaseUnavailable = 'Banco de dados indisponível no momento. Tente novamente em instantes.';
/** A job that never started because its process stopped (no Redis to keep it). */
export const jobInterrupted = 'A tarefa foi interrompida antes de começar: o servidor foi reiniciado. Tente novamente.';
export const jobNotFound = 'Tarefa não encontrada (ou expirada: o resultado fica disponível por um dia).';
export const filesGenerationQueued = 'Geração de arquivos iniciada. Acompanhe o progresso nesta tela.';
/** An export above EXPORT_JOB_ROWS rows: written by a job, downloaded when ready. */
export const exportQueued =
  'Exportação grande: o arquivo está sendo preparado em segundo plano. Acompanhe o progresso nesta tela.';
export const exportReady = 'Exportação pronta para baixar.';
/** The list an export job was asked for is no longer served (its descriptor was removed or its export turned off). */
export const exportListGone = 'Esta lista não é mais exportável. Recarregue a página e exporte novamente.';
/** A people's erasure while the file was written: it may hold the person, so it was discarded. */
export const exportDiscarded =
  'A exportação foi descartada porque dados pessoais foram apagados enquanto ela era gerada. Exporte novamente.';
/** The job's file: another user's, unknown, expired (EXPORT_FILE_HOURS) or discarded by an erasure. */
export const exportFileNotFound =
  'Arquivo da exportação não encontrado: ele expira algumas horas depois de pronto e some se dados pessoais forem apagados. Exporte novamente.';
export const storageUnavailable = 'Armazenamento de arquivos indisponível no momento. Tente novamente em instantes.';
export const databaseTooSlow = 'O banco de dados está lento e não respondeu a tempo. Tente novamente em instantes.';
export const internalError = 'Erro interno do servidor. Tente novamente mais tarde.';
/** GET /readyz that failed: what is down, e.g. 'banco de dados indisponível; Redis indisponível'. */
export const notReady = (reasons: string) => `A API não está pronta: ${reasons}.`;
/** GET /metrics (the internal metrics listener) without METRICS_TOKEN, or with another one. */
export const metricsTokenInvalid = 'Token de métricas ausente ou inválido.';
/** The metrics listener answers GET and HEAD only. */
export const methodNotAllowed = 'Método não permitido.';
/** The metrics could not be gathered (the server's log says why). */
export const metricsFailed = 'Não foi possível coletar as métricas.';

// The console's words for an answer without a message of its own (apiClient).
/** A failed call whose answer carries no message and whose caller gave none (spec 8). */
export const requestFailed = 'Erro ao buscar informações no servidor';
/** A call that never reached the server (HttpError status 0). */
export const networkUnreachable = 'Não foi possível conectar ao servidor.';

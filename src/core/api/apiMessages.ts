/**
 * The catalogue of the API's answers: the forced-logout codes and every pt-BR message the API
 * sends (errors and successes), plus the API client's words for an answer that carries none.
 * The server sends from it (`new HttpError(404, apiMessages.recordNotFound)`), the console reads
 * from it; a message is spelled here and nowhere else (tests/src/core/api/apiMessagesSpelledOnce.test.ts).
 * What a screen says on its own (its fallback when a call fails, its confirmations) is in
 * consoleMessages.ts beside this file.
 * Field rules of a descriptor keep their messages in the descriptor, not here.
 *
 * Keys are stable: tests and callers name a message by its key, never by its text.
 */

/**
 * API error codes that end the session (DECISIONS.md 3): the console logs the user out on any
 * of them (spec 8).
 */
export const AuthCode = {
  /** No token, or a malformed or forged one. */
  missingToken: 99,
  /** The token expired, or its sessions were ended (logout, password change). */
  expiredToken: 98,
  userBlocked: 97,
  /** The user no longer exists. */
  userGone: 96,
} as const;

export type AuthCode = (typeof AuthCode)[keyof typeof AuthCode];

/** The forced-logout codes: 96, 97, 98 and 99. */
export const FORCED_LOGOUT_CODES: readonly number[] = Object.values(AuthCode);

export const apiMessages = {
  // Sessions: 401 with an AuthCode, and what surrounds signing in and out.
  missingToken: 'Acesso não autorizado. Entre novamente.',
  invalidToken: 'Token de acesso inválido. Entre novamente.',
  expiredToken: 'Sua sessão expirou. Entre novamente.',
  sessionEnded: 'Sua sessão foi encerrada. Entre novamente.',
  userBlocked: 'Usuário bloqueado. Procure o administrador.',
  userGone: 'Usuário não encontrado. Entre novamente.',
  /** The forced-logout dialog's message when the answer carries none (spec 8). */
  authError: 'Erro de autenticação!',
  mustChangePassword: 'Troque sua senha para continuar: a senha atual foi definida por outra pessoa.',
  loginFieldsInvalid: 'Verifique os campos e tente novamente.',
  emailRequired: 'Informe seu email',
  emailInvalid: 'Email inválido',
  passwordRequired: 'Informe sua senha',
  passwordInvalid: 'Senha inválida',
  loginRefused: 'Email ou senha inválidos.',
  /** 429 of the brute-force guard. @example apiMessages.tooManyAttempts(2) // '… em 2 minutos.' */
  tooManyAttempts: (minutes: number) =>
    `Muitas tentativas sem sucesso. Tente novamente em ${minutes} minuto${minutes > 1 ? 's' : ''}.`,
  loggedOut: 'Você saiu. Todas as suas sessões foram encerradas.',

  // Permissions: 403.
  forbidden: 'Seu perfil não tem permissão para esta ação.',
  /** The 403 under the users endpoint (only the administrator role manages users by default). */
  adminOnly: 'Apenas administradores podem gerenciar usuários.',
  selfBlock: 'Você não pode bloquear o próprio usuário.',
  selfDelete: 'Você não pode excluir o próprio usuário.',
  selfRole: 'Você não pode alterar o próprio tipo de usuário.',
  exportRevealForbidden: 'Seu perfil não tem permissão para exportar CPFs completos.',

  // Records (CRUD routes and their lists).
  recordNotFound: 'Registro não encontrado.',
  resourceNotFound: 'Recurso não encontrado.',
  formInvalid: 'Verifique os campos do formulário e tente novamente!',
  recordDuplicate: 'Registro duplicado.',
  versionRequired: 'Informe a versão do registro que está sendo alterado (recarregue a página e tente novamente).',
  versionInvalid: 'Versão do registro inválida.',
  versionConflict: 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.',
  noneSelected: 'Nenhum item selecionado',
  tooManySelected: (max: number) => `Selecione no máximo ${max} registros por vez.`,
  idsInvalid: 'Identificadores inválidos.',
  saved: 'Registro salvo com sucesso!',
  deleted: 'Registro excluído com sucesso!',
  deletedMany: (count: number) => `${count} registro(s) excluído(s) com sucesso!`,
  filterDateInvalid: (label: string) => `Filtro "${label}" inválido: use uma data AAAA-MM-DD.`,
  filterNumberInvalid: (label: string) => `Filtro "${label}" inválido: informe um número.`,
  filterStatusClassInvalid: (label: string) => `Filtro "${label}" inválido: use 2xx, 4xx ou 5xx.`,
  revealFieldRequired: 'Informe o campo a revelar.',
  revealFieldNotPersonal: 'Este campo não pode ser revelado.',

  // Users and passwords.
  accessBlocked: 'Acesso bloqueado',
  accessReleased: 'Acesso liberado',
  currentPasswordRequired: 'Informe a senha atual',
  newPasswordRequired: 'Informe a nova senha',
  confirmPasswordRequired: 'Confirme a nova senha',
  /** @example apiMessages.passwordLength(6, 15) // 'A senha deve ter entre 6 e 15 caracteres' */
  passwordLength: (min: number, max: number) => `A senha deve ter entre ${min} e ${max} caracteres`,
  passwordMismatch: 'As senhas não conferem',
  passwordUnchanged: 'A nova senha deve ser diferente da atual',
  currentPasswordWrong: 'Senha atual incorreta.',
  passwordChanged: 'Senha alterada com sucesso!',
  publicUrlMissing: 'Configure PUBLIC_URL (o endereço público do console) para gerar links de redefinição de senha.',
  resetLinkCreated: 'Link de redefinição gerado. Ele vale por 30 minutos e uma única vez.',
  resetNewPasswordRequired: 'Informe sua nova senha',
  resetLinkInvalid: 'Link de redefinição inválido, expirado ou já usado. Peça um novo link ao administrador.',

  // The public delete-registration screen.
  cpfRequired: 'Informe seu cpf',
  cpfInvalid: 'CPF inválido',
  accountRefused: 'CPF ou senha incorretos.',
  accountDeleted: 'Registro removido com sucesso!',

  // Stored files, exports and their tickets.
  fileNotFound: 'Arquivo não encontrado.',
  fileTicketTargetInvalid: 'Informe um arquivo armazenado ou uma exportação válida para o link.',
  ticketNotForFile: 'Este link não dá acesso a este arquivo. Abra o arquivo novamente pelo console.',
  ticketNotForExport: 'Este link não dá acesso a esta exportação. Exporte novamente pelo console.',
  rangeNotSatisfiable: 'O intervalo pedido está fora do arquivo.',
  tamperedFile: 'O arquivo armazenado está corrompido ou foi adulterado e não pode ser entregue.',

  // Liveness files (ffmpeg and the pulse analysis): 400, 404, 422, 503.
  livenessIdRequired: 'Informe o registro de log (id) para gerar os arquivos.',
  livenessWithoutVideo: 'Este registro não tem vídeo para gerar os arquivos.',
  livenessVideoNotStored: 'O vídeo deste registro não está no armazenamento do servidor.',
  videoNotFound: 'Vídeo não encontrado no armazenamento.',
  generatorBusy: 'O servidor já está gerando outros arquivos. Tente novamente em instantes.',
  filesGenerated: 'Arquivos gerados com sucesso!',
  ffmpegMissing:
    'O ffmpeg não está instalado no servidor: instale o pacote ffmpeg (apt-get install ffmpeg) para gerar os arquivos.',
  notAVideo: 'O arquivo não é um vídeo válido',
  noVideoTrack: 'O arquivo não contém uma faixa de vídeo.',
  imageNotVideo: 'O arquivo é uma imagem, não um vídeo.',
  frameRateUnknown: 'Não foi possível determinar a taxa de quadros do vídeo.',
  videoUndecodable: 'Não foi possível decodificar o vídeo',
  videoWithoutFrames: 'O vídeo não tem quadros que possam ser lidos.',
  /** @example apiMessages.mediaToolTimedOut('Não foi possível decodificar o vídeo') */
  mediaToolTimedOut: (failure: string) => `${failure}: o processamento demorou demais e foi interrompido.`,
  frameRateTooLow: (fps: string, minimum: number) =>
    `A taxa de quadros do vídeo (${fps} por segundo) é baixa demais para medir o pulso: são necessários mais de ${minimum}.`,
  videoTooShort: (seconds: string, minimum: number) =>
    `O vídeo é curto demais para medir o pulso: tem ${seconds} s e são necessários pelo menos ${minimum} s.`,
  noPulse: 'Não foi encontrado sinal de pulso no vídeo (a cor do rosto não varia).',

  // The data subject's report.
  reportNotFound: 'Relatório não encontrado.',
  reportNotReady: 'O relatório ainda não está pronto para download.',
  ticketNotForReport: 'Este link não dá acesso a este relatório. Baixe-o novamente pelo console.',
  reportFailed: 'Não foi possível gerar o relatório. Tente novamente; se persistir, procure o suporte.',
  reportInterrupted: 'A geração do relatório foi interrompida. Peça um novo relatório.',

  // The request itself: Fastify's own errors, the router's, the database's, ours (errorHandler).
  bodyNotJson: 'O corpo da requisição não é um JSON válido.',
  bodyEmpty: 'O corpo da requisição está vazio.',
  bodyTooLarge: 'O corpo da requisição excede o tamanho máximo permitido.',
  mediaTypeUnsupported: 'Tipo de conteúdo não suportado.',
  contentLengthInvalid: 'Tamanho do conteúdo inválido.',
  requestInvalid: 'Requisição inválida.',
  unstorableText: 'O texto enviado contém caracteres inválidos (caractere nulo ou Unicode incompleto).',
  unstorableField: 'Contém caracteres inválidos.',
  urlBadlyEncoded: 'Endereço inválido: a URL não está codificada corretamente.',
  urlTooLong: 'Endereço longo demais: um dos seus trechos passa do tamanho máximo.',
  urlInvalid: 'Endereço inválido.',
  databaseUnavailable: 'Banco de dados indisponível no momento. Tente novamente em instantes.',
  databaseTooSlow: 'O banco de dados está lento e não respondeu a tempo. Tente novamente em instantes.',
  internalError: 'Erro interno do servidor. Tente novamente mais tarde.',

  // The console's words for an answer without a message of its own (apiClient).
  /** A failed call whose answer carries no message and whose caller gave none (spec 8). */
  requestFailed: 'Erro ao buscar informações no servidor',
  /** A call that never reached the server (HttpError status 0). */
  networkUnreachable: 'Não foi possível conectar ao servidor.',
} as const;

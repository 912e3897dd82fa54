import * as apiMessages from '../../src/core/api/apiMessages.js';
import { apiErrorRef } from '../apiSchema/apiErrorSchema.js';
import { TICKET_TTL_SECONDS } from '../auth/tokens.js';

/** The longest resource a file ticket may name (a stored path or an export route). */
const MAX_TICKET_PATH = 1024;

/**
 * The media types stored files are served with (server/http/contentTypeOf.ts: text files as
 * UTF-8, unknown extensions as application/octet-stream).
 */
export const STORED_FILE_TYPES = [
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'image/jpeg',
  'image/png',
  'image/tiff',
  'image/gif',
  'image/bmp',
  'text/csv',
  'text/plain',
  'application/json',
  'application/zip',
  'application/pdf',
  'application/octet-stream',
] as const;

/** A response whose body is the file's bytes, in each of `types`. */
export function binaryContent(description: string, types: readonly string[]) {
  const schema = { type: 'string', format: 'binary' } as const;
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

/** The answer of a ticket request: `{ ticket, expires_in }`. */
export const ticketAnswerSchema = {
  type: 'object',
  description: 'O ticket e sua validade.',
  properties: {
    ticket: {
      type: 'string',
      description: 'Ticket a enviar como `?ticket=` no link (um link não envia o cabeçalho Authorization).',
    },
    expires_in: {
      type: 'integer',
      description: `Validade do ticket em segundos (${TICKET_TTL_SECONDS}).`,
      examples: [TICKET_TTL_SECONDS],
    },
  },
  required: ['ticket', 'expires_in'],
} as const;

/** The `?ticket=` of a route a link opens (route `config.ticket`): instead of the bearer token. */
export const ticketQuery = {
  type: 'object',
  properties: {
    ticket: {
      type: 'string',
      description:
        'Ticket de 60 segundos emitido para este recurso, no lugar do cabeçalho Authorization (sem ele, o token bearer).',
    },
  },
} as const;

/** The schemas of the stored files' routes (fileRoutes). */
export const fileSchemas = {
  ticket: {
    operationId: 'createFileTicket',
    summary: 'Pedir um ticket de arquivo ou exportação',
    description:
      'Um link (vídeo, imagem, download) não envia o cabeçalho Authorization: leva um ticket, válido por 60 segundos e só para o recurso que nomeia — o caminho relativo de um arquivo armazenado (`liveness/7/video.mp4`) ou a rota de exportação de uma lista (`<endpoint da lista>/export.csv`). Qualquer outro recurso é recusado (400).',
    tags: ['Arquivos'],
    body: {
      type: 'object',
      properties: {
        path: {
          type: 'string',
          minLength: 1,
          maxLength: MAX_TICKET_PATH,
          description: 'Caminho relativo de um arquivo armazenado, ou uma rota de exportação começando por `/`.',
          examples: ['liveness/2026/11/abc/video.mp4'],
        },
      },
      required: ['path'],
    },
    response: { 200: ticketAnswerSchema },
  },
  read: {
    operationId: 'readStoredFile',
    summary: 'Baixar um arquivo armazenado',
    description:
      'O arquivo (vídeo, imagem, log, sinal), decifrado na saída, com o tipo pelo nome, `Cache-Control: private, no-store`, `ETag` e `Last-Modified`. Aceita intervalos de bytes (`Range`, 206; fora do arquivo, 416) e `If-None-Match` (304). Com o token bearer, ou com `?ticket=` emitido para exatamente este caminho (outro caminho: 403). Um caminho que não é um arquivo comum, ou que sairia da pasta de armazenamento, é 404. Cada leitura fica no registro de acessos.',
    tags: ['Arquivos'],
    params: {
      type: 'object',
      properties: {
        '*': {
          type: 'string',
          description: 'Caminho relativo do arquivo na pasta de armazenamento (`liveness/2026/11/abc/video.mp4`).',
        },
      },
    },
    querystring: ticketQuery,
    headers: {
      type: 'object',
      properties: {
        range: { type: 'string', description: 'Um intervalo de bytes: `bytes=100-199`, `bytes=5000-`.' },
        'if-range': {
          type: 'string',
          description: 'ETag ou Last-Modified: o intervalo só vale se o arquivo é o mesmo.',
        },
        'if-none-match': { type: 'string', description: 'ETag de uma cópia já recebida (304 se não mudou).' },
      },
    },
    response: {
      200: binaryContent('O arquivo inteiro.', STORED_FILE_TYPES),
      206: binaryContent('O intervalo pedido (`Content-Range`).', STORED_FILE_TYPES),
      304: { description: 'Não mudou desde a cópia com este ETag.', type: 'null' },
      416: { ...apiErrorRef, description: apiMessages.rangeNotSatisfiable },
      500: { ...apiErrorRef, description: 'O arquivo armazenado está corrompido ou foi adulterado.' },
    },
  },
} as const;

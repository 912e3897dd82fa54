/** The `$id` of the API's one error body among the app's shared schemas (app.addSchema). */
const API_ERROR_ID = 'ApiError';

/**
 * The API's one error body (src/core/api/HttpError.ts `toJSON`): a pt-BR `message`, an auth `code`
 * (96–99, a 401 that ends the session) and, on a 400, `errors` mapping each refused field to its
 * pt-BR message. Registered once (app.addSchema) and referenced by every route's error statuses.
 */
export const apiErrorSchema = {
  $id: API_ERROR_ID,
  type: 'object',
  description: 'Erro da API: mensagem em pt-BR; em 400, `errors` traz a mensagem de cada campo recusado.',
  properties: {
    message: { type: 'string', description: 'Mensagem pronta para mostrar ao operador (pt-BR).' },
    code: {
      type: 'integer',
      description:
        '99: token ausente, malformado ou forjado; 98: expirado ou sessões encerradas; 97: usuário bloqueado; 96: usuário que não existe mais.',
    },
    errors: {
      type: 'object',
      description: 'Campo → mensagem (pt-BR) de cada campo recusado.',
      additionalProperties: { type: 'string' },
    },
  },
  required: ['message'],
  additionalProperties: false,
} as const;

/** A reference to {@link apiErrorSchema}, for a route's error statuses. */
export const apiErrorRef = { $ref: `${API_ERROR_ID}#` } as const;

/** A guarded route's 429 (createBruteForceGuard): too many failed attempts, wait Retry-After. */
export const tooManyAttemptsResponse = {
  ...apiErrorRef,
  description: 'Muitas tentativas sem sucesso: tente de novo após Retry-After.',
} as const;

/** The `message` of a successful write (pt-BR, ready to show). */
export const successMessageSchema = { type: 'string', description: 'Mensagem de sucesso (pt-BR).' } as const;

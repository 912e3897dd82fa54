/**
 * The dev log line for a schemas change that was not applied: what went wrong, and that the API
 * keeps serving its last good version.
 *
 * @example keepsLastGood('API: schemas/client.json: /: JSON inválido') // '... Segue a última versão válida.'
 */
export const keepsLastGood = (what: string): string => `${what}. Segue a última versão válida.`;

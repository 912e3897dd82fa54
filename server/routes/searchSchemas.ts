import { SEARCH_LIMIT, SEARCH_QUERY_LENGTH, type SearchGroupName } from '../search/searchGroups.js';

/** The pt-BR 400 of a `q` missing, too short or too long (after trimming, too). */
export const searchQueryInvalid = `Informe de ${SEARCH_QUERY_LENGTH.min} a ${SEARCH_QUERY_LENGTH.max} caracteres para buscar.`;

/** What each group holds, for the document. */
const GROUP_DESCRIPTIONS: Record<SearchGroupName, string> = {
  people: 'Pessoas, por CPF (dígitos em qualquer posição) ou nome. O CPF vem mascarado, como nas listas.',
  clients: 'Parceiros (clientes), por CNPJ (dígitos e letras em qualquer posição) ou nome.',
  users: 'Usuários do console, por email ou nome.',
};

const hitSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Identificador do registro.' },
    label: { type: 'string', description: 'Título do registro (o nome).' },
    secondary: {
      type: ['string', 'null'],
      description: 'O que o distingue: CPF mascarado, CNPJ formatado ou email; null se o registro não tem.',
    },
    route: { type: 'string', description: 'Rota do console que abre o registro (o formulário, com o id).' },
  },
  required: ['id', 'label', 'secondary', 'route'],
} as const;

/**
 * The schemas of `GET paths.search`: `q` of 2 to 100 characters (pt-BR 400 otherwise), and the
 * answer `{ people?, clients?, users? }`, each group present only when the role may read its
 * entity (`<key>:read`) and the app serves it.
 */
export function searchSchema(tags: string[]) {
  return {
    operationId: 'search',
    summary: 'Busca do console (Ctrl+K)',
    description: `A busca da paleta de comandos: pessoas por CPF ou nome, parceiros por CNPJ ou nome, usuários por email ou nome; sem diferenciar maiúsculas nem acentos, em qualquer posição do texto. No máximo ${SEARCH_LIMIT} resultados por grupo, os que começam pelo texto primeiro. Cada grupo só aparece se o perfil pode ler aquele cadastro (\`<cadastro>:read\`). Os dados pessoais vêm mascarados como nas listas: digitar um CPF completo encontra a pessoa, mas o resultado mostra \`***.456.789-**\`.`,
    tags,
    querystring: {
      type: 'object',
      properties: {
        q: {
          type: 'string',
          minLength: SEARCH_QUERY_LENGTH.min,
          maxLength: SEARCH_QUERY_LENGTH.max,
          description: `O texto buscado, de ${SEARCH_QUERY_LENGTH.min} a ${SEARCH_QUERY_LENGTH.max} caracteres.`,
          examples: ['529.982', 'maria', 'admin@'],
        },
      },
      required: ['q'],
    },
    response: {
      200: {
        type: 'object',
        additionalProperties: false,
        description: 'Os resultados por grupo.',
        properties: Object.fromEntries(
          Object.entries(GROUP_DESCRIPTIONS).map(([name, description]) => [
            name,
            { type: 'array', maxItems: SEARCH_LIMIT, description, items: hitSchema },
          ]),
        ),
      },
    },
  };
}

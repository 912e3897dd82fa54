/** The groups of the command palette's search, as the answer names them. */
export type SearchGroupName = 'people' | 'clients' | 'users';

/**
 * One group of the search: which descriptor it reads and which of that descriptor's fields (API
 * names, as in `fields`) it shows and matches. Tables, columns, the masking of personal fields
 * and the route of each hit come from the descriptor itself (server/search/searchEntity.ts).
 */
export interface SearchGroup {
  name: SearchGroupName;
  /** Key of the descriptor (`schemas/<key>.json`); the group is left out when the app does not serve it. */
  entity: string;
  /** The field shown as the hit's title. */
  label: string;
  /** The field shown under it (a CPF is masked as the lists mask it). */
  secondary: string;
  /** Fields matched as text: case- and accent-insensitive, anywhere in the value. */
  text: readonly string[];
  /** Fields matched by their digits (CPF, CNPJ): the letters and digits typed, anywhere in the value. */
  digits: readonly string[];
}

/**
 * What `GET paths.search` looks for (issue 23, item 4): a person by CPF or name, a partner by
 * CNPJ or name, a back-office user by email or name. In the answer's order.
 *
 * @example SEARCH_GROUPS.find((g) => g.name === 'people')?.entity // 'person'
 */
export const SEARCH_GROUPS: readonly SearchGroup[] = [
  { name: 'people', entity: 'person', label: 'name', secondary: 'cpf', text: ['name'], digits: ['cpf'] },
  { name: 'clients', entity: 'client', label: 'name', secondary: 'document', text: ['name'], digits: ['document'] },
  { name: 'users', entity: 'user', label: 'name', secondary: 'email', text: ['name', 'email'], digits: [] },
];

/** Hits per group, at most. */
export const SEARCH_LIMIT = 5;

/** Length of `q` once trimmed. */
export const SEARCH_QUERY_LENGTH = { min: 2, max: 100 } as const;

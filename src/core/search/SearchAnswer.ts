/** One record found by the search (`GET paths.search`, server/routes/searchRoute.ts). */
export interface SearchHit {
  id: number;
  /** The record's title (a name). */
  label: string;
  /** What tells it apart: a masked CPF, a formatted CNPJ, an email; null when it has none. */
  secondary: string | null;
  /** The console route that opens it (`/person/form/3`). */
  route: string;
}

/** The groups of the search's answer, in the order the palette shows them. */
export const SEARCH_GROUP_NAMES = ['people', 'clients', 'users'] as const;

export type SearchGroupName = (typeof SEARCH_GROUP_NAMES)[number];

/** The search's answer: a group is absent when the role may not read its entity. */
export type SearchAnswer = Partial<Record<SearchGroupName, SearchHit[]>>;

/** Each group's heading in the palette (pt-BR). */
export const SEARCH_GROUP_TITLES: Record<SearchGroupName, string> = {
  people: 'Pessoas',
  clients: 'Parceiros',
  users: 'Usuários',
};

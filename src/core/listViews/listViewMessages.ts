import { LIST_VIEW_LIMITS as L } from './listViewLimits.js';

const NOT_IN_LIST = 'não existe nesta lista.';

/** The pt-BR texts of saved views: the API's answers and the console's labels say the same. */
export const LIST_VIEW_MESSAGES = {
  listUnknown: 'Lista desconhecida.',
  nameRequired: 'Informe o nome da visão.',
  nameTooLong: `O nome da visão deve ter no máximo ${L.nameLength} caracteres.`,
  nameTaken: 'Você já tem uma visão com este nome nesta lista.',
  tooMany: `Limite de ${L.viewsPerList} visões por lista atingido: exclua uma antes de salvar outra.`,
  stateTooLarge: `A visão é grande demais (máximo de ${L.stateBytes / 1024} KiB): use menos filtros ou valores mais curtos.`,
  stateInvalid: 'A visão não combina com esta lista.',
  filterUnknown: (param: string) => `O filtro "${param}" ${NOT_IN_LIST}`,
  sortUnknown: (field: string) => `A coluna "${field}" não pode ordenar esta lista.`,
  columnUnknown: (field: string) => `A coluna "${field}" ${NOT_IN_LIST}`,
  columnRepeated: (field: string) => `A coluna "${field}" aparece mais de uma vez.`,
  perPageInvalid: (sizes: readonly number[]) => `Tamanho de página inválido: use ${sizes.join(', ')}.`,
  notFound: 'Visão não encontrada.',
  notOwner: 'Só quem criou a visão pode alterá-la.',
  notDeletable: 'Só quem criou a visão (ou um administrador, se compartilhada) pode excluí-la.',
  created: 'Visão salva.',
  updated: 'Visão atualizada.',
  deleted: 'Visão excluída.',
  defaultSet: 'Visão padrão definida.',
  defaultCleared: 'A lista volta a abrir sem visão padrão.',
  loadFailed: 'Erro ao buscar as visões salvas.',
  saveFailed: 'Erro ao salvar a visão.',
  deleteFailed: 'Erro ao excluir a visão.',
  confirmDelete: (name: string) => `Excluir a visão "${name}"?`,
} as const;

/**
 * The export's own pt-BR messages (its format and columns); the filters', the time zone's and the
 * reveal reason's are the list's (apiMessages).
 */
export const formatInvalid = 'Formato de exportação inválido: use csv ou xlsx.';
export const colsTooLong = 'Parâmetro “cols” longo demais.';
export const colsInvalid = 'Parâmetro “cols” inválido: informe os campos das colunas separados por vírgula.';
export const colsEmpty = 'Informe ao menos uma coluna em “cols”.';
export const colsUnknown = (names: string[], allowed: string[]) =>
  `${names.length > 1 ? 'Colunas desconhecidas' : 'Coluna desconhecida'} em “cols”: ${names.join(', ')}. Colunas desta lista: ${allowed.join(', ')}.`;

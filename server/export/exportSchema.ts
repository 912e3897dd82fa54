import type { ValidationMessages } from '../apiSchema/validationFailure.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { listColumns } from './exportColumns.js';
import * as exportMessages from './exportMessages.js';
import { jobSchema } from '../routes/jobSchema.js';
import { successMessageSchema } from '../apiSchema/apiErrorSchema.js';

/** The media type of an XLSX workbook. */
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The content type an export's file is answered with, CSV or XLSX. */
export const exportContentType = (format: 'csv' | 'xlsx'): string =>
  format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8';

/** An export's file: CSV (text) or an XLSX workbook (binary), as the export route and a job's download answer it. */
export const exportFileContent = () => ({
  'text/csv': { schema: { type: 'string' } },
  [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } },
});
/** The longest `cols` accepted (every column of the widest list fits many times over). */
const MAX_COLS_LENGTH = 2000;

interface RouteSchema {
  querystring: { type: 'object'; properties: Record<string, unknown> };
  response: Record<string, unknown>;
}

/**
 * The export route's schema (crudSchemas' export: the list's filters and sort, tz, reveal_reason,
 * ticket) with what the export itself reads: `format` (csv or xlsx) and `cols` (the screen's
 * columns), and both files as its 200.
 */
export function exportSchema(d: ServedDescriptor, base: object): object {
  const schema = base as RouteSchema;
  const fields = listColumns(d).map((c) => c.field);
  return {
    ...schema,
    querystring: {
      ...schema.querystring,
      properties: {
        ...schema.querystring.properties,
        format: {
          type: 'string',
          enum: ['csv', 'xlsx'],
          description: 'csv (padrão): UTF-8 com BOM, separador ";", CRLF; xlsx: planilha com células tipadas.',
        },
        cols: {
          type: 'string',
          maxLength: MAX_COLS_LENGTH,
          description: `Colunas exportadas, na ordem, separadas por vírgula (as visíveis na tela); sem ele, todas: ${fields.join(', ')}.`,
        },
      },
    },
    response: {
      ...schema.response,
      200: {
        description:
          'Todos os registros que atendem aos filtros, na ordem da lista: CSV (UTF-8 com BOM, separador ";", números com vírgula decimal, datas dd/mm/aaaa hh:mm:ss no fuso `tz`) ou XLSX (números, datas e textos tipados). O cabeçalho X-Total-Rows diz quantas linhas o arquivo terá.',
        content: exportFileContent(),
      },
      202: {
        description:
          'Exportação grande (mais de EXPORT_JOB_ROWS linhas, 20.000 por padrão) ou pedida com `Prefer: respond-async`: uma tarefa escreve o arquivo em segundo plano. Acompanhe-a em `Location` (GET da tarefa: progresso em % das linhas escritas); ao fim, o resultado diz onde baixar o arquivo (`download`), que só quem pediu pode baixar.',
        type: 'object',
        properties: {
          job: jobSchema,
          total: { type: 'integer', minimum: 0, description: 'Linhas que o arquivo terá.' },
          message: successMessageSchema,
        },
        required: ['job', 'total', 'message'],
      },
    },
  };
}

/** The export's 400 messages: `format` and `cols`, then the list's (filters, sort, tz, reason). */
export function exportSchemaMessages(base: ValidationMessages): ValidationMessages {
  return {
    ...base,
    fields: (field, keyword, params) => {
      if (field === 'format') return exportMessages.formatInvalid;
      if (field === 'cols') return keyword === 'maxLength' ? exportMessages.colsTooLong : exportMessages.colsInvalid;
      const fields = base.fields;
      if (typeof fields === 'function') return fields(field, keyword, params);
      const entry = fields?.[field];
      return typeof entry === 'string' ? entry : (entry?.[keyword] ?? entry?.['*']);
    },
  };
}

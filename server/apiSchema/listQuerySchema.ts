import type { FieldDescriptor } from '../../src/core/descriptors/Descriptor.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { columnOf, type ServedDescriptor } from '../crud/sqlMapping.js';
import type { FieldMessageOf } from './validationFailure.js';
import { pagingMessages, pagingQuery } from './pagingQuery.js';
import { sortableFields } from '../crud/listSort.js';
import { countInvalid, orderInvalid, sortInvalid } from '../crud/parseListQuery.js';
import { TIME_ZONE_PATTERN } from '../crud/zonedTime.js';

/** A descriptor's list: 10 records a page unless asked, at most this many. */
const PAGING = { perPage: 10, maxPerPage: 1000 };
/** What a filter value may hold; longer is refused. */
const MAX_FILTER_LENGTH = 200;

/** A filter value that is blank (ignored) or matches `pattern`, surrounding spaces allowed. */
const blankOr = (pattern: string) => `^\\s*(?:(?:${pattern})\\s*)?$`;
const NUMBER = '[-+]?\\d+(?:[.,]\\d+)?';
const DATE = '\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,9})?)?(?:Z|[-+]\\d{2}:?\\d{2})?)?';
const STATUS_CLASS = '[1-5][xX]{2}';

/** How one filter reads its value: the kind of text it accepts. */
export type FilterKind = 'text' | 'number' | 'date' | 'boolean' | 'status-class';

/** The type of the field a filter column holds ('created_at' and columns of other tables: none). */
function fieldOfColumn(d: ServedDescriptor, column: string): FieldDescriptor | undefined {
  if (column.includes('.')) return undefined;
  const name = Object.keys(d.fields).find((n) => columnOf(d, n) === column);
  return name === undefined ? undefined : d.fields[name];
}

/** What kind of value a filter parameter takes, from its op, its list filter and its field. */
function filterKind(d: ServedDescriptor, param: string): FilterKind {
  const filter = d.server.filters[param]!;
  const listType = d.list.filters.find((f) => f.param === param)?.type;
  const fieldType = fieldOfColumn(d, (filter.columns ?? [param])[0]!)?.type;
  switch (filter.op) {
    case 'status-class':
      return 'status-class';
    case 'gte':
    case 'lte':
      return listType === 'date' ? 'date' : 'number';
    case 'id':
      return 'number';
    case 'eq':
      if (fieldType === 'boolean') return 'boolean';
      return fieldType === 'integer' || fieldType === 'number' || listType === 'number' ? 'number' : 'text';
    default:
      return 'text';
  }
}

function filterSchema(d: ServedDescriptor, param: string): Record<string, unknown> {
  const label = d.list.filters.find((f) => f.param === param)?.label ?? param;
  const base = { type: 'string', maxLength: MAX_FILTER_LENGTH, description: `Filtro "${label}".` };
  switch (filterKind(d, param)) {
    case 'number':
      return { ...base, pattern: blankOr(NUMBER), description: `Filtro "${label}": um número (vírgula ou ponto).` };
    case 'date':
      return { ...base, pattern: blankOr(DATE), description: `Filtro "${label}": data AAAA-MM-DD ou data e hora ISO.` };
    case 'boolean':
      return { ...base, pattern: blankOr('true|false'), description: `Filtro "${label}": true ou false.` };
    case 'status-class':
      return { ...base, pattern: blankOr(STATUS_CLASS), description: `Filtro "${label}": 1xx a 5xx.` };
    default:
      return base;
  }
}

/**
 * The sort of a list (and of its export): `sort`, one of the columns its descriptor marks
 * sortable (absent when it has none: any `sort` is then a 400), and `order`.
 */
function sortQuery(d: ServedDescriptor): Record<string, unknown> {
  const sortable = sortableFields(d);
  return {
    ...(sortable.length && {
      sort: {
        type: 'string',
        enum: sortable,
        description:
          'Coluna que ordena a lista (depois dela, o id, no mesmo sentido). Sem ela, a ordem padrão da lista.',
      },
    }),
    order: {
      type: 'string',
      enum: ['asc', 'desc'],
      description: 'Sentido de `sort`: asc (padrão) ou desc. Valores vazios vêm por último nos dois sentidos.',
    },
  };
}

/** `tz`: the operator's zone, in which a date filter's day starts and ends. */
const timeZoneQuery = {
  tz: {
    type: 'string',
    maxLength: 64,
    // Blank is no zone, like a blank filter.
    pattern: `^$|${TIME_ZONE_PATTERN}`,
    description:
      'Fuso horário IANA do operador (ex.: America/Sao_Paulo): um filtro de data AAAA-MM-DD vale das 00:00 desse dia às 00:00 do dia seguinte nesse fuso. Sem ele, o fuso do servidor.',
  },
} as const;

/** `count=exact`: the total counted past the cap (the console's last-page jump). */
const countQuery = {
  count: {
    type: 'string',
    enum: ['exact'],
    description:
      'exact: conta o total mesmo acima de 10.000 (para ir à última página); limitado a 5.000.000 de registros e 3 s, senão o total continua com teto.',
  },
} as const;

/**
 * The querystring of a descriptor's list (`paging: false`: of its export, or `sorting: false`: of
 * its stat cards): the page, page size and `count`, the sort (`sort`, `order`), the operator's zone
 * (`tz`), and each whitelisted filter of `server.filters` as text of the kind it reads (a number, a
 * date, true/false, a status class). Other parameters are ignored.
 */
export function listQuerySchema(d: ServedDescriptor, paging = true, sorting = true): Record<string, unknown> {
  const properties: Record<string, unknown> = paging ? { ...pagingQuery(PAGING), ...countQuery } : {};
  if (sorting) Object.assign(properties, sortQuery(d));
  Object.assign(properties, timeZoneQuery);
  for (const param of Object.keys(d.server.filters)) properties[param] = filterSchema(d, param);
  return { type: 'object', properties };
}

/** The pt-BR message of a list parameter the schema refused: its filter's label, or the paging bounds. */
export function listQueryMessages(d: ServedDescriptor): FieldMessageOf {
  return (param, keyword) => {
    if (param === 'page' || param === 'per_page') return pagingMessages(PAGING)[param];
    if (param === 'sort') return sortInvalid(sortableFields(d));
    if (param === 'order') return orderInvalid;
    if (param === 'tz') return apiMessages.timeZoneInvalid;
    if (param === 'count') return countInvalid;
    if (!Object.hasOwn(d.server.filters, param)) return undefined;
    const label = d.list.filters.find((f) => f.param === param)?.label ?? param;
    if (keyword === 'maxLength') return apiMessages.filterTooLong(label, MAX_FILTER_LENGTH);
    if (keyword === 'type') return apiMessages.filterRepeated(label);
    switch (filterKind(d, param)) {
      case 'number':
        return apiMessages.filterNumberInvalid(label);
      case 'date':
        return apiMessages.filterDateInvalid(label);
      case 'boolean':
        return apiMessages.filterBooleanInvalid(label);
      case 'status-class':
        return apiMessages.filterStatusClassInvalid(label);
      default:
        return undefined;
    }
  };
}

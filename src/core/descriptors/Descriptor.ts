import type { ViewKey } from '../views/viewKeys.js';

/**
 * An entity descriptor (schemas/<key>.json) after sanitising: defaults merged, checked against
 * schemas/descriptor.schema.json. The meta-schema documents every property for authors.
 */
export type Route = string;

export interface BreadcrumbItem {
  label: string;
  to?: Route;
}

export interface Option {
  value: string | number | boolean;
  label: string;
}

export type Mask = 'cpf' | 'cnpj' | 'phone';
export type ColumnFormat =
  | 'text'
  | 'date'
  | 'datetime'
  | 'cpf'
  | 'cnpj'
  | 'phone'
  | 'badge'
  | 'join'
  | 'active'
  | 'number'
  | 'money'
  | 'file'
  | 'method'
  | 'status'
  | 'duration';
export type FieldWidget = 'text' | 'password' | 'textarea' | 'select' | 'active' | 'models' | 'masked';
export type MessageRule =
  'required' | 'minLength' | 'maxLength' | 'pattern' | 'format' | 'minimum' | 'maximum' | 'type' | 'enum' | 'sameAs';

export interface FieldDescriptor {
  type: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  title: string;
  description?: string;
  items?: { type: 'string'; maxLength?: number };
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: 'cpf' | 'cnpj';
  options?: Option[];
  default?: unknown;
  widget?: FieldWidget;
  mask?: Mask;
  placeholder?: string;
  readOnly?: boolean;
  readOnlyOnEdit?: boolean;
  createOnly?: boolean;
  hashed?: boolean;
  virtual?: boolean;
  listOnly?: boolean;
  /** Served only by GET {endpoint}/{id} (large log bodies), never in list rows nor forms. */
  detailOnly?: boolean;
  /**
   * Personal data: 'cpf' masked in every answer, export and log, shown only by an audited reveal;
   * 'text' free text (a logged body) whose CPFs are masked in every answer and export.
   */
  personal?: 'cpf' | 'text';
  writeOnly?: boolean;
  sameAs?: string;
  messages?: Partial<Record<MessageRule, string>>;
}

export interface ColumnDescriptor {
  field: string;
  label: string;
  format?: ColumnFormat;
  /** Key of a special cell renderer registered in the console. */
  cell?: string;
  /** The heading sorts the list on the server (`sort=<field>&order=asc|desc`). */
  sortable?: boolean;
}

export interface FilterDescriptor {
  param: string;
  label: string;
  type: 'text' | 'number' | 'date' | 'select';
  mask?: Mask;
  options?: Option[];
  placeholder?: string;
  /** 'today': the filter starts at today's local date when the screen opens. */
  default?: 'today';
}

export type RowAction = 'edit' | 'delete' | 'view';

export interface ListDescriptor {
  /**
   * Key of a hand-written list view (src/core/views/viewKeys.ts) shown instead of the list engine;
   * checked against the registry with console.json (src/core/console/checkConsoleReferences.ts).
   */
  view?: ViewKey;
  columns: ColumnDescriptor[];
  filters: FilterDescriptor[];
  pageSizes: 'admin' | 'generic';
  actions: RowAction[];
  selection: boolean;
  /** 'Exportar' and the export.csv route (default true). */
  export: boolean;
  create?: Route;
  emptyText: string;
}

export interface FormDescriptor {
  title: string;
  breadcrumb?: BreadcrumbItem[];
  back: Route;
  keepListQuery: boolean;
  groups?: { title: string; fields: string[] }[];
}

export interface ApiDescriptor {
  endpoint: string;
  list: {
    items: 'items' | 'data' | 'logs' | 'results';
    total: 'total' | 'count' | 'totalCount';
    pages?: 'pages' | 'totalPages' | 'last_page';
  };
  record: 'data' | 'config';
  batchDelete: boolean;
}

/** eq: equal; contains: ILIKE %v%; prefix: ILIKE v%; gte/lte: range; digits: non-digits removed, then prefix; any-contains: an array element ILIKE %v%; search: contains on any of the columns; status-class: '2xx' → an integer column / 100 = 2 (200..299; an index on (column / 100, id desc) serves it newest first). */
export type FilterOp =
  'eq' | 'contains' | 'prefix' | 'gte' | 'lte' | 'digits' | 'any-contains' | 'search' | 'status-class';

/** How the server reads one filter parameter. */
export interface ServerFilter {
  columns?: string[];
  op: FilterOp;
  /**
   * 'contains' only: a table holding each distinct value of the column once, in a column of the
   * same name, with a trigram index (kept by a trigger). The filter searches it first and then
   * reads each matching value's rows by an index on (column, id desc).
   */
  valuesTable?: string;
}

/** Server-only part: never bundled into the console. */
export interface ServerPart {
  /** The SQL table; when the descriptor names none, `<key>_records` (see `jsonRecords`). */
  table: string;
  /**
   * `true` when the descriptor names no table: its records are stored as JSON (the `extra` column)
   * in `<key>_records`, a table created for it at start.
   */
  jsonRecords?: boolean;
  columns: Record<string, string>;
  filters: Record<string, ServerFilter>;
  orderBy: string;
  join?: { table: string; on: string; select: Record<string, string> }[];
  /** Unique fields → the rule a duplicate breaks (its 409 message, whether case counts). */
  unique?: Record<string, UniqueRule>;
  /**
   * JSON records only: the fields `npm run db:promote -- <key>` moved out of `extra` into typed
   * columns of `<key>_records` (written by the command). A new database gets these columns at
   * start; a field added later stays in `extra` until promoted again.
   */
  promoted?: string[];
}

/**
 * The side-menu entry of an entity's list (`menu` in its descriptor); the console's shell
 * (src/core/console/buildShell.ts) places it, with the screens' entries of schemas/console.json.
 */
export interface MenuEntry {
  /** Label of a group declared in schemas/console.json (`menuGroups`). */
  group: string;
  label: string;
  /** A lucide icon by its kebab-case name (`scan-face`). */
  icon: string;
  /** Position within the group, ascending (default 100). */
  order: number;
  /** Where the entry goes when not the list route. */
  to?: Route;
}

/** What the console sees. */
export interface ClientDescriptor {
  key: string;
  title: string;
  breadcrumb?: BreadcrumbItem[];
  /** Its side-menu entry; `false` or absent: none. */
  menu?: MenuEntry | false;
  readOnly: boolean;
  routes: { list: Route; form?: Route };
  api: ApiDescriptor;
  form?: FormDescriptor;
  fields: Record<string, FieldDescriptor>;
  required: string[];
  list: ListDescriptor;
}

/** What the server sees: the client part plus table and column mapping. */
export interface Descriptor extends ClientDescriptor {
  server?: ServerPart;
}

/** Page sizes of spec 9. */
export const PAGE_SIZES: Record<ListDescriptor['pageSizes'], number[]> = {
  admin: [5, 10, 50, 100, 200, 500],
  generic: [10, 25, 50, 100, 500, 1000],
};

/** A unique field's rule (`server.unique`): the 409 message, and whether case is ignored. */
export interface UniqueRule {
  message: string;
  /** `true`: 'Ana@Example.com' is a duplicate of 'ana@example.com'. */
  caseInsensitive?: boolean;
}

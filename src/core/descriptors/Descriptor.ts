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
export type FieldWidget = 'text' | 'password' | 'textarea' | 'select' | 'active' | 'models' | 'masked' | 'reference';
export type MessageRule =
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'format'
  | 'minimum'
  | 'maximum'
  | 'type'
  | 'enum'
  | 'sameAs'
  | 'reference';

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
  /** The id of a record of another entity, chosen with a search picker (`widget: 'reference'`). */
  reference?: ReferenceDescriptor;
}

/**
 * A field holding the id of another entity's record (a person's partner): the form searches that
 * entity's list by `search` filters and shows `label — detail`; the API refuses an id that names
 * no record.
 */
export interface ReferenceDescriptor {
  /** Key of the other entity's descriptor. */
  entity: string;
  /** Its field shown as the choice's name. */
  label: string;
  /** Its field shown after the name (a CNPJ), formatted as its list column is. */
  detail?: string;
  /** Its list filters (`list.filters[].param`) the typed text is searched with, each on its own. */
  search: string[];
}

/**
 * Records of another entity that point at this one, shown on its form as a count and a link to
 * that entity's list filtered on this record (`related` in the descriptor).
 */
export interface RelatedDescriptor {
  /** Key of the other entity's descriptor. */
  entity: string;
  /** One of its list filters (`list.filters[].param`) that selects the records. */
  filter: string;
  /** The field of this record whose value the filter takes ('id'); never a personal field. */
  from: string;
  /** pt-BR label of the count ('Fingerprints'). */
  label: string;
}

/** A cell that opens another entity's form: the record whose id is in the row's `idField`. */
export interface ColumnLink {
  /** Key of the entity whose form opens. */
  entity: string;
  /** The row's field holding that record's id. */
  idField: string;
}

export interface ColumnDescriptor {
  field: string;
  label: string;
  format?: ColumnFormat;
  /** Key of a special cell renderer registered in the console. */
  cell?: string;
  /** The heading sorts the list on the server (`sort=<field>&order=asc|desc`). */
  sortable?: boolean;
  /** The cell links to another entity's form (`cell: 'link'`). */
  link?: ColumnLink;
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

/** eq: equal; id: a record id (with `via`, the id of a row of another table whose column must match); contains: ILIKE %v%; prefix: ILIKE v%; gte/lte: range; digits: non-digits removed, then prefix; any-contains: an array element ILIKE %v%; search: contains on any of the columns; status-class: '2xx' → an integer column / 100 = 2 (200..299; an index on (column / 100, id desc) serves it newest first). */
export type FilterOp =
  'eq' | 'id' | 'contains' | 'prefix' | 'gte' | 'lte' | 'digits' | 'any-contains' | 'search' | 'status-class';

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
  /**
   * 'id' only: the value is the id of a row of `table`, and the filter matches when the filter's
   * column equals that row's `column` (a capture log's CPF and the person whose id is given).
   */
  via?: { table: string; column: string };
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
  /** Other entities' records shown on this entity's form as counts and links. */
  related?: RelatedDescriptor[];
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

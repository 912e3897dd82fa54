import type { ColumnType, Generated } from 'kysely';

/**
 * The database as Kysely sees it: one interface per table of server/db/migrations, column
 * names in snake_case as in SQL (the API's camelCase names are mapped in schemas/*.json).
 *
 * Value types are what both engines return: `timestamptz` -> Date, `numeric` and `bigint` ->
 * number (parsers in openDb.ts), `text[]` -> string[], `jsonb` -> parsed JSON.
 */

/** A `timestamptz` with a `now()` default: read as Date, written as Date or ISO string. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable `timestamptz` without default. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A required `timestamptz` without default. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/**
 * A `jsonb` column: read as parsed JSON, written as a JSON string (`JSON.stringify(value)`).
 * pg would send a JS array as a PostgreSQL array literal, so never pass objects directly.
 */
export type Json = ColumnType<JsonValue, string, string>;
export type NullableJson = ColumnType<JsonValue | null, string | null | undefined, string | null>;

/** Optimistic-concurrency counter of editable entities: starts at 1, +1 on every update. */
export type Version = Generated<number>;

/** Back-office users (spec 2.8). `email` is unique case-insensitively (index on lower(email)). */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  /** Digits only, e.g. '11987654321'. */
  phone: string | null;
  /** Free text shown as 'Tipo'; seeded values 'admin' and 'operador'. */
  role: Generated<string>;
  /** 1 = 'Acesso liberado', 0 = 'Acesso bloqueado'. */
  is_active: Generated<number>;
  password_hash: string;
  /** Bumped on password change/reset and on block: tokens carrying an older value are refused. */
  token_version: Generated<number>;
  /**
   * Set on the administrator created for a new production database (migration 0007): until they
   * change their password, the API refuses everything but the profile read, that change and logout.
   */
  must_change_password: Generated<boolean>;
  /** Fields added in a descriptor without a column of their own (migration 0002). */
  extra: ColumnType<Record<string, JsonValue>, string | undefined, string>;
  version: Version;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Single-use password-reset tokens; only the token's hash is stored. */
export interface ResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Capture settings per device model and service (spec 2.4). */
export interface DeviceConfigsTable {
  id: Generated<number>;
  device_type: 'android' | 'ios';
  service_type: 'finger' | 'liveness';
  /** `text[]`: model names as the device reports them, e.g. 'SM-A546E', 'iPhone 13'. */
  device_models: ColumnType<string[], string[] | undefined, string[]>;
  zoom: number;
  fps: number;
  exposure: number;
  exposure_min: number | null;
  exposure_max: number | null;
  exposure_scale_zero_to_one: number | null;
  /** The strings 'true' or 'false' (kept as the API sends them). */
  show_button_info: Generated<'true' | 'false'>;
  /** Fields added in a descriptor without a column of their own (migration 0002). */
  extra: ColumnType<Record<string, JsonValue>, string | undefined, string>;
  version: Version;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Image-quality parameter sets (spec 2.5); every value optional. */
export interface ParamsTable {
  id: Generated<number>;
  mean_score: number | null;
  std_score: number | null;
  var_score: number | null;
  mean_score_min: number | null;
  std_score_min: number | null;
  var_score_min: number | null;
  mean_score_max: number | null;
  std_score_max: number | null;
  var_score_max: number | null;
  mean_score_min_moto: number | null;
  std_score_min_moto: number | null;
  var_score_min_moto: number | null;
  mean_score_max_moto: number | null;
  std_score_max_moto: number | null;
  var_score_max_moto: number | null;
  /** Milliseconds. */
  max_autofocus_time: number | null;
  t1: number | null;
  t2: number | null;
  t3: number | null;
  tol: number | null;
  /** Fields added in a descriptor without a column of their own (migration 0002). */
  extra: ColumnType<Record<string, JsonValue>, string | undefined, string>;
  version: Version;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Catalogue of error messages shown by the capture apps (spec 2.7). */
export interface ErrorMessagesTable {
  id: Generated<number>;
  error_code: string;
  default_message: string;
  /** Fields added in a descriptor without a column of their own (migration 0002). */
  extra: ColumnType<Record<string, JsonValue>, string | undefined, string>;
  version: Version;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Partner companies (spec 2.9). */
export interface ClientsTable {
  id: Generated<number>;
  name: string;
  /** CNPJ without mask: 12 digits or uppercase letters + 2 check digits. */
  document: string;
  email: string | null;
  phone: string | null;
  /** Fields added in a descriptor without a column of their own (migration 0002). */
  extra: ColumnType<Record<string, JsonValue>, string | undefined, string>;
  version: Version;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** People identified by CPF (spec 2.10). */
export interface PeopleTable {
  id: Generated<number>;
  name: string | null;
  email: string | null;
  /** `char(11)`, digits only. */
  cpf: string;
  phone: string | null;
  client_id: number | null;
  /** argon2id; lets the person delete their own registration. Null: no self-service. */
  password_hash: string | null;
  /** Fields added in a descriptor without a column of their own (migration 0002). */
  extra: ColumnType<Record<string, JsonValue>, string | undefined, string>;
  version: Version;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** SERPRO's answer for a fingerprint; null when it was never sent. */
export type SerproStatus = 'aprovado' | 'reprovado' | 'pendente' | 'erro';

/** Fingerprint registrations (spec 2.11). */
export interface FingerprintsTable {
  id: Generated<number>;
  person_id: number;
  /** pt-BR finger name, e.g. 'Polegar direito'. */
  finger: string;
  serpro: SerproStatus | null;
  created_at: CreatedAt;
}

export type FingerprintImageKind = 'original' | 'processed' | 'mask';

/**
 * Images of a fingerprint, in groups of three (original JPEG, processed TIFF, mask TIFF).
 * `position` = group_index * 3 + (0 original, 1 processed, 2 mask). The group's score is on
 * its original image; processed and mask rows have null score.
 */
export interface FingerprintImagesTable {
  id: Generated<number>;
  fingerprint_id: number;
  position: number;
  group_index: number;
  kind: FingerprintImageKind;
  /** Relative to the storage folder, e.g. 'fingerprints/12/34/0-original.jpeg'. */
  path: string;
  score: number | null;
}

/** Liveness proofs (spec 2.11). */
export interface LivenessProofsTable {
  id: Generated<number>;
  person_id: number;
  bpm: number | null;
  video_path: string | null;
  created_at: CreatedAt;
}

/** Liveness capture logs (spec 2.6). Read-only reports; `cpf` is cleared when its person is deleted. */
export interface LivenessLogsTable {
  id: Generated<number>;
  exposure: number | null;
  /** Null until the files are generated (the BPM comes from the spectrum). */
  bpm: number | null;
  device_model: string | null;
  relation: number | null;
  arquivo_log: string | null;
  arquivo_video: string | null;
  arquivo_csv: string | null;
  arquivo_fft: string | null;
  arquivo_filtred: string | null;
  cpf: string | null;
  /** The log file's content, searched by the 'Conteúdo' filter. */
  log_text: string | null;
  data_hora: CreatedAt;
}

/** Fingerprint capture logs (spec 2.6). */
export interface FingerLogsTable {
  id: Generated<number>;
  exposure: number | null;
  device_model: string | null;
  zoom: number | null;
  arquivo_log: string | null;
  /** `text[]` of image paths (in the capture's 'log' folder). */
  imagens: ColumnType<string[], string[] | undefined, string[]>;
  cpf: string | null;
  log_text: string | null;
  data_hora: CreatedAt;
}

/** Every API request (spec 2.6 'Logs de Requisições'). `id` is a bigserial read as number. */
export interface RequestLogsTable {
  id: Generated<number>;
  /** Id of the user (client_kind 'user') or partner (client_kind 'client') behind the token. */
  client_id: number | null;
  client_kind: 'user' | 'client' | null;
  method: string;
  path: string;
  body_preview: string | null;
  body: string | null;
  headers: NullableJson;
  response_body: string | null;
  response_status: number;
  duration_ms: number;
  ip_address: string | null;
  user_agent: string | null;
  errors: NullableJson;
  created_at: CreatedAt;
}

/**
 * Each distinct request_logs.path once (kept by a trigger on request_logs): the endpoint filter
 * searches it first (migration 0006).
 */
export interface RequestLogPathsTable {
  path: string;
}

/** Price per service and volume tier; `tier_max` null is the top tier ('Acima de 500.000'). */
export interface PricesTable {
  id: Generated<number>;
  service: string;
  tier_max: number | null;
  /** `numeric(12,2)`, BRL. */
  price: number;
  version: Version;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Who read which biometric data, and when (LGPD accountability). */
export interface AccessLogsTable {
  id: Generated<number>;
  user_id: number | null;
  /** e.g. 'fingerprint.view', 'liveness.video'. */
  action: string;
  /** The kind of record read, e.g. 'fingerprint'. */
  subject: string | null;
  subject_id: string | null;
  /** The personal field a reveal showed ('cpf'); null for other actions (migration 0009). */
  field: string | null;
  /** Why: required for reveals, full-CPF exports and subject reports (migration 0009). */
  reason: string | null;
  created_at: CreatedAt;
}

/**
 * Stored files doomed by an erasure, listed in its transaction and removed after the commit and
 * at every start until none is left (migration 0008, workOffPendingDeletions).
 */
export interface PendingFileDeletionsTable {
  id: Generated<number>;
  /** Relative to the storage folder. */
  path: string;
  receipt_id: number | null;
  queued_at: CreatedAt;
  /** Failed removals so far; the row stays until one succeeds. */
  attempts: Generated<number>;
  last_error: string | null;
}

export type ErasureChannel = 'console' | 'batch' | 'public';

/** One row per erasure of people, without personal data (migration 0008). */
export interface ErasureReceiptsTable {
  id: Generated<number>;
  erased_at: CreatedAt;
  channel: ErasureChannel;
  /** People erased. */
  people: number;
  /** Rows removed or scrubbed per table, e.g. { "fingerprints": 3, "liveness_logs": 2 }. */
  counts: Json;
  /** Stored files listed for removal. */
  files: number;
}

export type SubjectReportStatus = 'running' | 'ready' | 'failed';

/**
 * Data subjects' reports (LGPD Art. 18 II, migration 0010): the job's state and its zip's life.
 * No full CPF: the person's id (null when nothing is registered under the CPF) and the masked CPF.
 */
export interface SubjectReportsTable {
  id: Generated<number>;
  /** The administrator who asked; only they can read or download it. */
  requested_by: number | null;
  /** ON DELETE CASCADE: erasing the person removes the report. */
  person_id: number | null;
  /** '***.456.789-**'. */
  cpf_masked: string;
  /** 'atendimento ao titular: protocolo 123'. */
  reason: string;
  status: Generated<SubjectReportStatus>;
  /** 0..100: rows and files done over their total. */
  progress: Generated<number>;
  /** pt-BR: why it failed, or what it holds. */
  message: string | null;
  size_bytes: number | null;
  created_at: CreatedAt;
  /** Touched by the running job: a 'running' row not touched for long was interrupted. */
  updated_at: CreatedAt;
  expires_at: Timestamp;
}

/**
 * Exports made as background jobs (migration 0015): the stored file, its owner and its life. `id`
 * is the job's id.
 */
export interface ExportFilesTable {
  id: string;
  /** Who asked for it: only they download it. No foreign key: a user's deletion leaves the file for the sweep. */
  user_id: number;
  /** The descriptor's key of the exported list. */
  entity: string;
  format: 'csv' | 'xlsx';
  /** The stored file (encrypted): 'exports/2026/11/<job id>.csv'. */
  path: string;
  /** The name the download is saved under ('Logs de Requisições 2026-11-27 10-41.csv'). */
  file_name: string;
  /** The file holds full CPFs (asked with a reason): its download also needs `<key>:reveal`. */
  revealed: Generated<boolean>;
  /** Null while the file is being written. */
  rows: number | null;
  size_bytes: number | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  reset_tokens: ResetTokensTable;
  device_configs: DeviceConfigsTable;
  params: ParamsTable;
  error_messages: ErrorMessagesTable;
  clients: ClientsTable;
  people: PeopleTable;
  fingerprints: FingerprintsTable;
  fingerprint_images: FingerprintImagesTable;
  liveness_proofs: LivenessProofsTable;
  liveness_logs: LivenessLogsTable;
  finger_logs: FingerLogsTable;
  request_logs: RequestLogsTable;
  prices: PricesTable;
  access_logs: AccessLogsTable;
  request_log_paths: RequestLogPathsTable;
  erasure_receipts: ErasureReceiptsTable;
  pending_file_deletions: PendingFileDeletionsTable;
  subject_reports: SubjectReportsTable;
  export_files: ExportFilesTable;
}

/** Every table name, in creation order (parents before children). */
export const tableNames = [
  'users',
  'reset_tokens',
  'device_configs',
  'params',
  'error_messages',
  'clients',
  'people',
  'fingerprints',
  'fingerprint_images',
  'liveness_proofs',
  'liveness_logs',
  'finger_logs',
  'request_logs',
  'prices',
  'access_logs',
  'request_log_paths',
  'erasure_receipts',
  'pending_file_deletions',
  'subject_reports',
  'export_files',
] as const satisfies readonly (keyof Database)[];

export type TableName = (typeof tableNames)[number];

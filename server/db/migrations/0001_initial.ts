import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * The complete data model of spec section 3 (+ DECISIONS.md): back-office users and their
 * reset tokens, device configurations, parameter sets, the error catalogue, partners, people,
 * their fingerprints and liveness proofs, the three report logs, prices and the access log.
 *
 * Written once in PostgreSQL SQL, it runs on PGlite and on PostgreSQL 15+. Each statement is
 * sent alone (PGlite's extended protocol takes one statement per query); the Migrator wraps
 * the whole migration in a transaction.
 *
 * Conventions: `id serial` keys (`bigserial` for request_logs), `version` on every editable
 * entity (optimistic concurrency), `created_at`/`updated_at timestamptz default now()`.
 * Text searched with ILIKE '%x%' gets a pg_trgm GIN index; CPF and CNPJ, searched by prefix
 * (LIKE 'x%'), get their unique index with the *_pattern_ops class so it also serves the prefix
 * under any collation.
 */
const statements: RawBuilder<unknown>[] = [
  sql`create extension if not exists pg_trgm`,

  sql`create table users (
    id serial primary key,
    name text not null,
    email text not null,
    phone text check (phone ~ '^[0-9]+$'),
    role text not null default 'operador',
    is_active smallint not null default 1 check (is_active in (0, 1)),
    password_hash text not null,
    token_version integer not null default 0,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index users_email_lower_key on users (lower(email))`,

  sql`create table reset_tokens (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    token_hash text not null unique,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create index reset_tokens_user_id_idx on reset_tokens (user_id)`,

  sql`create table device_configs (
    id serial primary key,
    device_type text not null check (device_type in ('android', 'ios')),
    service_type text not null check (service_type in ('finger', 'liveness')),
    device_models text[] not null default '{}',
    zoom double precision not null,
    fps double precision not null,
    exposure double precision not null,
    exposure_min double precision,
    exposure_max double precision,
    exposure_scale_zero_to_one double precision,
    show_button_info text not null default 'false' check (show_button_info in ('true', 'false')),
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,

  sql`create table params (
    id serial primary key,
    mean_score double precision,
    std_score double precision,
    var_score double precision,
    mean_score_min double precision,
    std_score_min double precision,
    var_score_min double precision,
    mean_score_max double precision,
    std_score_max double precision,
    var_score_max double precision,
    mean_score_min_moto double precision,
    std_score_min_moto double precision,
    var_score_min_moto double precision,
    mean_score_max_moto double precision,
    std_score_max_moto double precision,
    var_score_max_moto double precision,
    max_autofocus_time double precision,
    t1 double precision,
    t2 double precision,
    t3 double precision,
    tol double precision,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index params_mean_score_idx on params (mean_score)`,

  sql`create table error_messages (
    id serial primary key,
    error_code text not null unique,
    default_message text not null,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,

  sql`create table clients (
    id serial primary key,
    name text not null,
    document text not null check (document ~ '^[0-9A-Z]{12}[0-9]{2}$'),
    email text,
    phone text check (phone ~ '^[0-9]+$'),
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index clients_document_key on clients (document text_pattern_ops)`,
  sql`create index clients_name_trgm_idx on clients using gin (name gin_trgm_ops)`,
  sql`create index clients_name_idx on clients (name)`,

  sql`create table people (
    id serial primary key,
    name text,
    email text,
    cpf char(11) not null check (cpf ~ '^[0-9]{11}$'),
    phone text check (phone ~ '^[0-9]+$'),
    client_id integer references clients (id) on delete set null,
    password_hash text,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index people_cpf_key on people (cpf bpchar_pattern_ops)`,
  sql`create index people_name_trgm_idx on people using gin (name gin_trgm_ops)`,
  sql`create index people_client_id_idx on people (client_id)`,

  sql`create table fingerprints (
    id serial primary key,
    person_id integer not null references people (id) on delete cascade,
    finger text not null,
    serpro text check (serpro in ('aprovado', 'reprovado', 'pendente', 'erro')),
    created_at timestamptz not null default now()
  )`,
  sql`create index fingerprints_person_id_idx on fingerprints (person_id)`,

  sql`create table fingerprint_images (
    id serial primary key,
    fingerprint_id integer not null references fingerprints (id) on delete cascade,
    position integer not null check (position >= 0),
    group_index integer not null check (group_index >= 0),
    kind text not null check (kind in ('original', 'processed', 'mask')),
    path text not null,
    score double precision,
    unique (fingerprint_id, position)
  )`,

  sql`create table liveness_proofs (
    id serial primary key,
    person_id integer not null references people (id) on delete cascade,
    bpm double precision,
    video_path text,
    created_at timestamptz not null default now()
  )`,
  sql`create index liveness_proofs_person_id_idx on liveness_proofs (person_id)`,

  sql`create table liveness_logs (
    id serial primary key,
    exposure double precision,
    bpm double precision,
    device_model text,
    relation double precision,
    arquivo_log text,
    arquivo_video text,
    arquivo_csv text,
    arquivo_fft text,
    arquivo_filtred text,
    cpf char(11) check (cpf ~ '^[0-9]{11}$'),
    log_text text,
    data_hora timestamptz not null default now()
  )`,
  sql`create index liveness_logs_data_hora_idx on liveness_logs (data_hora desc, id desc)`,
  sql`create index liveness_logs_device_model_trgm_idx on liveness_logs using gin (device_model gin_trgm_ops)`,
  sql`create index liveness_logs_relation_idx on liveness_logs (relation)`,
  sql`create index liveness_logs_cpf_idx on liveness_logs (cpf)`,
  sql`create index liveness_logs_log_text_trgm_idx on liveness_logs using gin (log_text gin_trgm_ops)`,

  sql`create table finger_logs (
    id serial primary key,
    exposure double precision,
    device_model text,
    zoom double precision,
    arquivo_log text,
    imagens text[] not null default '{}',
    cpf char(11) check (cpf ~ '^[0-9]{11}$'),
    log_text text,
    data_hora timestamptz not null default now()
  )`,
  sql`create index finger_logs_data_hora_idx on finger_logs (data_hora desc, id desc)`,
  sql`create index finger_logs_device_model_trgm_idx on finger_logs using gin (device_model gin_trgm_ops)`,
  sql`create index finger_logs_cpf_idx on finger_logs (cpf)`,
  sql`create index finger_logs_log_text_trgm_idx on finger_logs using gin (log_text gin_trgm_ops)`,

  sql`create table request_logs (
    id bigserial primary key,
    client_id integer,
    client_kind text check (client_kind in ('user', 'client')),
    method text not null,
    path text not null,
    body_preview text,
    body text,
    headers jsonb,
    response_body text,
    response_status integer not null,
    duration_ms double precision not null,
    ip_address text,
    user_agent text,
    errors jsonb,
    created_at timestamptz not null default now()
  )`,
  // The list is ordered by id desc (the primary key); filters by method or status keep that
  // order through (x, id desc); created_at serves date ranges and retention clean-up.
  sql`create index request_logs_created_at_idx on request_logs (created_at desc, id desc)`,
  sql`create index request_logs_method_idx on request_logs (method, id desc)`,
  sql`create index request_logs_status_idx on request_logs (response_status, id desc)`,
  sql`create index request_logs_path_trgm_idx on request_logs using gin (path gin_trgm_ops)`,
  sql`create index request_logs_body_trgm_idx on request_logs using gin (body gin_trgm_ops)`,

  sql`create table prices (
    id serial primary key,
    service text not null,
    tier_max integer check (tier_max > 0),
    price numeric(12, 2) not null check (price >= 0),
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint prices_service_tier_key unique nulls not distinct (service, tier_max)
  )`,

  sql`create table access_logs (
    id serial primary key,
    user_id integer references users (id) on delete set null,
    action text not null,
    subject text,
    subject_id text,
    created_at timestamptz not null default now()
  )`,
  sql`create index access_logs_created_at_idx on access_logs (created_at desc, id desc)`,
];

const tablesNewestFirst = [
  'access_logs',
  'prices',
  'request_logs',
  'finger_logs',
  'liveness_logs',
  'liveness_proofs',
  'fingerprint_images',
  'fingerprints',
  'people',
  'clients',
  'error_messages',
  'params',
  'device_configs',
  'reset_tokens',
  'users',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tablesNewestFirst) await sql`drop table if exists ${sql.table(table)}`.execute(db);
}

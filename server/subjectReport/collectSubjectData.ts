import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { fingerTiffPaths } from '../erasure/commitPeopleErasure.js';
import type { PersonalTable, RecordEndpoints } from '../erasure/RecordEndpoints.js';
import { likePattern, personalTerms } from '../erasure/scrubPersonalText.js';
import { findRequestLogsAbout } from './findRequestLogsAbout.js';
import { findAccessLogsAbout } from './findAccessLogsAbout.js';

/** Every row held about one CPF, as read from the database (the report's raw material). */
export interface SubjectData {
  person: {
    id: number;
    name: string | null;
    email: string | null;
    cpf: string;
    phone: string | null;
    client_id: number | null;
    client_name: string | null;
    extra: unknown;
    created_at: Date;
    updated_at: Date;
    has_password: boolean;
  } | null;
  fingerprints: {
    id: number;
    finger: string;
    serpro: string | null;
    created_at: Date;
    images: { id: number; position: number; group_index: number; kind: string; path: string; score: number | null }[];
  }[];
  livenessProofs: { id: number; bpm: number | null; video_path: string | null; created_at: Date }[];
  livenessLogs: {
    id: number;
    exposure: number | null;
    bpm: number | null;
    device_model: string | null;
    relation: number | null;
    arquivo_log: string | null;
    arquivo_video: string | null;
    arquivo_csv: string | null;
    arquivo_fft: string | null;
    arquivo_filtred: string | null;
    log_text: string | null;
    data_hora: Date;
  }[];
  fingerLogs: {
    id: number;
    exposure: number | null;
    device_model: string | null;
    zoom: number | null;
    arquivo_log: string | null;
    imagens: string[];
    log_text: string | null;
    data_hora: Date;
  }[];
  requestLogs: {
    id: number;
    method: string;
    path: string;
    response_status: number;
    body: string | null;
    response_body: string | null;
    created_at: Date;
  }[];
  accessLogs: {
    id: number;
    user_id: number | null;
    action: string;
    subject: string | null;
    subject_id: string | null;
    field: string | null;
    reason: string | null;
    created_at: Date;
  }[];
}

/**
 * Reads everything held about the CPF `cpf` (11 digits), over the same ground as erasure
 * (commitPeopleErasure, scrubPersonalText), so that what an erasure removes is what the report
 * shows: the registration; its fingerprints with their images and liveness proofs; the capture
 * logs carrying the CPF; the request logs that mention the person — CPF (digits, formatted,
 * masked), name or e-mail (as typed or percent-encoded) in a body, or a path reading one of their
 * records (`endpoints`) — found through the trigram indexes; and the access-log entries about
 * them: subjects naming them, their records or their stored files. Without a registration, only
 * the CPF's spellings are searched (capture and request logs may still hold it).
 */
export async function collectSubjectData(
  db: Kysely<Database>,
  cpf: string,
  endpoints: RecordEndpoints = {},
): Promise<SubjectData> {
  const person =
    (await db
      .selectFrom('people')
      .leftJoin('clients', 'clients.id', 'people.client_id')
      .select([
        'people.id',
        'people.name',
        'people.email',
        'people.cpf',
        'people.phone',
        'people.client_id',
        'clients.name as client_name',
        'people.extra',
        'people.created_at',
        'people.updated_at',
      ])
      .select(sql<boolean>`people.password_hash is not null`.as('has_password'))
      .where('people.cpf', '=', cpf)
      .executeTakeFirst()) ?? null;
  const personId = person?.id ?? -1;
  const fingerprintRows = await db
    .selectFrom('fingerprints')
    .select(['id', 'finger', 'serpro', 'created_at'])
    .where('person_id', '=', personId)
    .orderBy('id')
    .execute();
  const images = fingerprintRows.length
    ? await db
        .selectFrom('fingerprint_images')
        .select(['id', 'fingerprint_id', 'position', 'group_index', 'kind', 'path', 'score'])
        .where(
          'fingerprint_id',
          'in',
          fingerprintRows.map((f) => f.id),
        )
        .orderBy('fingerprint_id')
        .orderBy('position')
        .execute()
    : [];
  const fingerprints = fingerprintRows.map((f) => ({
    ...f,
    images: images.filter((i) => i.fingerprint_id === f.id).map(({ fingerprint_id: _, ...i }) => i),
  }));
  const livenessProofs = await db
    .selectFrom('liveness_proofs')
    .select(['id', 'bpm', 'video_path', 'created_at'])
    .where('person_id', '=', personId)
    .orderBy('id')
    .execute();
  const livenessLogs = await db
    .selectFrom('liveness_logs')
    .select([
      'id',
      'exposure',
      'bpm',
      'device_model',
      'relation',
      'arquivo_log',
      'arquivo_video',
      'arquivo_csv',
      'arquivo_fft',
      'arquivo_filtred',
      'log_text',
      'data_hora',
    ])
    .where('cpf', '=', cpf)
    .orderBy('id')
    .execute();
  const fingerLogs = await db
    .selectFrom('finger_logs')
    .select(['id', 'exposure', 'device_model', 'zoom', 'arquivo_log', 'imagens', 'log_text', 'data_hora'])
    .where('cpf', '=', cpf)
    .orderBy('id')
    .execute();

  const byTable: [PersonalTable, number[]][] = [
    ['people', person ? [person.id] : []],
    ['fingerprints', fingerprintRows.map((f) => f.id)],
    ['liveness_proofs', livenessProofs.map((p) => p.id)],
    ['liveness_logs', livenessLogs.map((l) => l.id)],
    ['finger_logs', fingerLogs.map((l) => l.id)],
  ];
  // Each table's records under the entity serving it: its key (access-log subject) and endpoint.
  const records = byTable.flatMap(([table, ids]) => {
    const entity = endpoints[table];
    return entity ? [{ ...entity, ids }] : [];
  });
  const who = { cpf, name: person?.name ?? null, email: person?.email ?? null, phone: person?.phone ?? null };
  const textPatterns = personalTerms(who).map(likePattern);
  const ownPaths = records.flatMap(({ endpoint, ids }) => ids.map((id) => `${endpoint}/${id}`));
  const requestLogs = await findRequestLogsAbout(db, textPatterns, ownPaths);

  const files = [
    ...images.map((i) => i.path),
    ...livenessProofs.map((p) => p.video_path),
    ...livenessLogs.flatMap((l) => [l.arquivo_log, l.arquivo_video, l.arquivo_csv, l.arquivo_fft, l.arquivo_filtred]),
    ...fingerLogs.flatMap((l) => [l.arquivo_log, ...l.imagens.flatMap((image) => [image, ...fingerTiffPaths(image)])]),
  ].filter((p): p is string => !!p);
  const accessLogs = await findAccessLogsAbout(
    db,
    textPatterns,
    files,
    records.map(({ key, ids }) => [key, ids] as const),
  );

  return {
    person: person && { ...person, has_password: !!person.has_password },
    fingerprints,
    livenessProofs,
    livenessLogs,
    fingerLogs,
    requestLogs,
    accessLogs,
  };
}

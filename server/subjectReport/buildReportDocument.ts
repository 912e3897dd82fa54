import { fingerTiffPaths } from '../erasure/commitPeopleErasure.js';
import type { SubjectData } from './collectSubjectData.js';

/** One stored file to put in the zip: where it is kept and its name inside the zip. */
export interface ReportFile {
  /** Relative to the storage folder (read with openStoredFile). */
  stored: string;
  /** 'arquivos/digitais/12/0-original.jpeg'. */
  zipPath: string;
}

/** Who asked, why and when: the report's header. */
export interface ReportMeta {
  reportId: number;
  generatedAt: Date;
  requestedBy: { id: number; name: string };
  /** 'ordem judicial: Processo 123'. */
  reason: string;
  /** '***.982.247-**'. */
  cpfMasked: string;
  /** The reports' own path (`paths.subjectReports`): the request logs of reports are not data held. */
  reportsPath: string;
}

/** The document's format, bumped when its structure changes. */
const REPORT_FORMAT = 'relatorio-titular/1';

/** What the report says about erasure (LGPD Art. 18 VI), for the data subject. */
const ERASURE_NOTE =
  'O titular pode pedir a eliminação destes dados (LGPD, art. 18, VI). A eliminação apaga o cadastro, as digitais e suas imagens, as provas de vida e seus vídeos, os arquivos dos logs de captura, e substitui o CPF, o nome e o e-mail nos logs de requisição e de acesso por "[titular removido]"; fica um recibo sem dados pessoais. Este relatório também é apagado.';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The last segment of a stored path, reduced to safe characters ('captura log.txt' → 'captura_log.txt'). */
function baseName(stored: string): string {
  const last = stored.split('/').pop() ?? 'arquivo';
  return last.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_') || 'arquivo';
}

/**
 * Builds the report's JSON document (`relatorio.json`) from the rows read by collectSubjectData,
 * and the list of stored files to put beside it, each named inside the zip under `arquivos/`
 * ('arquivos/digitais/<fingerprint>/<position>-<kind>.<ext>', 'arquivos/provas-de-vida/<id>/…',
 * 'arquivos/logs-liveness/<id>/…', 'arquivos/logs-digitais/<id>/…'): the document names each
 * file by that path. Pure: no database, no disk. Files missing on disk are added by the writer
 * (`files_missing`).
 *
 * Structure: format, report_id, generated_at, requested_by {id, name}, reason, cpf (masked),
 * nothing_held, person (registration fields, or null), fingerprints [{…, images [{…, file}]}],
 * liveness_proofs [{…, video}], capture_logs {liveness [{…, files}], finger [{…, files}]},
 * request_logs [{id, method, path, status, created_at, body, response_body}] (as stored),
 * access_logs [{id, user_id, action, subject, subject_id, field, reason, created_at}], erasure.
 */
export function buildReportDocument(
  data: SubjectData,
  meta: ReportMeta,
): { document: Record<string, unknown>; files: ReportFile[] } {
  const files: ReportFile[] = [];
  const taken = new Set<string>();
  const add = (stored: string | null, folder: string, name = stored ? baseName(stored) : ''): string | null => {
    if (!stored) return null;
    let zipPath = `arquivos/${folder}/${name}`;
    for (let n = 2; taken.has(zipPath); n++) zipPath = `arquivos/${folder}/${n}-${name}`;
    taken.add(zipPath);
    files.push({ stored, zipPath });
    return zipPath;
  };
  const ext = (stored: string) => (/\.[A-Za-z0-9]{1,8}$/.exec(stored)?.[0] ?? '').toLowerCase();
  const p = data.person;
  const document = {
    format: REPORT_FORMAT,
    report_id: meta.reportId,
    generated_at: meta.generatedAt.toISOString(),
    requested_by: meta.requestedBy,
    reason: meta.reason,
    cpf: meta.cpfMasked,
    // The report's own traces (its request, its access-log entries) are not something held about them.
    nothing_held:
      !p &&
      !data.livenessLogs.length &&
      !data.fingerLogs.length &&
      !data.requestLogs.some((r) => !r.path.startsWith(meta.reportsPath)) &&
      !data.accessLogs.some((a) => a.action !== 'subject-report'),
    person: p && {
      id: p.id,
      name: p.name,
      email: p.email,
      cpf: p.cpf,
      phone: p.phone,
      client_id: p.client_id,
      client_name: p.client_name,
      extra: p.extra,
      has_password: p.has_password,
      created_at: iso(p.created_at),
      updated_at: iso(p.updated_at),
    },
    fingerprints: data.fingerprints.map((f) => ({
      id: f.id,
      finger: f.finger,
      serpro: f.serpro,
      created_at: iso(f.created_at),
      images: f.images.map((i) => ({
        id: i.id,
        position: i.position,
        group_index: i.group_index,
        kind: i.kind,
        score: i.score,
        file: add(i.path, `digitais/${f.id}`, `${i.position}-${i.kind}${ext(i.path)}`),
      })),
    })),
    liveness_proofs: data.livenessProofs.map((l) => ({
      id: l.id,
      bpm: l.bpm,
      created_at: iso(l.created_at),
      video: add(l.video_path, `provas-de-vida/${l.id}`),
    })),
    capture_logs: {
      liveness: data.livenessLogs.map((l) => ({
        id: l.id,
        data_hora: iso(l.data_hora),
        device_model: l.device_model,
        exposure: l.exposure,
        bpm: l.bpm,
        relation: l.relation,
        log_text: l.log_text,
        files: {
          log: add(l.arquivo_log, `logs-liveness/${l.id}`),
          video: add(l.arquivo_video, `logs-liveness/${l.id}`),
          csv: add(l.arquivo_csv, `logs-liveness/${l.id}`),
          fft: add(l.arquivo_fft, `logs-liveness/${l.id}`),
          filtred: add(l.arquivo_filtred, `logs-liveness/${l.id}`),
        },
      })),
      finger: data.fingerLogs.map((l) => ({
        id: l.id,
        data_hora: iso(l.data_hora),
        device_model: l.device_model,
        exposure: l.exposure,
        zoom: l.zoom,
        log_text: l.log_text,
        files: {
          log: add(l.arquivo_log, `logs-digitais/${l.id}`),
          images: l.imagens.map((image) => add(image, `logs-digitais/${l.id}`)),
          processed: l.imagens.flatMap((image) =>
            fingerTiffPaths(image).map((tiff) => add(tiff, `logs-digitais/${l.id}/img`)),
          ),
        },
      })),
    },
    request_logs: data.requestLogs.map((r) => ({
      id: Number(r.id),
      method: r.method,
      path: r.path,
      status: r.response_status,
      created_at: iso(r.created_at),
      body: r.body,
      response_body: r.response_body,
    })),
    access_logs: data.accessLogs.map((a) => ({
      id: a.id,
      user_id: a.user_id,
      action: a.action,
      subject: a.subject,
      subject_id: a.subject_id,
      field: a.field,
      reason: a.reason,
      created_at: iso(a.created_at),
    })),
    erasure: ERASURE_NOTE,
  };
  return { document, files };
}

/** Rows in the document (the person counts as one): with the files, the progress' total. */
export function countRows(data: SubjectData): number {
  return (
    (data.person ? 1 : 0) +
    data.fingerprints.reduce((n, f) => n + 1 + f.images.length, 0) +
    data.livenessProofs.length +
    data.livenessLogs.length +
    data.fingerLogs.length +
    data.requestLogs.length +
    data.accessLogs.length
  );
}

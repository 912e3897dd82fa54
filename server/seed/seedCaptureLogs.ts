import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { chance, randInt, randRange, randText, randUnit } from './sqlRandom.js';
import { deviceModels, weighted } from './sampleData.js';
import { inBatches } from './inBatches.js';

export interface SeedCaptureLogsInput {
  count: number;
  log: (line: string) => void;
}

const batchSize = 50_000;

/**
 * Columns shared by both capture logs, for row `g`: the capture time (30 days back, about one
 * in eight today), a device drawn by market weight with its OS, a folder
 * '<kind>/YYYY/MM/<uuid>' and the CPF of a seeded person (one in ten unlinked).
 */
function captureBase(
  kind: 'liveness' | 'finger',
  salt: number,
  maxPersonId: number,
  from: number,
  to: number,
): RawBuilder<unknown> {
  const indexes = weighted(
    deviceModels.map((_, i) => i + 1),
    (i) => deviceModels[i - 1]?.weight ?? 1,
  );
  const dataHora = sql`case
      when ${chance(salt, 0.12)} then now() - least(interval '6 hours', now() - date_trunc('day', now())) * ${randUnit(salt + 1)}
      else now() - interval '30 days' * ${randUnit(salt + 2)}
    end`;
  return sql`
    select g, d.data_hora, d.uuid,
      (${deviceModels.map((m) => m.model)}::text[])[d.dev] as model,
      (${deviceModels.map((m) => m.os)}::text[])[d.dev] as os,
      format('%s/%s/%s', ${kind}::text, to_char(d.data_hora, 'YYYY/MM'), d.uuid) as folder,
      case when ${chance(salt + 3, 0.1)} then null else p.cpf end as cpf
    from (
      select g, ${dataHora} as data_hora, md5(${kind}::text || '-log-' || g)::uuid as uuid,
        (${indexes}::int[])[1 + ${randInt(salt + 4, indexes.length)}] as dev
      from generate_series(${sql.lit(from)}::int, ${sql.lit(to)}::int) g
    ) d
    left join people p on p.id = 1 + ${randInt(salt + 5, maxPersonId)}
  `;
}

const stamp = (offsetMs: RawBuilder<unknown> | number) =>
  sql`to_char(s.data_hora + make_interval(secs => (${offsetMs})::float8 / 1000), 'YYYY-MM-DD HH24:MI:SS.MS')`;

/** Liveness capture logs with plausible exposure, BPM, relation, file paths and log text. */
export async function seedLivenessLogs(
  db: Kysely<Database>,
  maxPersonId: number,
  input: SeedCaptureLogsInput,
): Promise<void> {
  await inBatches(input.count, batchSize, 'logs de liveness', input.log, (from, to) =>
    sql`
      insert into liveness_logs (exposure, bpm, device_model, relation, arquivo_log, arquivo_video, arquivo_csv, arquivo_fft, arquivo_filtred, cpf, log_text, data_hora)
      select s.exposure, s.bpm, s.model, s.relation, s.folder || '/log.txt', s.folder || '/video.mp4',
        case when s.has_files then s.folder || '/signal.csv' end,
        case when s.has_files then s.folder || '/fft.csv' end,
        case when s.has_files then s.folder || '/filtred.csv' end,
        s.cpf,
        concat_ws(E'\n',
          ${stamp(0)} || ' INFO  LivenessActivity: início da captura | dispositivo=' || s.model || ' | ' || s.os || ' | app 3.4.2',
          ${stamp(280)} || ' INFO  CameraConfig: fps=30 zoom=1.0 exposure=' || s.exposure,
          ${stamp(910)} || ' INFO  FaceDetector: rosto detectado (confiança ' || s.confidence || ')',
          case when s.dark then ${stamp(1450)} || ' WARN  E002 Iluminação insuficiente (luminância média ' || s.luma || ')' end,
          case when s.moved then ${stamp(5320)} || ' WARN  E004 Movimento excessivo detectado; captura reiniciada' end,
          ${stamp(10_930)} || ' INFO  Captura concluída: ' || s.frames || ' quadros em 10,0 s',
          ${stamp(sql`11500 + s.upload_ms`)} || ' INFO  Upload concluído: ' || s.folder || '/video.mp4 (' || s.size_mb || ' MB)',
          case when s.has_files
            then ${stamp(sql`11900 + s.upload_ms`)} || ' INFO  Sinal processado: BPM=' || s.bpm || ' relation=' || s.relation
            else ${stamp(sql`11900 + s.upload_ms`)} || ' INFO  Arquivos de sinal pendentes (csv, fft, filtred)'
          end,
          case when s.relation < 0.6 then ${stamp(sql`12000 + s.upload_ms`)} || ' ERROR E006 Prova de vida não confirmada (relation=' || s.relation || ')' end
        ),
        s.data_hora
      from (
        select b.*,
          ${randRange(211, -2, 2, 1)} as exposure,
          ${randRange(212, 0.3, 2.5, 3)} as relation,
          -- Captures of the last three hours are still waiting for processing (the generate icon).
          (not ${chance(213, 0.25)} and b.data_hora < now() - interval '3 hours') as has_files,
          case when ${chance(213, 0.25)} or b.data_hora >= now() - interval '3 hours' then null else ${randRange(214, 56, 108, 1)} end as bpm,
          ${randRange(215, 0.86, 0.99, 2)} as confidence,
          ${chance(216, 0.15)} as dark,
          ${randInt(217, 25)} + 35 as luma,
          ${chance(218, 0.08)} as moved,
          ${randInt(219, 6)} + 295 as frames,
          ${randInt(220, 2500)} + 300 as upload_ms,
          ${randRange(221, 2.5, 6.5, 1)} as size_mb
        from (${captureBase('liveness', 200, maxPersonId, from, to)}) b
      ) s
      order by s.g
    `.execute(db),
  );
}

/** Fingerprint capture logs with zoom, exposure, 1 to 4 images in the capture's 'log' folder. */
export async function seedFingerLogs(
  db: Kysely<Database>,
  maxPersonId: number,
  input: SeedCaptureLogsInput,
): Promise<void> {
  await inBatches(input.count, batchSize, 'logs de finger', input.log, (from, to) =>
    sql`
      insert into finger_logs (exposure, device_model, zoom, arquivo_log, imagens, cpf, log_text, data_hora)
      select s.exposure, s.model, s.zoom, s.folder || '/log/log.txt',
        array(select format('%s/log/finger_%s.jpeg', s.folder, k) from generate_series(1, s.images) k),
        s.cpf,
        concat_ws(E'\n',
          ${stamp(0)} || ' INFO  FingerCaptureActivity: início da captura | dispositivo=' || s.model || ' | ' || s.os || ' | app 3.4.2',
          ${stamp(240)} || ' INFO  CameraConfig: zoom=' || s.zoom || ' exposure=' || s.exposure || ' foco automático=ativo',
          case when s.focus_timeout then ${stamp(3240)} || ' WARN  E013 Foco automático não concluído em 3000 ms; nova tentativa' end,
          ${stamp(sql`240 + s.focus_ms`)} || ' INFO  Foco automático concluído em ' || s.focus_ms || ' ms',
          ${stamp(sql`900 + s.focus_ms`)} || ' INFO  Dedos detectados: 4 (mão ' || s.hand || ')',
          ${stamp(sql`1300 + s.focus_ms`)} || ' INFO  Qualidade: meanScore=' || s.mean || ' stdScore=' || s.std || ' varScore=' || s.var,
          case when s.low_contrast then ${stamp(sql`1350 + s.focus_ms`)} || ' WARN  E012 Digital com baixo contraste' end,
          ${stamp(sql`2600 + s.focus_ms`)} || ' INFO  ' || s.images || ' imagens enviadas para ' || s.folder || '/log'
        ),
        s.data_hora
      from (
        select b.*,
          ${randRange(231, -2, 2, 1)} as exposure,
          ${randRange(232, 1.5, 3.1, 1)} as zoom,
          1 + ${randInt(233, 4)} as images,
          ${chance(234, 0.1)} as focus_timeout,
          ${randInt(235, 2200)} + case when ${chance(234, 0.1)} then 3400 else 400 end as focus_ms,
          ${randText(236, ['direita', 'direita', 'direita', 'esquerda'])} as hand,
          ${randRange(237, 0.35, 0.9, 3)} as mean,
          ${randRange(238, 0.08, 0.32, 3)} as std,
          ${randRange(239, 0.006, 0.1, 4)} as var,
          ${chance(240, 0.12)} as low_contrast
        from (${captureBase('finger', 250, maxPersonId, from, to)}) b
      ) s
      order by s.g
    `.execute(db),
  );
}

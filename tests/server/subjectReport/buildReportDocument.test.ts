import { describe, expect, it } from 'vitest';
import { buildReportDocument, countRows } from '../../../server/subjectReport/buildReportDocument.js';
import type { SubjectData } from '../../../server/subjectReport/collectSubjectData.js';

const at = new Date('2026-11-20T10:00:00Z');
const meta = {
  reportId: 7,
  generatedAt: new Date('2026-11-25T12:00:00Z'),
  requestedBy: { id: 1, name: 'Dra. Encarregada' },
  reason: 'ordem judicial: Processo 123',
  cpfMasked: '***.587.820-**',
  reportsPath: '/reports/v9/subjects',
};
const empty: SubjectData = {
  person: null,
  fingerprints: [],
  livenessProofs: [],
  livenessLogs: [],
  fingerLogs: [],
  requestLogs: [],
  accessLogs: [],
};

const data: SubjectData = {
  person: {
    id: 3,
    name: 'Ana Souza',
    email: 'ana@x.com',
    cpf: '49858782004',
    phone: '11987654321',
    client_id: 2,
    client_name: 'Banco X',
    extra: {},
    created_at: at,
    updated_at: at,
    has_password: true,
  },
  fingerprints: [
    {
      id: 12,
      finger: 'Polegar direito',
      serpro: 'aprovado',
      created_at: at,
      images: [
        { id: 1, position: 0, group_index: 0, kind: 'original', path: 'fingerprints/a/0-original.jpeg', score: 0.9 },
        { id: 2, position: 1, group_index: 0, kind: 'processed', path: 'fingerprints/a/0-processed.tiff', score: null },
      ],
    },
  ],
  livenessProofs: [{ id: 4, bpm: 72, video_path: 'proofs/a/video.mp4', created_at: at }],
  livenessLogs: [
    {
      id: 5,
      exposure: 1,
      bpm: 70,
      device_model: 'SM-A546E',
      relation: 1.2,
      arquivo_log: 'liveness/a/log.txt',
      arquivo_video: 'liveness/a/video.mp4',
      arquivo_csv: null,
      arquivo_fft: null,
      arquivo_filtred: null,
      log_text: 'x',
      data_hora: at,
    },
  ],
  fingerLogs: [
    {
      id: 6,
      exposure: 0,
      device_model: 'iPhone 13',
      zoom: 2,
      arquivo_log: 'finger/a/log/log.txt',
      imagens: ['finger/a/log/finger 1.jpeg'],
      log_text: null,
      data_hora: at,
    },
  ],
  requestLogs: [
    {
      id: 99,
      method: 'GET',
      path: '/person/v1/3',
      response_status: 200,
      body: null,
      response_body: '{"data":{"name":"[omitido]"}}',
      created_at: at,
    },
  ],
  accessLogs: [
    {
      id: 8,
      user_id: 1,
      action: 'file.read',
      subject: 'proofs',
      subject_id: 'proofs/a/video.mp4',
      field: null,
      reason: null,
      created_at: at,
    },
  ],
};

describe('buildReportDocument', () => {
  it('names every stored file once under arquivos/, by record, and the document points at each', () => {
    const { document, files } = buildReportDocument(data, meta);
    expect(files).toEqual([
      { stored: 'fingerprints/a/0-original.jpeg', zipPath: 'arquivos/digitais/12/0-original.jpeg' },
      { stored: 'fingerprints/a/0-processed.tiff', zipPath: 'arquivos/digitais/12/1-processed.tiff' },
      { stored: 'proofs/a/video.mp4', zipPath: 'arquivos/provas-de-vida/4/video.mp4' },
      { stored: 'liveness/a/log.txt', zipPath: 'arquivos/logs-liveness/5/log.txt' },
      { stored: 'liveness/a/video.mp4', zipPath: 'arquivos/logs-liveness/5/video.mp4' },
      { stored: 'finger/a/log/log.txt', zipPath: 'arquivos/logs-digitais/6/log.txt' },
      { stored: 'finger/a/log/finger 1.jpeg', zipPath: 'arquivos/logs-digitais/6/finger_1.jpeg' },
      { stored: 'finger/a/img/finger 1.tiff', zipPath: 'arquivos/logs-digitais/6/img/finger_1.tiff' },
      { stored: 'finger/a/img/finger 1-mask.tiff', zipPath: 'arquivos/logs-digitais/6/img/finger_1-mask.tiff' },
    ]);
    const named = JSON.stringify(document)
      .match(/"arquivos\/[^"]+"/g)!
      .map((s) => JSON.parse(s));
    expect(named.sort()).toEqual(files.map((f) => f.zipPath).sort());
    expect(document).toMatchObject({
      format: 'relatorio-titular/1',
      report_id: 7,
      generated_at: '2026-11-25T12:00:00.000Z',
      requested_by: { id: 1, name: 'Dra. Encarregada' },
      reason: 'ordem judicial: Processo 123',
      cpf: '***.587.820-**',
      nothing_held: false,
      person: {
        id: 3,
        cpf: '49858782004',
        name: 'Ana Souza',
        client_name: 'Banco X',
        has_password: true,
        created_at: '2026-11-20T10:00:00.000Z',
      },
      fingerprints: [
        {
          id: 12,
          serpro: 'aprovado',
          images: [
            { kind: 'original', score: 0.9, file: 'arquivos/digitais/12/0-original.jpeg' },
            { kind: 'processed', file: 'arquivos/digitais/12/1-processed.tiff' },
          ],
        },
      ],
      liveness_proofs: [{ id: 4, bpm: 72, video: 'arquivos/provas-de-vida/4/video.mp4' }],
      capture_logs: {
        liveness: [{ id: 5, files: { log: 'arquivos/logs-liveness/5/log.txt', csv: null } }],
        finger: [{ id: 6, files: { images: ['arquivos/logs-digitais/6/finger_1.jpeg'] } }],
      },
      request_logs: [
        {
          id: 99,
          method: 'GET',
          path: '/person/v1/3',
          status: 200,
          body: null,
          response_body: '{"data":{"name":"[omitido]"}}',
          created_at: '2026-11-20T10:00:00.000Z',
        },
      ],
      access_logs: [{ id: 8, action: 'file.read', subject_id: 'proofs/a/video.mp4' }],
    });
    expect(JSON.stringify(document)).not.toContain('password_hash');
    expect(countRows(data)).toBe(1 + 3 + 1 + 1 + 1 + 1 + 1);
  });

  it('two files of one record with the same name stay apart; unsafe names are made safe', () => {
    const { files } = buildReportDocument(
      {
        ...empty,
        livenessLogs: [
          {
            ...data.livenessLogs[0]!,
            arquivo_log: 'a/x.txt',
            arquivo_video: 'b/x.txt',
            arquivo_csv: 'c/..evil|name.csv',
          },
        ],
      },
      meta,
    );
    expect(files.map((f) => f.zipPath)).toEqual([
      'arquivos/logs-liveness/5/x.txt',
      'arquivos/logs-liveness/5/2-x.txt',
      'arquivos/logs-liveness/5/_evil_name.csv',
    ]);
  });

  it("nothing held: no registration, no capture log, only the report's own traces", () => {
    const own = {
      ...empty,
      requestLogs: [{ ...data.requestLogs[0]!, path: meta.reportsPath, method: 'POST' }],
      accessLogs: [{ ...data.accessLogs[0]!, action: 'subject-report' }],
    };
    expect(buildReportDocument(empty, meta).document).toMatchObject({
      nothing_held: true,
      person: null,
      fingerprints: [],
    });
    expect(buildReportDocument(own, meta).document.nothing_held).toBe(true);
    expect(buildReportDocument({ ...empty, accessLogs: data.accessLogs }, meta).document.nothing_held).toBe(false);
    expect(buildReportDocument({ ...empty, fingerLogs: data.fingerLogs }, meta).document.nothing_held).toBe(false);
  });
});

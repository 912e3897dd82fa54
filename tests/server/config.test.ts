import { describe, expect, it } from 'vitest';
import { loadConfig, requirePublicUrl } from '../../server/config.js';

describe('PUBLIC_URL', () => {
  it('is required with DATABASE_URL (production), with a pt-BR message naming it', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db:5432/console' });
    expect(() => requirePublicUrl(config)).toThrow(/PUBLIC_URL não definido.*DATABASE_URL.*nunca o cabeçalho Host/);
  });

  it('is optional for the embedded quick start', () => {
    expect(() => requirePublicUrl(loadConfig({}))).not.toThrow();
  });

  it('must be an http(s) address without parameters; the trailing slash is dropped', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db:5432/console',
      PUBLIC_URL: 'https://console.empresa.com.br/',
    });
    expect(config.publicUrl).toBe('https://console.empresa.com.br');
    expect(() => requirePublicUrl(config)).not.toThrow();
    for (const bad of ['console.empresa.com.br', 'javascript:alert(1)', 'https://x.com/?next=1', 'ftp://x.com']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL inválido/);
    }
  });
});

describe('TRUST_PROXY and MAX_CONNECTIONS', () => {
  it('trust no proxy by default; 1/true trusts the closest one; addresses are kept', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['0', 'false', '']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    for (const on of ['1', 'true', 'TRUE']) expect(loadConfig({ TRUST_PROXY: on }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'qualquer um' })).toThrow(/TRUST_PROXY inválido/);
  });

  it('cap connections at 1024 unless told otherwise, with a pt-BR message for nonsense', () => {
    expect(loadConfig({}).maxConnections).toBe(1024);
    expect(loadConfig({ MAX_CONNECTIONS: '50' }).maxConnections).toBe(50);
    for (const bad of ['0', '-1', 'muitas', '1.5'])
      expect(() => loadConfig({ MAX_CONNECTIONS: bad }), bad).toThrow(/MAX_CONNECTIONS inválido/);
  });
});

describe('DB_PREPARED_STATEMENTS', () => {
  it('prepares the API statements by default; 0 turns it off; anything else is refused in pt-BR', () => {
    expect(loadConfig({}).preparedStatements).toBe(true);
    expect(loadConfig({ DB_PREPARED_STATEMENTS: '1' }).preparedStatements).toBe(true);
    expect(loadConfig({ DB_PREPARED_STATEMENTS: '0' }).preparedStatements).toBe(false);
    for (const bad of ['sim', 'false', '2'])
      expect(() => loadConfig({ DB_PREPARED_STATEMENTS: bad }), bad).toThrow(
        /DB_PREPARED_STATEMENTS inválido: .*PgBouncer/,
      );
  });
});

describe('RETENTION_*', () => {
  it('keep request logs 180 days, capture logs 90, access logs five years, and clean up hourly by default', () => {
    expect(loadConfig({}).retention).toEqual({
      requestLogDays: 180,
      captureLogDays: 90,
      accessLogDays: 1825,
      intervalMinutes: 60,
    });
  });

  it('read whole days and minutes; 0 keeps forever (or turns the clean-up off)', () => {
    const retention = loadConfig({
      RETENTION_REQUEST_LOG_DAYS: '30',
      RETENTION_CAPTURE_LOG_DAYS: '0',
      RETENTION_ACCESS_LOG_DAYS: ' 3650 ',
      RETENTION_INTERVAL_MINUTES: '0',
    }).retention;
    expect(retention).toEqual({ requestLogDays: 30, captureLogDays: 0, accessLogDays: 3650, intervalMinutes: 0 });
  });

  it('refuse anything else with a pt-BR message naming the variable', () => {
    for (const name of ['RETENTION_REQUEST_LOG_DAYS', 'RETENTION_CAPTURE_LOG_DAYS', 'RETENTION_ACCESS_LOG_DAYS']) {
      for (const bad of ['-1', '1.5', 'trinta', '1e3', '0x10', '99999999']) {
        expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(
          new RegExp(`^${name} inválido: ".*"\\. Use um número inteiro de dias \\(0 para guardar para sempre\\)\\.$`),
        );
      }
    }
    expect(() => loadConfig({ RETENTION_INTERVAL_MINUTES: '-5' })).toThrow(
      /RETENTION_INTERVAL_MINUTES inválido.*minutos \(0 para não executar a limpeza\)/,
    );
  });
});

describe('METRICS_PORT, METRICS_HOST and METRICS_TOKEN', () => {
  it('serve no metrics by default; a port alone binds this machine only, without a token', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'um-token-longo-o-bastante' }).metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0', token: 'um-token-longo-o-bastante' });
  });

  it('refuse, in pt-BR and naming the variable, a half-made or unsafe configuration', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'um-token-longo-o-bastante' })).toThrow(
      'METRICS_TOKEN definido sem METRICS_PORT',
    );
    expect(() => loadConfig({ METRICS_HOST: '0.0.0.0' })).toThrow('METRICS_HOST definido sem METRICS_PORT');
    expect(() => loadConfig({ METRICS_PORT: 'noventa' })).toThrow('METRICS_PORT inválida: "noventa"');
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow('METRICS_PORT inválida');
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow('METRICS_PORT igual a PORT (8080)');
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'curto' })).toThrow(
      'METRICS_TOKEN inválido: use ao menos 16 caracteres',
    );
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'um token com espaços' })).toThrow(
      'METRICS_TOKEN inválido',
    );
  });
});

describe('STORAGE_S3_*', () => {
  it('keep the files in the storage folder by default; a bucket alone uses AWS with its default credentials', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ STORAGE_S3_BUCKET: 'biometria-arquivos' }).s3).toEqual({
      bucket: 'biometria-arquivos',
      prefix: '',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('an endpoint of its own (MinIO-like) gets path-style addressing unless told otherwise; the prefix ends with /', () => {
    const s3 = loadConfig({
      STORAGE_S3_BUCKET: 'arquivos',
      STORAGE_S3_ENDPOINT: 'http://minio:9000',
      STORAGE_S3_REGION: 'sa-east-1',
      STORAGE_S3_PREFIX: '/producao/',
      STORAGE_S3_ACCESS_KEY_ID: 'chave',
      STORAGE_S3_SECRET_ACCESS_KEY: 'segredo',
    }).s3;
    expect(s3).toEqual({
      bucket: 'arquivos',
      prefix: 'producao/',
      region: 'sa-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'chave', secretAccessKey: 'segredo' },
    });
    expect(
      loadConfig({
        STORAGE_S3_BUCKET: 'arquivos',
        STORAGE_S3_ENDPOINT: 'http://minio:9000',
        STORAGE_S3_FORCE_PATH_STYLE: '0',
      }).s3?.forcePathStyle,
    ).toBe(false);
  });

  it('refuse, in pt-BR and naming the variable, a half-made configuration', () => {
    expect(() => loadConfig({ STORAGE_S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'STORAGE_S3_ENDPOINT definido sem STORAGE_S3_BUCKET',
    );
    expect(() => loadConfig({ STORAGE_S3_BUCKET: 'A_Bucket' })).toThrow('STORAGE_S3_BUCKET inválido: "A_Bucket"');
    expect(() => loadConfig({ STORAGE_S3_BUCKET: 'arquivos', STORAGE_S3_ENDPOINT: 'minio:9000' })).toThrow(
      'STORAGE_S3_ENDPOINT inválido',
    );
    expect(() => loadConfig({ STORAGE_S3_BUCKET: 'arquivos', STORAGE_S3_FORCE_PATH_STYLE: 'sim' })).toThrow(
      'STORAGE_S3_FORCE_PATH_STYLE inválido',
    );
    expect(() => loadConfig({ STORAGE_S3_BUCKET: 'arquivos', STORAGE_S3_ACCESS_KEY_ID: 'chave' })).toThrow(
      'STORAGE_S3_ACCESS_KEY_ID e STORAGE_S3_SECRET_ACCESS_KEY vão juntos',
    );
  });
});

describe('JOB_QUEUE, JOB_WORKER, JOB_CONCURRENCY, JOB_LOCK_MS, EXPORT_JOB_ROWS, EXPORT_FILE_HOURS', () => {
  it('one queue, jobs also run by the API, two at once, a dead worker’s job taken over after 30 s by default', () => {
    expect(loadConfig({}).jobs).toEqual({
      queueName: 'biometria-tarefas',
      worker: true,
      concurrency: 2,
      lockDurationMs: 30_000,
      exportRows: 20_000,
      exportFileHours: 24,
    });
    expect(
      loadConfig({
        JOB_QUEUE: 'homologacao',
        JOB_WORKER: '0',
        JOB_CONCURRENCY: '4',
        JOB_LOCK_MS: '5000',
        EXPORT_JOB_ROWS: '0',
        EXPORT_FILE_HOURS: '2',
        REDIS_URL: 'redis://redis:6379',
      }).jobs,
    ).toEqual({
      queueName: 'homologacao',
      worker: false,
      concurrency: 4,
      lockDurationMs: 5_000,
      exportRows: 0,
      exportFileHours: 2,
    });
  });

  it('refuse anything else in pt-BR, naming the variable', () => {
    expect(() => loadConfig({ JOB_QUEUE: 'fila com espaço' })).toThrow('JOB_QUEUE inválido');
    expect(() => loadConfig({ JOB_WORKER: 'sim' })).toThrow('JOB_WORKER inválido: "sim"');
    expect(() => loadConfig({ JOB_WORKER: '0' })).toThrow('JOB_WORKER=0 sem REDIS_URL');
    expect(() => loadConfig({ JOB_CONCURRENCY: '0' })).toThrow('JOB_CONCURRENCY inválido: "0"');
    expect(() => loadConfig({ JOB_LOCK_MS: '10' })).toThrow('JOB_LOCK_MS inválido: "10"');
    expect(() => loadConfig({ EXPORT_JOB_ROWS: '-1' })).toThrow('EXPORT_JOB_ROWS inválido: "-1"');
    expect(() => loadConfig({ EXPORT_FILE_HOURS: '0' })).toThrow('EXPORT_FILE_HOURS inválido: "0"');
    expect(() => loadConfig({ EXPORT_FILE_HOURS: '25' })).toThrow('de 1 a 24 horas');
  });
});

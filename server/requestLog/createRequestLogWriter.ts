import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RequestLogRow } from './RequestLogRow.js';

export interface RequestLogWriter {
  /** Queues a row; never waits for the database. */
  push(row: RequestLogRow): void;
  /**
   * Inserts a row now (a security event: it must survive a crash once its request is answered).
   * When the database refuses it, the row is queued instead and a warning logged: it never fails.
   */
  write(row: RequestLogRow): Promise<void>;
  /** Writes everything queued so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (clean shutdown loses nothing). */
  close(): Promise<void>;
  /** Rows queued and not yet written. */
  readonly pending: number;
  /** Rows lost since the writer started: dropped from a full queue, or refused by the database. */
  readonly dropped: number;
}

export interface RequestLogWriterOptions {
  /** Longest a row waits in memory (ms). */
  intervalMs?: number;
  /** A batch is written at once when this many rows are queued. */
  batchSize?: number;
  /** Beyond this many queued rows (database down), the oldest are dropped and counted. */
  maxQueued?: number;
  warn?: (message: string) => void;
  /**
   * After this many rows written, `vacuum (analyze) request_logs` runs in the writer's queue:
   * PGlite has no autovacuum, and without it counts stop being index-only and statistics go
   * stale as the log grows. Off (0) by default; PostgreSQL's autovacuum does it there.
   */
  vacuumEvery?: number;
}

/** PostgreSQL text cannot hold NUL, nor jsonb a lone surrogate: such characters become U+FFFD. */
function storable(value: unknown): unknown {
  if (typeof value === 'string') {
    // Most text has neither: a plain test is far cheaper than the replace over 16 KiB bodies.
    if (!/[\u0000\uD800-\uDFFF]/.test(value)) return value;
    return value.replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  }
  if (Array.isArray(value)) return value.map(storable);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[storable(k) as string] = storable(v);
    return out;
  }
  return value;
}

async function insertRows(db: Kysely<Database>, rows: RequestLogRow[]): Promise<void> {
  // One parameter for the whole batch: fast on PostgreSQL and PGlite alike. Read as json, not
  // jsonb: the batch is only walked once, so converting all of it to jsonb first is wasted work.
  const json = JSON.stringify(rows.map(storable));
  await sql`
    insert into request_logs (client_id, client_kind, method, path, body_preview, body, headers, response_body,
      response_status, duration_ms, ip_address, user_agent, errors, created_at)
    select client_id, client_kind, method, path, body_preview, body, headers::jsonb, response_body,
      response_status, duration_ms, ip_address, user_agent, errors::jsonb, created_at
    from json_to_recordset(${json}::json) as x(client_id int, client_kind text, method text, path text,
      body_preview text, body text, headers json, response_body text, response_status int, duration_ms float8,
      ip_address text, user_agent text, errors json, created_at timestamptz)
  `.execute(db);
}

/**
 * Request-log rows written off the request path: queued in memory, inserted in batches every
 * `intervalMs` (or at once when `batchSize` are queued), one insert at a time. A batch the
 * database refuses is retried row by row, so one bad row never costs the others.
 */
export function createRequestLogWriter(db: Kysely<Database>, options: RequestLogWriterOptions = {}): RequestLogWriter {
  const {
    intervalMs = 250,
    batchSize = 500,
    maxQueued = 50_000,
    warn = (m: string) => console.warn(m),
    vacuumEvery = 0,
  } = options;
  let queue: RequestLogRow[] = [];
  let sinceVacuum = 0;
  let chain: Promise<void> = Promise.resolve();
  let dropped = 0;

  const writeBatch = async (rows: RequestLogRow[]) => {
    try {
      await insertRows(db, rows);
    } catch {
      for (const row of rows) {
        try {
          await insertRows(db, [row]);
        } catch (error) {
          dropped++;
          warn(`Log de requisição não gravado (${row.method} ${row.path.slice(0, 80)}): ${(error as Error).message}`);
        }
      }
    }
  };

  const flush = (): Promise<void> => {
    chain = chain.then(async () => {
      while (queue.length) {
        const rows = queue.splice(0, batchSize);
        await writeBatch(rows);
        sinceVacuum += rows.length;
      }
      if (vacuumEvery && sinceVacuum >= vacuumEvery) {
        sinceVacuum = 0;
        await sql`vacuum (analyze) request_logs`
          .execute(db)
          .catch((error: Error) => warn(`Manutenção de request_logs (vacuum) falhou: ${error.message}`));
      }
    });
    return chain;
  };

  const timer = setInterval(() => {
    if (queue.length) void flush();
  }, intervalMs);
  timer.unref();

  const writer: RequestLogWriter = {
    push(row) {
      queue.push(row);
      if (queue.length > maxQueued) {
        const excess = queue.length - maxQueued;
        queue = queue.slice(excess);
        dropped += excess;
        warn(`Fila de logs de requisições cheia: ${dropped} registro(s) descartado(s) até agora.`);
      }
      if (queue.length >= batchSize) void flush();
    },
    async write(row) {
      try {
        await insertRows(db, [row]);
      } catch (error) {
        warn(
          `Log de segurança não gravado na hora (${row.method} ${row.path.slice(0, 80)}): ${(error as Error).message}; posto na fila.`,
        );
        writer.push(row);
      }
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
    get pending() {
      return queue.length;
    },
    get dropped() {
      return dropped;
    },
  };
  return writer;
}

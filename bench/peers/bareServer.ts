/**
 * Benchmark peer: the least an HTTP server can do to answer the same requests as our API —
 * node:http + pg, no framework, no validation library, no request log — running the same SQL
 * on the same data. `npm run bench` measures ours against it in the same run.
 *
 * Same work where it is part of the product's contract: the bearer token is checked (HS256 with
 * node:crypto) and the user is re-read on every request, as our auth does, so the difference
 * measured is framework, validation, serialisation and request logging.
 *
 * Env: DATABASE_URL, JWT_SECRET, PORT (default 0: prints the chosen port as `listening <port>`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';

/** Offset from which a page is read as a deferred join: server/crud/deferredPage.ts's DEFER_FROM_OFFSET. */
const DEFER_FROM_OFFSET = 1000;

pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const COUNT_CAP = 10_000;
/** As ours (server/crud/readListQuery.ts, firstRowsPerValue.ts): the endpoint filter's lookup. */
const MAX_LOOKUP_VALUES = 1000;
const MAX_ROWS_PER_VALUE = 1000;
const MAX_LISTED_VALUES = 16;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.JWT_SECRET ?? '';

const LIST_COLUMNS = `request_logs.id as id, request_logs.method as method, request_logs.path as path,
  request_logs.body_preview as body_preview, request_logs.response_status as response_status,
  request_logs.duration_ms as duration_ms, request_logs.ip_address as ip_address,
  request_logs.client_id as client_id, request_logs.user_agent as user_agent, request_logs.created_at as created_at`;
const RECORD_COLUMNS = `${LIST_COLUMNS}, request_logs.headers as headers, request_logs.body as body,
  request_logs.response_body as response_body, request_logs.errors as errors`;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** HS256 check of a compact JWT: signature, exp and nbf; returns the subject and version. */
function verifyToken(header: string | undefined): { userId: number; version: number } | null {
  const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  const parts = token?.split('.');
  if (!parts || parts.length !== 3) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString()) as {
    sub: string;
    ver: number;
    exp: number;
    nbf: number;
  };
  const now = Date.now() / 1000;
  if (claims.exp < now || claims.nbf > now + 1) return null;
  return { userId: Number(claims.sub), version: claims.ver };
}

async function authorised(req: IncomingMessage): Promise<boolean> {
  const claims = verifyToken(req.headers.authorization);
  if (!claims) return false;
  const { rows } = await pool.query('select id, name, email, role, is_active, token_version from users where id = $1', [
    claims.userId,
  ]);
  return rows[0]?.is_active === 1 && rows[0].token_version === claims.version;
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function listRequestLogs(query: URLSearchParams): Promise<unknown> {
  const page = Math.min(1_000_000, Math.max(1, Math.trunc(Number(query.get('page') ?? 1)) || 1));
  const perPage = Math.min(1000, Math.max(1, Math.trunc(Number(query.get('per_page') ?? 10)) || 10));
  const where: string[] = [];
  const params: unknown[] = [];
  const method = query.get('method')?.trim();
  if (method) where.push(`request_logs.method = $${params.push(method)}`);
  const status = /^([1-5])xx$/i.exec(query.get('status')?.trim() ?? '');
  if (status) where.push(`(request_logs.response_status / 100) = $${params.push(Number(status[1]))}`);
  const body = query.get('body')?.trim();
  if (body) where.push(`request_logs.body ilike $${params.push(like(body))}`);
  // The endpoint filter: the distinct paths that match first, then each path's newest rows.
  const path = query.get('path')?.trim();
  let paths: number | undefined;
  let listed = true;
  if (path) {
    const { rows: found } = await pool.query(
      `select path from request_log_paths where path ilike $1 limit ${MAX_LOOKUP_VALUES + 1}`,
      [like(path)],
    );
    if (found.length > MAX_LOOKUP_VALUES) where.push(`request_logs.path ilike $${params.push(like(path))}`);
    else {
      paths = params.push(found.map((r) => r.path as string));
      listed = found.length <= MAX_LISTED_VALUES;
    }
  }
  const others = where.join(' and ');
  if (paths)
    where.push(
      listed
        ? `request_logs.path = any($${paths}::text[])`
        : `request_logs.path = any(array(select unnest($${paths}::text[])))`,
    );
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const limit = page * perPage;
  const narrowed = paths !== undefined && limit <= MAX_ROWS_PER_VALUE;
  const pageFilter = narrowed
    ? `where request_logs.id = any(array(select m.id from unnest($${paths}::text[]) as v(value) cross join lateral (select request_logs.id as id from request_logs where request_logs.path = v.value${others ? ` and ${others}` : ''} order by request_logs.id desc, request_logs.id desc limit ${limit}) m))`
    : filter;
  const order = 'order by request_logs.id desc, request_logs.id desc';
  const offset = (page - 1) * perPage;
  const limits = `limit $${params.length + 1} offset $${params.length + 2}`;
  // The same deep-page rule as ours (server/crud/deferredPage.ts): the page's ids first, then its rows.
  const list = (countInList: boolean) =>
    pool.query(
      !narrowed && !countInList && offset >= DEFER_FROM_OFFSET
        ? `select ${LIST_COLUMNS} from request_logs where request_logs.id = any(array(select request_logs.id from request_logs ${filter} ${order} ${limits})) ${order}`
        : `select ${LIST_COLUMNS}${countInList ? ', count(*) over ()::int as "__total"' : ''} from request_logs ${pageFilter} ${order} ${limits}`,
      [...params, perPage, offset],
    );
  const cappedCount = async () =>
    Number(
      (
        await pool.query(
          `select count(*)::int as n from (select 1 from request_logs ${filter} limit ${COUNT_CAP + 1}) s`,
          params,
        )
      ).rows[0]?.n ?? 0,
    );
  // The same counting rule as ours (server/crud/countMatches.ts): the planner's estimate decides,
  // unless the paths were handed over in a sub-select (its estimate is a default): then count.
  const estimate = listed
    ? Number(
        (await pool.query(`explain (format json) select 1 from request_logs ${filter}`, params)).rows[0][
          'QUERY PLAN'
        ][0].Plan['Plan Rows'],
      )
    : COUNT_CAP;
  let rows: Record<string, unknown>[];
  let n: number;
  let estimated = false;
  if (estimate >= 5 * COUNT_CAP) {
    rows = (await list(false)).rows;
    n = COUNT_CAP + 1;
    estimated = true;
  } else if (estimate >= COUNT_CAP / 2 || narrowed) {
    const [l, c] = await Promise.all([list(false), cappedCount()]);
    rows = l.rows;
    n = c;
  } else {
    rows = (await list(true)).rows;
    const inList = rows[0]?.__total;
    for (const row of rows) delete row.__total;
    n = typeof inList === 'number' ? inList : page === 1 ? 0 : await cappedCount();
  }
  // A page past the end of a capped list: counted exactly (up to 5,000,000 rows), as ours does
  // (server/crud/countExact.ts), so that `pages` names the real last page.
  let exact = false;
  if (n > COUNT_CAP && rows.length === 0 && page > 1) {
    const counted = Number(
      (
        await pool.query(
          `select count(*)::int as n from (select 1 from request_logs ${filter} limit 5000001) s`,
          params,
        )
      ).rows[0]?.n ?? 0,
    );
    if (counted <= 5_000_000) [n, exact, estimated] = [counted, true, false];
  }
  const capped = n > COUNT_CAP && !exact;
  const pages =
    capped && rows.length === 0 && page > 1
      ? Math.ceil((COUNT_CAP + 1) / perPage)
      : capped
        ? page + (rows.length === perPage ? 1 : 0)
        : Math.max(1, Math.ceil(n / perPage));
  return {
    data: rows,
    total: capped ? COUNT_CAP : n,
    pages,
    page,
    per_page: perPage,
    ...(capped && { total_capped: true }),
    ...(estimated && { total_estimate: Math.round(estimate) }),
  };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || 'null');
}

async function createDeviceConfig(body: Record<string, unknown>): Promise<unknown> {
  const { rows } = await pool.query(
    `insert into device_configs (device_type, service_type, device_models, zoom, fps, exposure, show_button_info)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      body.deviceType,
      body.serviceType,
      body.deviceModels ?? [],
      body.zoom,
      body.fps,
      body.exposure,
      body.showButtonInfo ?? 'false',
    ],
  );
  const record = await pool.query(
    `select id, device_type as "deviceType", service_type as "serviceType", device_models as "deviceModels", zoom, fps, exposure,
       exposure_min as "exposureMin", exposure_max as "exposureMax", exposure_scale_zero_to_one as "exposureScaleZeroToOne",
       show_button_info as "showButtonInfo", version from device_configs where id = $1`,
    [rows[0].id],
  );
  return { config: record.rows[0], message: 'Registro salvo com sucesso!' };
}

const server = createServer((req, res) => {
  void (async () => {
    try {
      if (!(await authorised(req)))
        return send(res, 401, { code: 99, message: 'Acesso não autorizado. Entre novamente.' });
      const url = new URL(req.url ?? '/', 'http://peer');
      const one = /^\/requests\/v1\/request-logs\/(\d+)$/.exec(url.pathname);
      if (req.method === 'GET' && url.pathname === '/requests/v1/request-logs')
        return send(res, 200, await listRequestLogs(url.searchParams));
      if (req.method === 'GET' && one) {
        const { rows } = await pool.query(`select ${RECORD_COLUMNS} from request_logs where request_logs.id = $1`, [
          Number(one[1]),
        ]);
        return rows[0] ? send(res, 200, { data: rows[0] }) : send(res, 404, { message: 'Registro não encontrado.' });
      }
      if (req.method === 'POST' && url.pathname === '/admin/v1/device-config') {
        return send(res, 201, await createDeviceConfig((await readBody(req)) as Record<string, unknown>));
      }
      send(res, 404, { message: 'Recurso não encontrado.' });
    } catch (error) {
      send(res, 500, { message: (error as Error).message });
    }
  })();
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));

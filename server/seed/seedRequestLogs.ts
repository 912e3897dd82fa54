import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { chance, randInt, randText, randUnit } from './sqlRandom.js';
import { deviceModels, weighted } from './sampleData.js';
import { inBatches } from './inBatches.js';
import { apiMessages } from '../../src/core/api/apiMessages.js';

/**
 * One kind of request the API receives. Placeholders filled per row: {id} a record id,
 * {page} a page number, {cpf} a masked CPF (bodies are logged with the CPF masked, LGPD),
 * {device} a device model, {bpm} a pulse.
 */
interface RequestSample {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  body?: string;
  status: number;
  response: string;
  /** Who calls it: a back-office user (console), a partner (SDK/API), or nobody (public). */
  caller: 'user' | 'client' | null;
  /** Typical duration in ms. */
  ms: number;
  /** Relative frequency. */
  weight: number;
}

const list = (extra = '') => `{"items":[{"id":{id}${extra}}],"total":{total},"pages":{pages}}`;

const samples: RequestSample[] = [
  // Partner apps (capture SDK and partner back ends)
  {
    method: 'GET',
    path: '/api/v2/device-config?deviceModel={device}&serviceType=liveness',
    status: 200,
    response: '{"config":{"deviceModels":["{device}"],"fps":30,"zoom":1,"exposure":0}}',
    caller: 'client',
    ms: 18,
    weight: 22,
  },
  {
    method: 'GET',
    path: '/api/v2/device-config?deviceModel={device}&serviceType=finger',
    status: 200,
    response: '{"config":{"deviceModels":["{device}"],"fps":30,"zoom":2,"exposure":-1}}',
    caller: 'client',
    ms: 18,
    weight: 16,
  },
  {
    method: 'GET',
    path: '/api/v2/param/1',
    status: 200,
    response: '{"data":{"id":1,"meanScore":0.62,"stdScore":0.18,"varScore":0.032}}',
    caller: 'client',
    ms: 12,
    weight: 12,
  },
  {
    method: 'GET',
    path: '/api/v2/message/errors?per_page=100&page=1',
    status: 200,
    response: '{"data":[{"id":1,"error_code":"E001"}],"total":22,"pages":1}',
    caller: 'client',
    ms: 15,
    weight: 5,
  },
  {
    method: 'POST',
    path: '/api/v2/liveness',
    status: 201,
    caller: 'client',
    ms: 850,
    weight: 18,
    body: '{"cpf":"{cpf}","deviceModel":"{device}","fps":30,"exposure":0,"duracao":10,"video":"video.mp4"}',
    response: '{"id":{id},"bpm":{bpm},"message":"Prova de vida registrada."}',
  },
  {
    method: 'POST',
    path: '/api/v2/fingerprint',
    status: 201,
    caller: 'client',
    ms: 640,
    weight: 14,
    body: '{"cpf":"{cpf}","deviceModel":"{device}","finger":"Polegar direito","imagens":3}',
    response: '{"id":{id},"score":0.81,"message":"Digital registrada."}',
  },
  {
    method: 'POST',
    path: '/api/v2/serpro/consulta',
    status: 200,
    caller: 'client',
    ms: 1350,
    weight: 9,
    body: '{"cpf":"{cpf}","servico":"biometria"}',
    response: '{"cpf":"{cpf}","situacao":"regular","similaridade":0.93}',
  },
  {
    method: 'POST',
    path: '/api/v2/person',
    status: 201,
    caller: 'client',
    ms: 95,
    weight: 6,
    body: '{"cpf":"{cpf}","name":"***","email":"***","phone":"***"}',
    response: `{"data":{"id":{id}},"message":${JSON.stringify(apiMessages.saved)}}`,
  },
  // Back-office console
  {
    method: 'GET',
    path: '/admin/v1/liveness?page={page}&per_page=10',
    status: 200,
    response: list(',"deviceModel":"{device}"'),
    caller: 'user',
    ms: 70,
    weight: 5,
  },
  {
    method: 'GET',
    path: '/admin/v1/fingerprint?page={page}&per_page=10',
    status: 200,
    response: list(',"deviceModel":"{device}"'),
    caller: 'user',
    ms: 65,
    weight: 4,
  },
  {
    method: 'GET',
    path: '/requests/v1/request-logs?page={page}&per_page=10',
    status: 200,
    response: '{"data":[{"id":{id}}],"total":{total},"pages":{pages}}',
    caller: 'user',
    ms: 120,
    weight: 4,
  },
  {
    method: 'GET',
    path: '/person/v1?page={page}&per_page=10',
    status: 200,
    response: '{"data":[{"id":{id}}],"total":{total},"pages":{pages}}',
    caller: 'user',
    ms: 45,
    weight: 4,
  },
  {
    method: 'GET',
    path: '/person/v1/{id}',
    status: 200,
    response: '{"data":{"id":{id},"cpf":"{cpf}"}}',
    caller: 'user',
    ms: 14,
    weight: 3,
  },
  {
    method: 'PUT',
    path: '/person/v1/{id}',
    status: 200,
    caller: 'user',
    ms: 35,
    weight: 1,
    body: '{"name":"***","email":"***","phone":"***","version":2}',
    response: `{"data":{"id":{id}},"message":${JSON.stringify(apiMessages.saved)}}`,
  },
  {
    method: 'DELETE',
    path: '/person/v1/{id}',
    status: 200,
    response: `{"message":${JSON.stringify(apiMessages.deleted)}}`,
    caller: 'user',
    ms: 60,
    weight: 1,
  },
  {
    method: 'GET',
    path: '/client/v1?page=1&per_page=10',
    status: 200,
    response: '{"data":[{"id":1}],"total":8,"pages":1}',
    caller: 'user',
    ms: 20,
    weight: 2,
  },
  {
    method: 'GET',
    path: '/admin/v2/person-fingerprint?page={page}&per_page=10',
    status: 200,
    response: list(),
    caller: 'user',
    ms: 55,
    weight: 3,
  },
  {
    method: 'GET',
    path: '/admin/v2/person-liveness?page={page}&per_page=10',
    status: 200,
    response: list(),
    caller: 'user',
    ms: 50,
    weight: 2,
  },
  {
    method: 'GET',
    path: '/admin/v1/device-config?page=1&per_page=10',
    status: 200,
    response: '{"items":[{"id":1}],"total":9,"pages":1}',
    caller: 'user',
    ms: 16,
    weight: 2,
  },
  {
    method: 'GET',
    path: '/admin/v1/user?page=1&per_page=10',
    status: 200,
    response: '{"data":[{"id":1}],"total":4,"last_page":1}',
    caller: 'user',
    ms: 15,
    weight: 1,
  },
  {
    method: 'GET',
    path: '/admin/v1/user/profile',
    status: 200,
    response: '{"data":{"id":1,"is_active":1}}',
    caller: 'user',
    ms: 8,
    weight: 4,
  },
  {
    method: 'PUT',
    path: '/admin/v1/param/1',
    status: 200,
    caller: 'user',
    ms: 30,
    weight: 1,
    body: '{"meanScore":0.62,"stdScore":0.18,"varScore":0.032,"max_autofocus_time":3000,"version":3}',
    response: `{"data":{"id":1},"message":${JSON.stringify(apiMessages.saved)}}`,
  },
  {
    method: 'POST',
    path: '/admin/v1/liveness/gerar-arquivos',
    status: 200,
    caller: 'user',
    ms: 2400,
    weight: 1,
    body: '{"id":{id}}',
    response: `{"message":${JSON.stringify(apiMessages.filesGenerated)},"bpm":{bpm}}`,
  },
  {
    method: 'GET',
    path: '/services/v1/pricing?per_page=10&page=1',
    status: 200,
    response: '{"data":{"Biometria":{"1000":1.9}}}',
    caller: 'user',
    ms: 10,
    weight: 1,
  },
  {
    method: 'PATCH',
    path: '/admin/v1/user/{id}/deactivate',
    status: 200,
    response: JSON.stringify({ message: apiMessages.accessBlocked }),
    caller: 'user',
    ms: 20,
    weight: 1,
  },
  // Public
  {
    method: 'POST',
    path: '/api/v2/user/login',
    status: 200,
    caller: null,
    ms: 85,
    weight: 3,
    body: '{"email":"operador@example.com","password":"[removido]"}',
    response: '{"access_token":"[removido]","data":{"id":2}}',
  },
  {
    method: 'POST',
    path: '/api/v2/person/delete-account',
    status: 200,
    caller: null,
    ms: 110,
    weight: 1,
    body: '{"cpf":"{cpf}","password":"[removido]"}',
    response: `{"message":${JSON.stringify(apiMessages.accountDeleted)}}`,
  },
];

/** Failures: status, response body and the `errors` JSON. */
const failures: [status: number, response: string, errors: string][] = [
  [
    400,
    `{"message":${JSON.stringify(apiMessages.formInvalid)},"errors":{"cpf":"CPF inválido"}}`,
    '{"cpf":"CPF inválido"}',
  ],
  [401, `{"code":98,"message":${JSON.stringify(apiMessages.expiredToken)}}`, '{"code":98,"message":"Token expirado"}'],
  [
    401,
    `{"code":99,"message":${JSON.stringify(apiMessages.missingToken)}}`,
    '{"code":99,"message":"Token ausente ou malformado"}',
  ],
  [403, '{"message":"Parceiro sem contrato ativo para este serviço."}', '{"code":"E022"}'],
  [
    404,
    JSON.stringify({ message: apiMessages.recordNotFound }),
    JSON.stringify({ message: apiMessages.recordNotFound }),
  ],
  [
    409,
    '{"message":"O registro foi alterado por outra pessoa. Recarregue e tente novamente."}',
    '{"version":"desatualizada"}',
  ],
  [
    422,
    '{"message":"Qualidade da digital abaixo do mínimo exigido.","code":"E011"}',
    '{"code":"E011","meanScore":0.21}',
  ],
  [
    422,
    '{"message":"Prova de vida não confirmada. Tente novamente.","code":"E006"}',
    '{"code":"E006","relation":0.41}',
  ],
  [
    500,
    '{"message":"Erro interno. Tente novamente mais tarde."}',
    '{"type":"Error","message":"falha ao gravar arquivo no armazenamento"}',
  ],
  [
    502,
    '{"message":"Serviço SERPRO indisponível no momento. Tente mais tarde."}',
    '{"code":"E019","upstream":"serpro","status":502}',
  ],
  [503, '{"message":"Serviço temporariamente indisponível."}', '{"type":"ServiceUnavailable"}'],
  [504, '{"message":"Tempo de resposta do SERPRO excedido."}', '{"code":"E019","upstream":"serpro","timeoutMs":30000}'],
];
const clientFailures = failures.filter(([s]) => s < 500);
const serverFailures = failures.filter(([s]) => s >= 500);

const browsers = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];
const apiAgents = [
  'okhttp/4.12.0',
  'okhttp/4.12.0',
  'BiometriaSDK/3.4.2 ({device})',
  'BiometriaSDK/3.4.2 ({device})',
  'python-requests/2.32.3',
  'Apache-HttpClient/5.3.1 (Java/17.0.12)',
  'axios/1.7.7',
];
/** First octets of Brazilian ISP and cloud ranges. */
const octets = ['177', '179', '186', '187', '189', '191', '200', '201', '138', '152'];

export interface SeedRequestLogsInput {
  count: number;
  userIds: number[];
  clientIds: number[];
  maxPersonId: number;
  log: (line: string) => void;
}

const batchSize = 100_000;

/**
 * API request logs, set-based: each row draws a request kind by weight, fills its
 * placeholders, fails now and then (about 9 % 4xx, 1.5 % 5xx) and gets a log-normal-ish
 * duration. Times run evenly over the last 30 days in id order, so 'id desc' is newest first.
 */
export async function seedRequestLogs(db: Kysely<Database>, input: SeedRequestLogsInput): Promise<void> {
  const kinds = weighted(
    samples.map((_, i) => i + 1),
    (i) => samples[i - 1]?.weight ?? 1,
  );
  const col = <K extends keyof RequestSample>(key: K): string[] =>
    samples.map((s) => (s[key] === undefined || s[key] === null ? '' : String(s[key])));
  const text = (values: string[], index: RawBuilder<unknown>) => sql<string>`(${values}::text[])[${index}]`;
  const failIndex = sql`r.fail`;
  const span = 30 * 86_400;
  const step = span / Math.max(1, input.count);
  // In a path the device model is URL-encoded ('moto%20g84%205G'), as the server receives it.
  const fill = (template: RawBuilder<unknown>, device = sql`r.device`) => sql<string>`nullif(
    replace(replace(replace(replace(replace(replace(replace(${template},
      '{id}', r.record_id::text), '{page}', r.page::text), '{cpf}', r.cpf), '{device}', ${device}),
      '{bpm}', r.bpm::text), '{total}', (r.record_id * 10)::text), '{pages}', r.record_id::text), '')`;

  await inBatches(input.count, batchSize, 'logs de requisições', input.log, (from, to) =>
    sql`
      insert into request_logs (client_id, client_kind, method, path, body_preview, body, headers, response_body, response_status, duration_ms, ip_address, user_agent, errors, created_at)
      select x.client_id, x.caller, x.method, x.path, left(x.body, 120), x.body,
        jsonb_strip_nulls(jsonb_build_object(
          'host', 'api.biometria.example.com.br',
          'accept', 'application/json',
          'content-type', case when x.body is not null then 'application/json' end,
          'authorization', case when x.caller is not null then '[removido]' end,
          'user-agent', x.user_agent,
          'x-forwarded-for', x.ip,
          'x-request-id', md5('request-' || x.g)::uuid::text
        )),
        x.response, x.status, x.duration, x.ip, x.user_agent, x.errors, x.created_at
      from (
        select r.g, r.caller, r.method,
          ${fill(text(col('path'), sql`r.kind`), sql`replace(r.device, ' ', '%20')`)} as path,
          ${fill(text(col('body'), sql`r.kind`))} as body,
          case
            when r.fail = 0 then ${fill(text(col('response'), sql`r.kind`))}
            else ${text(
              failures.map((f) => f[1]),
              failIndex,
            )}
          end as response,
          case when r.fail = 0 then (${col('status')}::int[])[r.kind] else (${failures.map((f) => f[0])}::int[])[r.fail] end as status,
          case when r.fail = 0 then null else (${text(
            failures.map((f) => f[2]),
            failIndex,
          )})::jsonb end as errors,
          round((case
            when r.fail > 0 and (${failures.map((f) => f[0])}::int[])[r.fail] = 504 then 30000 + 40 * ${randUnit(321)}
            when r.fail > 0 then (${col('ms')}::float8[])[r.kind] * 0.3 + 3 * ${randUnit(322)}
            else (${col('ms')}::float8[])[r.kind] * (0.45 + 1.1 * ${randUnit(323)}) * (case when ${chance(324, 0.03)} then 3 + 8 * ${randUnit(325)} else 1 end)
          end)::numeric, 2)::float8 as duration,
          case r.caller
            when 'user' then (${input.userIds}::int[])[1 + ${randInt(331, input.userIds.length)}]
            when 'client' then (${input.clientIds.length ? input.clientIds : [0]}::int[])[1 + ${randInt(332, input.clientIds.length)}]
          end as client_id,
          case when r.caller = 'user' then ${randText(333, browsers)} else replace(${randText(334, apiAgents)}, '{device}', r.device) end as user_agent,
          format('%s.%s.%s.%s', ${randText(335, octets)}, ${randInt(336, 256)}, ${randInt(337, 256)}, 1 + ${randInt(338, 254)}) as ip,
          now() - make_interval(secs => (${input.count} - r.g) * ${step}::float8 + ${randUnit(339)} * ${step * 0.9}::float8) as created_at
        from (
          select g, k.kind,
            nullif((${col('caller')}::text[])[k.kind], '') as caller,
            (${col('method')}::text[])[k.kind] as method,
            case
              when ${chance(311, 0.015)} then ${sql.lit(clientFailures.length)} + 1 + ${randInt(312, serverFailures.length)}
              when ${chance(313, 0.09)} then 1 + ${randInt(314, clientFailures.length)}
              else 0
            end as fail,
            1 + ${randInt(315, Math.max(1, input.maxPersonId))} as record_id,
            1 + ${randInt(316, 4)} * ${randInt(317, 3)} as page,
            format('***.%s.%s-**', lpad(${randInt(318, 1000)}::text, 3, '0'), lpad(${randInt(319, 1000)}::text, 3, '0')) as cpf,
            ${randText(
              320,
              deviceModels.map((d) => d.model),
            )} as device,
            ${randInt(326, 50)} + 58 as bpm
          from generate_series(${sql.lit(from)}::int, ${sql.lit(to)}::int) g
            cross join lateral (select (${kinds}::int[])[1 + ${randInt(310, kinds.length)}] as kind) k
        ) r
      ) x
      order by x.g
    `.execute(db),
  );
}
